import type { MockModulePermissions, PlatformMockStore } from '@sahm/platform/mocks';
import type { MockInvestorCaller, MockedOperationId } from '@sahm/investor-sdk/mocks';

/** The back-office policy: reading every investor of one's tenant (ADR 0012, 0451). */
export const INVESTORS_POLICY = 'Sahm.Investors';

/**
 * The investor API's permissions, as its PermissionDefinitionProvider would define them, and the
 * roles its data seeder grants them to: the operations officer (and, as every permission, admin).
 */
export const INVESTOR_PERMISSIONS: MockModulePermissions = {
  groups: [
    {
      name: 'Sahm',
      displayName: 'Sahm::Permission:Investors',
      permissions: [
        {
          name: INVESTORS_POLICY,
          displayName: 'Sahm::Permission:ListInvestors',
          parentName: null,
          hostOnly: false,
          tenantFeature: null,
        },
      ],
    },
  ],
  roleGrants: { OperationsOfficer: [INVESTORS_POLICY] },
};

/**
 * The policy each investor call needs beyond a signed-in caller whose token is for this API; a
 * call not listed acts on the caller's own record only, so being signed in is the whole check.
 */
export const INVESTOR_CALL_POLICIES: Partial<Record<MockedOperationId, string>> = {
  getInvestors: INVESTORS_POLICY,
};

/**
 * `authorize` for the investor handlers: `[Authorize(policy)]` on the listed calls, answered as
 * ABP's authorization middleware answers a signed-in caller without the policy (a bodiless 403,
 * as the emailing checks answer).
 */
export function authorizeInvestorCall(store: PlatformMockStore) {
  return (caller: MockInvestorCaller, operation: MockedOperationId): Response | null => {
    const policy = INVESTOR_CALL_POLICIES[operation];
    if (!policy) return null;
    const granted = store.grantedPoliciesFor(store.findUserById(caller.userId));
    return granted.includes(policy) ? null : new Response(null, { status: 403 });
  };
}

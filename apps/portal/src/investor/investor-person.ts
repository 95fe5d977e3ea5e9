import { OPERATIONS_OFFICER_ROLE, type CurrentUser } from '@sahm/platform';

/** SPEC §6's user types that hold an investor file; OperationsOfficer is the fourth. */
export const INVESTOR_ROLES = ['Investor', 'Individual', 'Company'] as const;

/**
 * Whether the signed-in person is an investor, so investor-only calls (their own name) are made
 * for them; an operations officer or an administrator keeps the account's name (ADR 0475).
 */
export function isInvestorPerson(user: CurrentUser): boolean {
  return (
    user.isAuthenticated &&
    user.hasAnyRole(...INVESTOR_ROLES) &&
    !user.hasRole(OPERATIONS_OFFICER_ROLE)
  );
}

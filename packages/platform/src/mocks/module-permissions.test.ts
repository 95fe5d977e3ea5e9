import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS, type MockModulePermissions } from './permission-definitions';
import { createPlatformMockStore, ROLE_NAMES, SEEDED_IDS } from './platform-mock-store';
import { createTenant } from './tenant-operations';

const REPORTS: MockModulePermissions = {
  groups: [
    {
      name: 'Reports',
      displayName: 'Sahm::Permission:Investors',
      permissions: [
        {
          name: 'Reports.View',
          displayName: 'Sahm::Permission:ListInvestors',
          parentName: null,
          hostOnly: false,
          tenantFeature: null,
        },
      ],
    },
  ],
  roleGrants: { [ROLE_NAMES.operationsOfficer]: ['Reports.View'] },
};

describe('module permissions beside ABP’s (createPlatformMockStore({ modulePermissions }))', () => {
  it('leaves the catalogue as ABP’s modules define it when there are none', () => {
    const store = createPlatformMockStore();
    expect(store.permissionGroups).toEqual(PERMISSION_GROUPS);
    const officer = store.findUserById(SEEDED_IDS.users.officer);
    expect(store.grantedPoliciesFor(officer)).toEqual([]);
  });

  it('grants a module permission to the roles its seeder names, and to admin, in every tenant', () => {
    const store = createPlatformMockStore({ modulePermissions: REPORTS });
    expect(store.permissionGroups.map((group) => group.name).at(-1)).toBe('Reports');
    const officer = store.findUserById(SEEDED_IDS.users.officer);
    const acmeAdmin = store.findUserById(SEEDED_IDS.users.acmeAdmin);
    const investor = store.findUserById(SEEDED_IDS.users.investor);
    expect(store.grantedPoliciesFor(officer)).toEqual(['Reports.View']);
    expect(store.grantedPoliciesFor(acmeAdmin)).toContain('Reports.View');
    expect(store.grantedPoliciesFor(investor)).toEqual([]);

    const created = createTenant(store, {
      name: 'globex',
      adminEmailAddress: 'admin@globex.example',
      adminPassword: '1q2w3E*',
    });
    expect(created.ok).toBe(true);
    const globexId = store.tenants.find((tenant) => tenant.name === 'globex')?.id ?? null;
    expect(store.permissionGrants).toContainEqual({
      tenantId: globexId,
      providerName: 'R',
      providerKey: ROLE_NAMES.operationsOfficer,
      name: 'Reports.View',
    });
  });

  it('keeps the grants through a reset', () => {
    const store = createPlatformMockStore({ modulePermissions: REPORTS });
    store.reset();
    expect(store.grantedPoliciesFor(store.findUserById(SEEDED_IDS.users.officer))).toEqual([
      'Reports.View',
    ]);
  });
});

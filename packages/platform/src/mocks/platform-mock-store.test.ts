import { describe, expect, it } from 'vitest';
import { SEEDED_IDS, SEEDED_PASSWORD, createPlatformMockStore } from './platform-mock-store';

describe('createPlatformMockStore', () => {
  it('seeds the host and acme users with the demo password', () => {
    const store = createPlatformMockStore();

    expect(store.findUserByCredentials('admin', SEEDED_PASSWORD, null)?.id).toBe(
      SEEDED_IDS.users.admin,
    );
    expect(store.findUserByCredentials('ADMIN', SEEDED_PASSWORD, SEEDED_IDS.tenants.acme)?.id).toBe(
      SEEDED_IDS.users.acmeAdmin,
    );
    expect(store.findUserByCredentials('investor@sahm.example', SEEDED_PASSWORD, null)?.id).toBe(
      SEEDED_IDS.users.investor,
    );
    expect(store.findUserByCredentials('admin', 'wrong', null)).toBeUndefined();
    expect(
      store.findUserByCredentials('officer', SEEDED_PASSWORD, SEEDED_IDS.tenants.acme),
    ).toBeUndefined();
  });

  it('knows who finished registration', () => {
    const store = createPlatformMockStore();
    expect(store.findUserById(SEEDED_IDS.users.investor)?.isRegistrationComplete).toBe(true);
    expect(store.findUserById(SEEDED_IDS.users.newInvestor)?.isRegistrationComplete).toBe(false);
  });

  it('finds tenants by normalized name and by id', () => {
    const store = createPlatformMockStore();
    expect(store.findTenantByName(' Acme ')?.id).toBe(SEEDED_IDS.tenants.acme);
    expect(store.findTenantById(SEEDED_IDS.tenants.acme.toUpperCase())?.name).toBe('acme');
    expect(store.findTenantByName('unknown')).toBeUndefined();
  });

  it('grants policies through roles', () => {
    const store = createPlatformMockStore();
    expect(store.grantedPoliciesFor(store.findUserById(SEEDED_IDS.users.admin))).toContain(
      'AbpTenantManagement.Tenants',
    );
    expect(store.grantedPoliciesFor(store.findUserById(SEEDED_IDS.users.investor))).toEqual([]);
    expect(store.grantedPoliciesFor(null)).toEqual([]);
  });

  it("drops a tenant's emailing policies while its AllowChangingEmailSettings feature is off", () => {
    const store = createPlatformMockStore();
    const acmeAdmin = store.findUserById(SEEDED_IDS.users.acmeAdmin);
    const hostAdmin = store.findUserById(SEEDED_IDS.users.admin);
    // ABP's default for the feature is false; the host has no such check.
    expect(store.grantedPoliciesFor(acmeAdmin)).not.toContain('SettingManagement.Emailing');
    expect(store.grantedPoliciesFor(hostAdmin)).toEqual(
      expect.arrayContaining(['SettingManagement.Emailing', 'SettingManagement.Emailing.Test']),
    );
    store.featureValues.push({
      name: 'SettingManagement.AllowChangingEmailSettings',
      providerName: 'T',
      providerKey: SEEDED_IDS.tenants.acme,
      value: 'True',
    });
    expect(store.grantedPoliciesFor(acmeAdmin)).toEqual(
      expect.arrayContaining(['SettingManagement.Emailing', 'SettingManagement.Emailing.Test']),
    );
  });

  it('resets to the seed in place', () => {
    const store = createPlatformMockStore();
    const users = store.users;
    users.pop();
    store.tenants.push({
      id: 'x',
      name: 'x',
      normalizedName: 'X',
      isActive: true,
      concurrencyStamp: 'x',
    });
    store.roles.splice(0);
    store.permissionGrants.splice(0);
    store.featureValues.push({
      name: 'SettingManagement.Enable',
      providerName: 'T',
      providerKey: null,
      value: 'false',
    });
    store.sentEmails.push({ to: 'a@b.c', subject: 's', link: '/l', sentAt: 'now' });
    store.passwordResetTokens.push({ token: 't', userId: 'u', securityStamp: 's', expiresAt: 0 });

    store.reset();

    expect(store.users).toBe(users);
    expect(users).toHaveLength(6);
    expect(store.tenants).toHaveLength(1);
    expect(store.roles).toHaveLength(6);
    expect(store.grantedPoliciesFor(store.findUserById(SEEDED_IDS.users.admin))).toHaveLength(20);
    expect(store.featureValues).toEqual([]);
    expect(store.sentEmails).toEqual([]);
    expect(store.passwordResetTokens).toEqual([]);
  });
});

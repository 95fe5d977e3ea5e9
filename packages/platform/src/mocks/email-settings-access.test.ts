import { describe, expect, it } from 'vitest';
import { emailSettingsRefusal } from './email-settings-access';
import { SEEDED_IDS, createPlatformMockStore } from './platform-mock-store';

const { users, tenants } = SEEDED_IDS;
const reading = { sendingTestEmail: false };
const testing = { sendingTestEmail: true };

/** The status a refusal answers, or 'allowed'. */
const outcome = (refusal: Response | null) => refusal?.status ?? 'allowed';

function storeWithout(policy: string) {
  const store = createPlatformMockStore();
  store.permissionGrants.splice(
    0,
    store.permissionGrants.length,
    ...store.permissionGrants.filter((grant) => grant.name !== policy),
  );
  return store;
}

function allowTenantEmailing(store: ReturnType<typeof createPlatformMockStore>, value: string) {
  store.featureValues.push({
    name: 'SettingManagement.AllowChangingEmailSettings',
    providerName: 'T',
    providerKey: tenants.acme,
    value,
  });
}

describe('emailing checks as ABP EmailSettingsAppService makes them', () => {
  it('lets the host admin read, save and send a test mail', () => {
    const store = createPlatformMockStore();
    expect(outcome(emailSettingsRefusal(store, users.admin, reading))).toBe('allowed');
    expect(outcome(emailSettingsRefusal(store, users.admin, testing))).toBe('allowed');
  });

  it('needs SettingManagement.Emailing.Test for the test mail only', () => {
    const store = storeWithout('SettingManagement.Emailing.Test');
    expect(outcome(emailSettingsRefusal(store, users.admin, reading))).toBe('allowed');
    expect(outcome(emailSettingsRefusal(store, users.admin, testing))).toBe(403);
  });

  it('needs SettingManagement.Emailing for every call, the test mail included', () => {
    const store = storeWithout('SettingManagement.Emailing');
    expect(outcome(emailSettingsRefusal(store, users.admin, reading))).toBe(403);
    expect(outcome(emailSettingsRefusal(store, users.admin, testing))).toBe(403);
    expect(outcome(emailSettingsRefusal(store, users.investor, reading))).toBe(403);
  });

  it('refuses a tenant until its AllowChangingEmailSettings feature is on', () => {
    const store = createPlatformMockStore();
    expect(outcome(emailSettingsRefusal(store, users.acmeAdmin, reading))).toBe(403);
    allowTenantEmailing(store, 'true');
    expect(outcome(emailSettingsRefusal(store, users.acmeAdmin, reading))).toBe('allowed');
    expect(outcome(emailSettingsRefusal(store, users.acmeAdmin, testing))).toBe('allowed');
  });

  it('refuses whoever calls while SettingManagement.Enable is off for their side', () => {
    const store = createPlatformMockStore();
    allowTenantEmailing(store, 'true');
    store.featureValues.push(
      {
        name: 'SettingManagement.Enable',
        providerName: 'T',
        providerKey: tenants.acme,
        value: 'false',
      },
      { name: 'SettingManagement.Enable', providerName: 'T', providerKey: null, value: 'false' },
    );
    expect(outcome(emailSettingsRefusal(store, users.acmeAdmin, reading))).toBe(403);
    expect(outcome(emailSettingsRefusal(store, users.admin, reading))).toBe(403);
  });
});

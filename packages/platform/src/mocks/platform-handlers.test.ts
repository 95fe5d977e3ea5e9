import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseApplicationConfiguration } from '../config/application-configuration-query';
import { createLocalization } from '../i18n/create-localization';
import { fakeAccessToken, identifyFakeAccessToken } from './fake-access-token';
import { createPlatformHandlers } from './platform-handlers';
import {
  ADMINISTRATION_POLICIES,
  SEEDED_IDS,
  createPlatformMockStore,
} from './platform-mock-store';

const store = createPlatformMockStore();
const server = setupServer(...createPlatformHandlers(store, { identify: identifyFakeAccessToken }));
const api = 'https://api.sahm.example/api/abp';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => store.reset());
afterAll(() => server.close());

async function getConfiguration(headers: Record<string, string> = {}) {
  const response = await fetch(
    `${api}/application-configuration?includeLocalizationResources=true`,
    {
      headers,
    },
  );
  return { response, body: await response.json() };
}

describe('GET /api/abp/application-configuration', () => {
  it('describes an anonymous Arabic host visitor by default, in a shape the platform accepts', async () => {
    const { response, body } = await getConfiguration();

    expect(response.status).toBe(200);
    expect(body.currentUser).toMatchObject({ isAuthenticated: false, id: null, roles: [] });
    expect(body.currentTenant).toEqual({ id: null, name: null, isAvailable: false });
    expect(body.auth.grantedPolicies).toEqual({});
    expect(body.multiTenancy.isEnabled).toBe(true);
    expect(body.localization.currentCulture).toMatchObject({
      cultureName: 'ar',
      isRightToLeft: true,
      dateTimeFormat: { shortDatePattern: 'yyyy-MM-dd' },
    });
    expect(body.localization.languages).toEqual([
      expect.objectContaining({
        cultureName: 'ar',
        displayName: 'العربية',
        twoLetterISOLanguageName: 'ar',
      }),
      expect.objectContaining({ cultureName: 'en', displayName: 'English', uiCultureName: 'en' }),
    ]);
    expect(body.setting.values).toMatchObject({
      'Abp.Account.EnableLocalLogin': 'true',
      'Abp.Account.IsSelfRegistrationEnabled': 'true',
      'Abp.Timing.TimeZone': 'Asia/Riyadh',
    });
    expect(body.features.values).toEqual({
      'SettingManagement.Enable': 'true',
      'SettingManagement.AllowChangingEmailSettings': 'false',
      'Identity.MaxUserCount': '0',
      'Identity.TwoFactor': 'Optional',
    });
    expect(body).toMatchObject({
      clock: { kind: 'Utc' },
      objectExtensions: { modules: {}, enums: {} },
      globalFeatures: { enabledFeatures: [] },
      extraProperties: {},
    });
    expect(() => parseApplicationConfiguration(body)).not.toThrow();
  });

  it('serves texts the platform localizes, with base resources as arrays', async () => {
    const { body: arabic } = await getConfiguration();
    const { body: english } = await getConfiguration({ 'Accept-Language': 'en-US,en;q=0.9' });

    expect(arabic.localization.resources.Sahm.baseResources).toEqual(['AbpUi']);
    const ar = createLocalization(parseApplicationConfiguration(arabic).localization).localize;
    const en = createLocalization(parseApplicationConfiguration(english).localization).localize;
    expect(ar('::Menu:Home')).toBe('الرئيسية');
    expect(en('::Menu:Home')).toBe('Home');
    expect(en('::Close')).toBe('Close');
    expect(en('AbpUiMultiTenancy::GivenTenantIsNotAvailable', 'nope')).toBe(
      'Given tenant is not available: nope',
    );
    expect(english.localization.currentCulture.isRightToLeft).toBe(false);
  });

  it('grants the host admin every administration policy', async () => {
    const { body } = await getConfiguration({
      Authorization: `Bearer ${fakeAccessToken(SEEDED_IDS.users.admin)}`,
    });

    expect(body.currentUser).toMatchObject({
      isAuthenticated: true,
      id: SEEDED_IDS.users.admin,
      tenantId: null,
      userName: 'admin',
      roles: ['admin'],
    });
    expect(body.auth.grantedPolicies).toEqual(
      Object.fromEntries(ADMINISTRATION_POLICIES.map((policy) => [policy, true])),
    );
  });

  it('describes a tenant user in its tenant, without host-only policies', async () => {
    const { body } = await getConfiguration({
      Authorization: `Bearer ${fakeAccessToken(SEEDED_IDS.users.acmeAdmin)}`,
    });

    expect(body.currentTenant).toEqual({
      id: SEEDED_IDS.tenants.acme,
      name: 'acme',
      isAvailable: true,
    });
    expect(body.currentUser.tenantId).toBe(SEEDED_IDS.tenants.acme);
    expect(body.auth.grantedPolicies['AbpIdentity.Users']).toBe(true);
    expect(body.auth.grantedPolicies['AbpTenantManagement.Tenants']).toBeUndefined();
  });

  it('gives investors and officers their roles and no administration policies', async () => {
    const { body: officer } = await getConfiguration({
      Authorization: `Bearer ${fakeAccessToken(SEEDED_IDS.users.officer)}`,
    });
    expect(officer.currentUser.roles).toEqual(['OperationsOfficer']);
    expect(officer.auth.grantedPolicies).toEqual({});
  });

  it('resolves an anonymous visitor tenant from the __tenant header', async () => {
    const { body } = await getConfiguration({ __tenant: SEEDED_IDS.tenants.acme });
    expect(body.currentTenant).toEqual({
      id: SEEDED_IDS.tenants.acme,
      name: 'acme',
      isAvailable: true,
    });
  });

  it('answers an unknown tenant with an ABP error and the tenant-resolve header', async () => {
    const { response, body } = await getConfiguration({ __tenant: 'no-such-tenant' });

    expect(response.status).toBe(404);
    expect(response.headers.get('_AbpErrorFormat')).toBe('true');
    expect(response.headers.get('Abp-Tenant-Resolve-Error')).toBeTruthy();
    expect(body.error).toMatchObject({ message: 'Tenant not found!' });
  });

  it('treats an unknown user id as anonymous', async () => {
    const { body } = await getConfiguration({
      Authorization: `Bearer ${fakeAccessToken('ghost')}`,
    });
    expect(body.currentUser.isAuthenticated).toBe(false);
  });

  it('reflects changes to the store and forgets them on reset', async () => {
    store.settings['Abp.Account.EnableLocalLogin'] = 'false';
    expect((await getConfiguration()).body.setting.values['Abp.Account.EnableLocalLogin']).toBe(
      'false',
    );
    store.reset();
    expect((await getConfiguration()).body.setting.values['Abp.Account.EnableLocalLogin']).toBe(
      'true',
    );
  });
});

describe('GET /api/abp/application-localization', () => {
  it('answers the resources and culture asked for', async () => {
    const response = await fetch(
      `${api}/application-localization?cultureName=en&onlyDynamics=false`,
    );
    const body = await response.json();

    expect(body.currentCulture.cultureName).toBe('en');
    expect(body.resources.AbpUi.texts.Login).toBe('Login');
    expect(body.resources.AbpAccount).toEqual({
      texts: expect.objectContaining({ MyAccount: 'My account' }),
      baseResources: ['AbpUi'],
    });
  });

  it('rejects a request without cultureName as an ABP validation error', async () => {
    const response = await fetch(`${api}/application-localization`);
    const body = await response.json();

    expect(response.status).toBe(400);
    expect(response.headers.get('_AbpErrorFormat')).toBe('true');
    expect(body.error.validationErrors).toEqual([
      { message: 'The CultureName field is required.', members: ['cultureName'] },
    ]);
  });
});

describe('GET /api/abp/multi-tenancy/tenants', () => {
  it('finds a tenant by name, case-insensitively, and by id', async () => {
    const expected = {
      success: true,
      tenantId: SEEDED_IDS.tenants.acme,
      name: 'acme',
      normalizedName: 'ACME',
      isActive: true,
    };
    const byName = await fetch(`${api}/multi-tenancy/tenants/by-name/AcMe`);
    const byId = await fetch(`${api}/multi-tenancy/tenants/by-id/${SEEDED_IDS.tenants.acme}`);

    expect(await byName.json()).toEqual(expected);
    expect(await byId.json()).toEqual(expected);
  });

  it('answers 200 with success false for an unknown tenant', async () => {
    const response = await fetch(`${api}/multi-tenancy/tenants/by-name/nope`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: false,
      tenantId: null,
      name: null,
      normalizedName: null,
      isActive: false,
    });
  });
});

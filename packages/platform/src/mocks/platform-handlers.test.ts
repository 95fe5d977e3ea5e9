import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseApplicationConfiguration } from '../config/application-configuration-query';
import { parseApplicationLocalization } from '../i18n/application-localization-query';
import { createLocalization } from '../i18n/create-localization';
import { mergeApplicationLocalization } from '../i18n/merge-application-localization';
import { buildLocalizationResources } from './build-application-configuration';
import { fakeAccessToken, identifyFakeAccessToken } from './fake-access-token';
import { MOCK_CULTURES } from './mock-cultures';
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

/** As the platform asks: without texts, unless `query` says otherwise. */
async function getConfiguration(
  headers: Record<string, string> = {},
  query = 'includeLocalizationResources=false',
) {
  const response = await fetch(`${api}/application-configuration?${query}`, { headers });
  return { response, body: await response.json() };
}

async function getLocalization(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api}/application-localization?${query}`, { headers });
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

  it('sends no texts when asked for none: `values` and `resources` stay empty, as ABP does', async () => {
    const { body } = await getConfiguration({ 'Accept-Language': 'en' });

    expect(body.localization.values).toEqual({});
    expect(body.localization.resources).toEqual({});
    expect(body.localization.currentCulture.cultureName).toBe('en');
    expect(body.localization.defaultResourceName).toBe('Sahm');
  });

  it('fills `values`, base resources folded in, by default and when asked, and never `resources`', async () => {
    for (const query of [
      '',
      'includeLocalizationResources=true',
      'IncludeLocalizationResources=True',
    ]) {
      const { body } = await getConfiguration({ 'Accept-Language': 'en' }, query);

      expect(body.localization.resources).toEqual({});
      expect(body.localization.values.Sahm).toMatchObject({ 'Menu:Home': 'Home', Close: 'Close' });
      const { localize } = createLocalization(parseApplicationConfiguration(body).localization);
      expect(localize('AbpUiMultiTenancy::GivenTenantIsNotAvailable', 'nope')).toBe(
        'Given tenant is not available: nope',
      );
    }
  });

  it('refuses an includeLocalizationResources that ASP.NET Core cannot bind, as a validation error', async () => {
    const { response, body } = await getConfiguration(
      { 'Accept-Language': 'en' },
      'includeLocalizationResources=yes',
    );

    expect(response.status).toBe(400);
    expect(response.headers.get('_AbpErrorFormat')).toBe('true');
    expect(body.error.validationErrors).toEqual([
      {
        message: "The value 'yes' is not valid for IncludeLocalizationResources.",
        members: ['includeLocalizationResources'],
      },
    ]);
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

  it('answers an unknown tenant as ABP does: 404, its header and, for AJAX, JSON without the format header', async () => {
    const response = await fetch(`${api}/application-configuration`, {
      headers: { __tenant: 'no-such-tenant', 'X-Requested-With': 'XMLHttpRequest' },
    });

    expect(response.status).toBe(404);
    expect(response.headers.get('_AbpErrorFormat')).toBeNull();
    expect(response.headers.get('Abp-Tenant-Resolve-Error')).toBe(
      '&#x644;&#x645; &#x64A;&#x62A;&#x645; &#x627;&#x644;&#x639;&#x62B;&#x648;&#x631; &#x639;&#x644;&#x649; &#x627;&#x644;&#x645;&#x633;&#x62A;&#x623;&#x62C;&#x631;!',
    );
    expect((await response.json()).error).toMatchObject({ message: 'لم يتم العثور على المستأجر!' });
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
  it("answers each resource's own texts, its base resources and the culture asked for", async () => {
    const { response, body } = await getLocalization('cultureName=en&onlyDynamics=false');

    expect(response.status).toBe(200);
    expect(body.currentCulture).toEqual(MOCK_CULTURES.en);
    expect(body.resources.AbpUi.texts.Login).toBe('Login');
    expect(body.resources.AbpAccount).toEqual({
      texts: expect.objectContaining({ MyAccount: 'My account' }),
      // AbpAccountApplicationContractsModule, then AbpAccountHttpApiModule.
      baseResources: ['AbpValidation', 'AbpUi'],
    });
    // Without its base localizers: AbpUi's texts are not repeated under Sahm.
    expect(body.resources.Sahm.texts).not.toHaveProperty('Close');
    expect(() => parseApplicationLocalization(body)).not.toThrow();
  });

  it("carries ABP's module resources in both cultures, with the base resources ABP declares", async () => {
    const en = (await getLocalization('cultureName=en&onlyDynamics=false')).body;
    const ar = (await getLocalization('cultureName=ar&onlyDynamics=false')).body;

    expect(en.resources.AbpIdentity).toEqual({
      texts: expect.objectContaining({
        NewUser: 'New user',
        'Menu:IdentityManagement': 'Identity management',
      }),
      baseResources: ['AbpValidation', 'AbpUi'],
    });
    expect(ar.resources.AbpIdentity.texts.NewUser).toBe('مستخدم جديد');
    expect(en.resources.AbpUiNavigation.texts['Menu:Administration']).toBe('Administration');
    expect(en.resources.AbpPermissionManagement.texts.SelectAllInAllTabs).toBe(
      'Grant all permissions',
    );
    expect(en.resources.AbpTenantManagement.baseResources).toEqual([
      'AbpValidation',
      'AbpFeatureManagement',
      'AbpUi',
    ]);
    // A key ABP's Arabic file lacks is answered in English, as ABP's includeParentCultures does.
    expect(ar.resources.AbpFeatureManagement.texts.ManageHostFeatures).toBe('Manage host features');
    // ABP's Angular client fails on a base resource the answer does not carry.
    for (const body of [en, ar]) {
      const resources: Record<string, { baseResources: string[] }> = body.resources;
      const names = Object.keys(resources);
      for (const resource of Object.values(resources)) {
        for (const base of resource.baseResources) expect(names).toContain(base);
      }
    }
  });

  it("keeps the sandbox's own texts over ABP's where both have a key", async () => {
    const { body } = await getLocalization('cultureName=en&onlyDynamics=false');

    // ABP's AbpUi/en.json says "Log out"; the sandbox's own AbpUi texts (localization/en.ts) win.
    expect(body.resources.AbpUi.texts.Logout).toBe('Logout');
  });

  it('follows cultureName, whatever the request language', async () => {
    const { body } = await getLocalization('cultureName=ar&onlyDynamics=false', {
      'Accept-Language': 'en',
    });

    expect(body.currentCulture).toEqual(MOCK_CULTURES.ar);
    expect(body.resources.AbpUi.texts.Login).toBe('تسجيل الدخول');
  });

  it("answers a regional culture in its own name with its language's texts", async () => {
    const { body } = await getLocalization('cultureName=ar-sa&onlyDynamics=false');

    expect(body.currentCulture).toMatchObject({
      cultureName: 'ar-SA',
      name: 'ar-SA',
      twoLetterIsoLanguageName: 'ar',
      isRightToLeft: true,
    });
    expect(body.resources.AbpUi.texts.Login).toBe('تسجيل الدخول');
  });

  it("answers a culture it has no texts in with the resources' default culture, English", async () => {
    const { response, body } = await getLocalization('cultureName=fr&onlyDynamics=false');

    expect(response.status).toBe(200);
    expect(body.currentCulture).toMatchObject({
      cultureName: 'fr',
      englishName: 'French',
      isRightToLeft: false,
    });
    expect(body.resources.AbpUi.texts.Login).toBe('Login');
  });

  it("fills a culture's missing keys from the default culture", () => {
    const resources = buildLocalizationResources('ar', {
      en: { Extra: { Both: 'Both', EnglishOnly: 'English only' } },
      ar: { Extra: { Both: 'كلاهما' } },
    });

    expect(resources['Extra']?.texts).toEqual({ Both: 'كلاهما', EnglishOnly: 'English only' });
  });

  it('fails a name that is no culture with a 500, as the AbpException ABP throws for it', async () => {
    const { response, body } = await getLocalization('cultureName=not%20a%20culture', {
      'Accept-Language': 'en',
    });

    expect(response.status).toBe(500);
    expect(response.headers.get('_AbpErrorFormat')).toBe('true');
    expect(body.error).toMatchObject({
      code: null,
      message: 'An internal error occurred during your request!',
    });
  });

  it('leaves every static text out for onlyDynamics=true: the sandbox has no dynamic ones', async () => {
    const { body } = await getLocalization('cultureName=en&onlyDynamics=true');

    expect(body.resources.AbpUi).toEqual({ texts: {}, baseResources: ['AbpExceptionHandling'] });
    expect(body.resources.Sahm).toEqual({ texts: {}, baseResources: ['AbpUi'] });
  });

  it('names every invalid parameter in one ABP validation error', async () => {
    const { response, body } = await getLocalization('onlyDynamics=maybe', {
      'Accept-Language': 'en',
    });

    expect(response.status).toBe(400);
    expect(response.headers.get('_AbpErrorFormat')).toBe('true');
    expect(body.error.validationErrors).toEqual([
      { message: 'The CultureName field is required.', members: ['cultureName'] },
      {
        message: "The value 'maybe' is not valid for OnlyDynamics.",
        members: ['onlyDynamics'],
      },
    ]);
  });

  it('resolves the tenant first, as every ABP endpoint does', async () => {
    const response = await fetch(`${api}/application-localization?cultureName=en`, {
      headers: { __tenant: 'no-such-tenant' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('Abp-Tenant-Resolve-Error')).toBeTruthy();
  });

  it('gives the platform its texts: the configuration, then the texts of its culture', async () => {
    const configuration = parseApplicationConfiguration(
      (await getConfiguration({ 'Accept-Language': 'en' })).body,
    );
    const { cultureName } = configuration.localization.currentCulture;
    const texts = parseApplicationLocalization(
      (await getLocalization(`cultureName=${cultureName}&onlyDynamics=false`)).body,
    );

    const { localize, language, isRightToLeft } = createLocalization(
      mergeApplicationLocalization(configuration.localization, texts),
    );
    expect(language).toBe('en');
    expect(isRightToLeft).toBe(false);
    expect(localize('::Menu:Home')).toBe('Home');
    expect(localize('::Close')).toBe('Close');
    expect(localize('AbpUiMultiTenancy::GivenTenantIsNotAvailable', 'nope')).toBe(
      'Given tenant is not available: nope',
    );
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

import { resolveLocalizationTexts } from '../i18n/resolve-localization-texts';
import { featureValuesFor } from './feature-operations';
import { ABP_MODULE_TEXTS, MOCK_BASE_RESOURCES, MOCK_LOCALIZATION_TEXTS } from './localization';
import { MOCK_CULTURES, MOCK_LANGUAGES, type MockCultureName } from './mock-cultures';
import type { MockTenant, MockUser, PlatformMockStore } from './platform-mock-store';

export const MOCK_DEFAULT_RESOURCE_NAME = 'Sahm';

/** Texts other modules contribute (culture → resource → key → text), as ABP modules do. */
export type ExtraLocalizationTexts = Partial<
  Record<MockCultureName, Record<string, Record<string, string>>>
>;

/** The culture a resource falls back to for a key its culture lacks (ABP modules declare "en"). */
const RESOURCE_DEFAULT_CULTURE: MockCultureName = 'en';

/**
 * One culture's own texts per resource: ABP's modules' texts, then the sandbox's own over them (as
 * an application extends a module's resource with its own JSON), then the other modules'.
 */
function ownTexts(culture: MockCultureName, extraTexts: ExtraLocalizationTexts) {
  const ofAbpModules = ABP_MODULE_TEXTS[culture];
  const texts: Record<string, Record<string, string>> = MOCK_LOCALIZATION_TEXTS[culture];
  const extra = extraTexts[culture] ?? {};
  return (name: string) => ({ ...ofAbpModules[name], ...texts[name], ...extra[name] });
}

/**
 * `resources` of a culture: resource → `{ texts, baseResources }` (contract §3). Texts are a
 * resource's own, without its base resources', and a key the culture lacks comes from the default
 * culture (ABP AbpApplicationLocalizationAppService: includeParentCultures, no base localizers).
 */
export function buildLocalizationResources(
  culture: MockCultureName,
  extraTexts: ExtraLocalizationTexts = {},
) {
  const ofCulture = ownTexts(culture, extraTexts);
  const ofDefaultCulture = ownTexts(RESOURCE_DEFAULT_CULTURE, extraTexts);
  // Resources are registered once, whichever cultures they have texts in.
  const names = new Set([
    ...Object.keys(MOCK_BASE_RESOURCES),
    ...Object.values(extraTexts).flatMap((resources) => Object.keys(resources)),
  ]);
  return Object.fromEntries(
    [...names].map((name) => [
      name,
      {
        texts: { ...ofDefaultCulture(name), ...ofCulture(name) },
        baseResources: MOCK_BASE_RESOURCES[name as keyof typeof MOCK_BASE_RESOURCES] ?? [],
      },
    ]),
  );
}

function currentUserDto(user: MockUser | null) {
  return {
    isAuthenticated: user !== null,
    id: user?.id ?? null,
    tenantId: user?.tenantId ?? null,
    impersonatorUserId: null,
    impersonatorTenantId: null,
    impersonatorUserName: null,
    impersonatorTenantName: null,
    userName: user?.userName ?? null,
    name: user?.name ?? null,
    surName: user?.surName ?? null,
    email: user?.email ?? null,
    emailVerified: user?.emailVerified ?? false,
    phoneNumber: user?.phoneNumber ?? null,
    phoneNumberVerified: user?.phoneNumberVerified ?? false,
    roles: user ? [...user.roles] : [],
  };
}

export interface ApplicationConfigurationContext {
  user: MockUser | null;
  tenant: MockTenant | null;
  culture: MockCultureName;
  /** ABP's `ApplicationConfigurationRequestOptions.IncludeLocalizationResources`, true by default. */
  includeLocalizationResources?: boolean;
  extraTexts?: ExtraLocalizationTexts;
}

/** `ApplicationConfigurationDto` for one caller (contract §2.1). */
export function buildApplicationConfiguration(
  store: PlatformMockStore,
  {
    user,
    tenant,
    culture,
    includeLocalizationResources = true,
    extraTexts,
  }: ApplicationConfigurationContext,
) {
  return {
    // ABP AbpApplicationConfigurationAppService.GetLocalizationConfigAsync: `values` (each resource
    // with its base resources' texts) only when asked; `resources` never, that is the client's job.
    localization: {
      values: includeLocalizationResources
        ? resolveLocalizationTexts({
            values: {},
            resources: buildLocalizationResources(culture, extraTexts),
          })
        : {},
      resources: {},
      languages: MOCK_LANGUAGES,
      currentCulture: MOCK_CULTURES[culture],
      defaultResourceName: MOCK_DEFAULT_RESOURCE_NAME,
      languagesMap: {},
      languageFilesMap: {},
      useRouteBasedCulture: false,
    },
    auth: {
      grantedPolicies: Object.fromEntries(
        store.grantedPoliciesFor(user).map((policy) => [policy, true]),
      ),
    },
    setting: { values: { ...store.settings } },
    currentUser: currentUserDto(user),
    features: { values: featureValuesFor(store, tenant?.id ?? null) },
    globalFeatures: { enabledFeatures: [] },
    multiTenancy: { isEnabled: true, userSharingStrategy: 0 },
    currentTenant: tenant
      ? { id: tenant.id, name: tenant.name, isAvailable: true }
      : { id: null, name: null, isAvailable: false },
    timing: {
      timeZone: {
        iana: { timeZoneName: store.settings['Abp.Timing.TimeZone'] ?? 'UTC' },
        windows: { timeZoneId: 'Arab Standard Time' },
      },
    },
    clock: { kind: store.clockKind },
    objectExtensions: { modules: {}, enums: {} },
    extraProperties: {},
  };
}

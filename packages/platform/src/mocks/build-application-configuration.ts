import { featureValuesFor } from './feature-operations';
import { MOCK_BASE_RESOURCES, MOCK_LOCALIZATION_TEXTS } from './localization';
import { MOCK_CULTURES, MOCK_LANGUAGES, type MockCultureName } from './mock-cultures';
import type { MockTenant, MockUser, PlatformMockStore } from './platform-mock-store';

export const MOCK_DEFAULT_RESOURCE_NAME = 'Sahm';

/** Texts other modules contribute (culture → resource → key → text), as ABP modules do. */
export type ExtraLocalizationTexts = Partial<
  Record<MockCultureName, Record<string, Record<string, string>>>
>;

/** `resources` of a culture: resource → `{ texts, baseResources }` (contract §3). */
export function buildLocalizationResources(
  culture: MockCultureName,
  extraTexts: ExtraLocalizationTexts = {},
) {
  const texts: Record<string, Record<string, string>> = MOCK_LOCALIZATION_TEXTS[culture];
  const extra = extraTexts[culture] ?? {};
  const names = new Set([...Object.keys(MOCK_BASE_RESOURCES), ...Object.keys(extra)]);
  return Object.fromEntries(
    [...names].map((name) => [
      name,
      {
        texts: { ...texts[name], ...extra[name] },
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
    localization: {
      values: {},
      resources: includeLocalizationResources
        ? buildLocalizationResources(culture, extraTexts)
        : {},
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
    clock: { kind: 'Utc' },
    objectExtensions: { modules: {}, enums: {} },
    extraProperties: {},
  };
}

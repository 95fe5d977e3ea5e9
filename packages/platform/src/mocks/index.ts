export { abpError } from './abp-error';
export type { AbpErrorOptions, AbpValidationError } from './abp-error';
export {
  buildApplicationConfiguration,
  buildLocalizationResources,
  MOCK_DEFAULT_RESOURCE_NAME,
} from './build-application-configuration';
export type {
  ApplicationConfigurationContext,
  ExtraLocalizationTexts,
} from './build-application-configuration';
export { fakeAccessToken, identifyFakeAccessToken } from './fake-access-token';
export { ar, en, MOCK_BASE_RESOURCES, MOCK_LOCALIZATION_TEXTS } from './localization';
export type { MockLocalizationTexts, MockResourceName } from './localization';
export { MOCK_CULTURES, MOCK_LANGUAGES, resolveMockCulture } from './mock-cultures';
export type { MockCultureName } from './mock-cultures';
export { createPlatformHandlers } from './platform-handlers';
export type { PlatformHandlersOptions } from './platform-handlers';
export {
  ADMINISTRATION_POLICIES,
  ROLE_NAMES,
  SEEDED_IDS,
  SEEDED_PASSWORD,
  createPlatformMockStore,
  normalizeName,
  settingValueFor,
} from './platform-mock-store';
export type {
  MockClockKind,
  MockFeatureValue,
  MockPasswordResetToken,
  MockPermissionGrant,
  MockRole,
  MockSentEmail,
  MockTenant,
  MockUser,
  PlatformMockData,
  PlatformMockStore,
  PlatformMockStoreOptions,
} from './platform-mock-store';
export { encodeHtmlAsDotNet, tenantResolveError } from './tenant-resolve-error';
export type { TenantResolveFailure } from './tenant-resolve-error';
export { SENT_EMAILS_PATH } from './account-handlers';
export { PASSWORD_RESET_TOKEN_LIFETIME_MS, RESET_PASSWORD_PATH } from './account-operations';
export { emailSettingsRefusal } from './email-settings-access';
export { FEATURE_GROUPS } from './feature-definitions';
export type { MockFeatureDefinition, MockFeatureGroupDefinition } from './feature-definitions';
export { PERMISSION_GROUPS } from './permission-definitions';
export type {
  MockModulePermissions,
  MockPermissionDefinition,
  MockPermissionGroupDefinition,
} from './permission-definitions';

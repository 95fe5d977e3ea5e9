export {
  APPLICATION_CONFIGURATION_PATH,
  APPLICATION_CONFIGURATION_QUERY_KEY,
  CULTURE_COOKIE_MAX_AGE_SECONDS,
  CULTURE_COOKIE_NAME,
  DEFAULT_ENVIRONMENT_URL,
  DEFAULT_LANGUAGE,
  DEFAULT_TENANT_KEY,
  LOCALIZATION_SEPARATOR,
  OPERATIONS_OFFICER_ROLE,
  PASS_THROUGH_RESOURCE,
  ROUTE_TREE_DEPTH_LIMIT,
  STORAGE_KEYS,
  SUPPORTED_LANGUAGES,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './constants';
export type { SupportedLanguage } from './constants';

// environment
export { environmentSchema } from './environment/environment-schema';
export type { Environment, RemoteEnvironmentConfig } from './environment/environment-schema';
export { EnvironmentError } from './environment/environment-error';
export type { EnvironmentErrorReason } from './environment/environment-error';
export { deepMerge, mergeEnvironments } from './environment/merge-environments';
export { loadEnvironment } from './environment/load-environment';
export type { EnvironmentWarning, LoadEnvironmentOptions } from './environment/load-environment';

// session
export { EMPTY_SESSION, createSessionStore } from './session/session-store';
export type {
  SessionState,
  SessionStore,
  SessionStoreOptions,
  SessionTenant,
} from './session/session-store';

// config
export {
  applicationConfigurationSchema,
  localizationConfigurationSchema,
} from './config/application-configuration-schema';
export type {
  ApplicationConfiguration,
  CurrentCulture,
  CurrentTenantConfiguration,
  CurrentUserConfiguration,
  LanguageInfo,
  LocalizationConfiguration,
} from './config/application-configuration-schema';
export { ApplicationConfigurationError } from './config/application-configuration-error';
export {
  applicationConfigurationQueryOptions,
  fetchApplicationConfiguration,
  parseApplicationConfiguration,
} from './config/application-configuration-query';

// i18n
export { createLocalization } from './i18n/create-localization';
export type {
  Localization,
  LocalizationParam,
  LocalizationSource,
  Localize,
} from './i18n/create-localization';
export { resolveLocalizationTexts } from './i18n/resolve-localization-texts';
export type { LocalizationTexts } from './i18n/resolve-localization-texts';

// languages
export { isSupportedLanguage, readCurrentLanguage } from './languages/language-storage';
export { resolveInitialLanguage } from './languages/resolve-initial-language';
export type { InitialLanguageDecision } from './languages/resolve-initial-language';
export { applyDocumentLanguage } from './languages/apply-document-language';
export { formatCultureCookieValue, writeCultureCookie } from './languages/culture-cookie';
export { switchLanguage } from './languages/switch-language';
export type { SwitchLanguageOptions } from './languages/switch-language';

// http
export { createHttpClient } from './http/create-http-client';
export type { HttpClientOptions } from './http/create-http-client';
export { dropEmptyParams } from './http/drop-empty-params';
export type { QueryParamValue } from './http/drop-empty-params';
export { readCookie } from './http/read-cookie';

// tenant
export { findTenantById, findTenantByName } from './tenant/find-tenant';
export type { FindTenantResult } from './tenant/find-tenant';

// permissions
export { isPolicyGranted } from './permissions/is-policy-granted';
export type { GrantedPolicies } from './permissions/is-policy-granted';
export { createCurrentUser } from './permissions/current-user';
export type { CurrentUser } from './permissions/current-user';

// routes
export type { MenuItem, RouteItem } from './routes/route-item';
export { buildMenu } from './routes/build-menu';
export { createRoutesRegistry } from './routes/routes-registry';
export type { RoutesRegistry } from './routes/routes-registry';
export { dedupeByName, sortByOrder } from './routes/sort-by-order';

// react
export type { AuthPort } from './react/auth-port';
export { PlatformProvider } from './react/platform-provider';
export type { PlatformProviderProps } from './react/platform-provider';
export {
  useAuth,
  useEnvironment,
  useHttpClient,
  usePlatformContext,
} from './react/platform-context';
export type { PlatformContextValue } from './react/platform-context';
export {
  useApplicationConfiguration,
  useRefreshApplicationConfiguration,
} from './react/use-application-configuration';
export { useLocalization } from './react/use-localization';
export type { LocalizationHandle } from './react/use-localization';
export { useCurrentUser } from './react/use-current-user';
export { usePolicy, usePolicyChecker } from './react/use-policy';

// auth
export { assertSecureIssuer, createOidcAuth, decideAuthGuard, toSafeReturnPath } from './auth';
export type { AuthGuardDecision, OidcAuth, OidcAuthOptions } from './auth';

export {
  ABP_ERROR_FORMAT_HEADER,
  ACTIVITY_CHECK_INTERVAL_MS,
  ACTIVITY_EVENTS,
  ACTIVITY_WRITE_THROTTLE_MS,
  APPLICATION_CONFIGURATION_PATH,
  APPLICATION_CONFIGURATION_QUERY_KEY,
  APPLICATION_LOCALIZATION_PATH,
  APPLICATION_LOCALIZATION_QUERY_KEY,
  CODE_RESPONSE_TYPE,
  COMPLETE_REGISTRATION_PATH,
  DEFAULT_CUSTOM_ERROR_STATUSES,
  DEFAULT_SESSION_ATTENTION_MINUTES,
  DEFAULT_SESSION_TIME_MINUTES,
  ERROR_TITLE_KEY,
  IDENTITY_PROVIDER_TIMEOUT_SECONDS,
  LOGOUT_CHANNEL_NAME,
  LOGOUT_SIGNAL_STORAGE_KEY,
  NETWORK_ERROR_TOAST_KEY,
  NETWORK_ERROR_TOAST_TEXT,
  REMEMBER_ME_COOKIE_EXPIRES,
  REMEMBER_ME_COOKIE_NAME,
  TENANT_NOT_AVAILABLE_KEY,
  TENANT_RESOLVE_ERROR_HEADER,
  TOKEN_REFRESH_LOCK_NAME,
  TOKEN_REFRESH_MARGIN_SECONDS,
  TOKEN_REFRESH_RETRY_FIRST_DELAY_MS,
  TOKEN_REFRESH_RETRY_MAX_DELAY_MS,
  UNKNOWN_ERROR_STATUS_TEXT,
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
export type {
  Environment,
  HttpErrorsConfig,
  RemoteEnvironmentConfig,
} from './environment/environment-schema';
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
export { createIdleSession, systemClock } from './session/idle-session';
export type {
  IdleClock,
  IdleSession,
  IdleSessionOptions,
  IdleSessionState,
} from './session/idle-session';
export {
  SessionConfigurationError,
  formatCountdown,
  readSessionTimeouts,
} from './session/session-timeouts';
export type { SessionTimeouts } from './session/session-timeouts';
export { createCrossTabLogout } from './session/cross-tab-logout';
export { createCrossTabSignIn } from './session/cross-tab-sign-in';
export type { CrossTabSignIn, CrossTabSignInOptions } from './session/cross-tab-sign-in';
export type {
  CrossTabLogout,
  CrossTabLogoutOptions,
  SessionEndSignal,
} from './session/cross-tab-logout';

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
export { loadApplicationConfiguration } from './config/load-application-configuration';
export { TIME_ZONE_KEY, TIME_ZONE_SETTING, clientTimeZone, isUtcClock } from './config/clock';
export { readServerDateTime } from './config/server-date-time';
export type { ServerDateTime } from './config/server-date-time';

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
export { applicationLocalizationSchema } from './i18n/application-localization-schema';
export type { ApplicationLocalization } from './i18n/application-localization-schema';
export {
  applicationLocalizationQueryKey,
  applicationLocalizationQueryOptions,
  fetchApplicationLocalization,
  parseApplicationLocalization,
} from './i18n/application-localization-query';
export { mergeApplicationLocalization } from './i18n/merge-application-localization';

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
export { NetworkError } from './http/network-error';

// tenant
export { findTenantById, findTenantByName, isTenantAvailable } from './tenant/find-tenant';
export type { FindTenantResult } from './tenant/find-tenant';
export {
  fillTenantPlaceholder,
  resolveTenant,
  resolveTenantFromHost,
} from './tenant/resolve-tenant';
export type { ResolveTenantInput, TenantResolution } from './tenant/resolve-tenant';
export {
  applyTenantResolution,
  switchTenant,
  tenantNotAvailableToast,
} from './tenant/switch-tenant';
export type {
  SwitchTenantOptions,
  SwitchTenantResult,
  TenantNotAvailableToast,
} from './tenant/switch-tenant';
export { dropSessionTenant, recheckSessionTenant } from './tenant/recheck-session-tenant';
export type {
  RecheckSessionTenantOptions,
  SessionTenantCheck,
} from './tenant/recheck-session-tenant';
export { shouldShowTenantBox } from './tenant/tenant-box';
export type { TenantBoxInput } from './tenant/tenant-box';

// errors
export {
  DEFAULT_ERROR_TEXTS,
  describeHttpError,
  httpErrorOptionsFrom,
  mayBeHiddenTenantResolveError,
  memberToFieldPath,
  parseValidationErrors,
  readHttpError,
  splitValidationMessage,
  toHttpErrorInfo,
} from './errors';
export type {
  DescribeHttpErrorOptions,
  ErrorText,
  FieldValidationError,
  HttpErrorDecision,
  HttpErrorInfo,
  KnownErrorStatus,
} from './errors';

// guards
export {
  INVESTOR_ROUTE_RULES,
  decideInvestorRouteAccess,
  decideInvestorRouteAccessLocally,
  decideOperationsOfficerBlock,
  decideRegistrationAnswer,
  needsRegistrationCheck,
  toInvestorRoute,
} from './guards/investor-route-access';
export type {
  InvestorRoute,
  InvestorRouteAccessInput,
  InvestorRouteDecision,
  InvestorRouteRule,
} from './guards/investor-route-access';

// permissions
export { isPolicyGranted } from './permissions/is-policy-granted';
export type { GrantedPolicies } from './permissions/is-policy-granted';
export { createCurrentUser } from './permissions/current-user';
export type { CurrentUser } from './permissions/current-user';

// lists
export {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  LIST_QUERY_DEBOUNCE_MS,
  buildListQuery,
  pageCount,
  pageToSkipCount,
  skipCountToPage,
  toSorting,
} from './lists/paging';
export type { ListQueryState, SortOrder, SortState } from './lists/paging';
export { useDebouncedValue } from './react/use-debounced-value';
export { usePagedListQuery } from './react/use-paged-list-query';
export type { PagedListOptions } from './react/use-paged-list-query';

// routes
export type { MenuItem, RouteItem } from './routes/route-item';
export { buildMenu } from './routes/build-menu';
export { createOrderedRegistry } from './routes/ordered-registry';
export type { OrderedRegistry } from './routes/ordered-registry';
export { dedupeBy, dedupeByName, sortByOrder } from './routes/sort-by-order';

// toolbar
export { createToolbarRegistry, visibleToolbarItems } from './toolbar/toolbar-registry';
export type { ToolbarItem, ToolbarRegistry } from './toolbar/toolbar-registry';
export { useToolbarItems } from './toolbar/use-toolbar-items';

// page alerts
export { createPageAlertStore } from './page-alerts/page-alert-store';
export type {
  PageAlert,
  PageAlertOptions,
  PageAlertStore,
  PageAlertType,
} from './page-alerts/page-alert-store';
export { usePageAlerts } from './page-alerts/use-page-alerts';
export type { PageAlertsHandle } from './page-alerts/use-page-alerts';

// react
export type { AuthPort } from './react/auth-port';
export { PlatformProvider } from './react/PlatformProvider';
export type { PlatformProviderProps } from './react/PlatformProvider';
export {
  useAuth,
  useEnvironment,
  useHttpClient,
  usePlatformContext,
} from './react/platform-context';
export type { LocalTextsByCulture, PlatformContextValue } from './react/platform-context';
export {
  useApplicationConfiguration,
  useRefreshApplicationConfiguration,
} from './react/use-application-configuration';
export { useLocalization } from './react/use-localization';
export type { LocalizationHandle } from './react/use-localization';
export { useCurrentUser } from './react/use-current-user';
export { usePolicy, usePolicyChecker } from './react/use-policy';
export { useIdleSession } from './react/use-idle-session';
export type { IdleSessionHandle, UseIdleSessionOptions } from './react/use-idle-session';

// auth
export {
  AUTHENTICATION_ERROR_DECISION,
  BFF_LOGIN_PATH,
  BFF_LOGOUT_PATH,
  BFF_USER_PATH,
  BffSignInError,
  SIGN_IN_ERROR_PARAM,
  assertSecureIssuer,
  classifySignInFailure,
  clearStoredSession,
  createInMemorySpentRefreshTokens,
  createBffAuth,
  createInTabLockManager,
  createOidcAuth,
  createSpentRefreshTokens,
  decideAuthMode,
  decideRefreshFailure,
  decideSignedOutAction,
  decideStartupTokens,
  decideTokenExpiry,
  defaultLockManager,
  formatRememberMeCookie,
  toSafeReturnPath,
} from './auth';
export type {
  ApplicationAuth,
  AuthMode,
  AuthTimers,
  BffAuthOptions,
  HeardSessionEndDecision,
  LockManagerLike,
  OidcAuth,
  OidcAuthOptions,
  PasswordCredentials,
  RefreshFailure,
  RefreshFailureAction,
  RestoreOutcome,
  SignInFailure,
  SpentRefreshTokens,
  StartupTokenDecision,
  StartupTokenInput,
  TokenHolder,
  TokensClearedReason,
} from './auth';
export {
  completedRegistrationKey,
  forgetSignedInPeople,
  hasCompletedRegistration,
  rememberCompletedRegistration,
} from './session/per-user-state';
export {
  createLogger,
  DEFAULT_LOGGER_CONFIG,
  LOG_LEVELS,
  redactSecrets,
  type Logger,
  type LoggerConfig,
  type LogLevel,
  type ServerLogEntry,
} from './logging';

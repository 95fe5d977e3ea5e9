/** Languages the product ships with; Arabic is the default (SPEC §4, §9). */
export const DEFAULT_LANGUAGE = 'ar';
export const SUPPORTED_LANGUAGES = ['ar', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Browser storage keys (SPEC §3). */
export const STORAGE_KEYS = {
  /** 'true' once the investor finished registration. */
  isCompleteRegistration: 'IsCompleteReg',
  /** 'ar' or 'en'. */
  currentLanguage: 'currentLang',
  /** Millisecond timestamp of the last user activity, shared between tabs. */
  userLastAction: 'userLastAction',
  /** JSON session: language and tenant. */
  session: 'abpSession',
  /** Marker set by the password login flow. */
  passwordFlow: 'passwordFlow',
  /** The OAuth client id the stored tokens belong to. */
  oAuthClientId: 'abpOAuthClientId',
} as const;

/** ASP.NET Core request-culture cookie, value format `c=lang|uic=lang` (SPEC §9). */
export const CULTURE_COOKIE_NAME = '.AspNetCore.Culture';
/** One year: the culture choice outlives the session. */
export const CULTURE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Default multi-tenancy header and query key (SPEC §7, §9). */
export const DEFAULT_TENANT_KEY = '__tenant';

/** Angular-style XSRF: cookie read, header written (SPEC §7). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'RequestVerificationToken';

/** Runtime environment served beside the portal (ARCHITECTURE start-up step 1). */
export const DEFAULT_ENVIRONMENT_URL = '/env.json';

/** TanStack Query key of GET /api/abp/application-configuration (SPEC §7). */
export const APPLICATION_CONFIGURATION_QUERY_KEY = ['abp', 'application-configuration'] as const;
export const APPLICATION_CONFIGURATION_PATH = 'api/abp/application-configuration';

/** Route tree depth limit (SPEC §9). */
export const ROUTE_TREE_DEPTH_LIMIT = 10;

/** Role blocked from every investor route (SPEC §6). */
export const OPERATIONS_OFFICER_ROLE = 'OperationsOfficer';

/** Localization key grammar (contract §2.2). */
export const LOCALIZATION_SEPARATOR = '::';
export const PASS_THROUGH_RESOURCE = '_';

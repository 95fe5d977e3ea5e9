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
/** Key of GET /api/abp/application-localization, followed by the culture name (contract §3). */
export const APPLICATION_LOCALIZATION_QUERY_KEY = ['abp', 'application-localization'] as const;
export const APPLICATION_LOCALIZATION_PATH = 'api/abp/application-localization';

/** Route tree depth limit (SPEC §9). */
export const ROUTE_TREE_DEPTH_LIMIT = 10;

/** Role blocked from every investor route (SPEC §6). */
export const OPERATIONS_OFFICER_ROLE = 'OperationsOfficer';

/** Localization key grammar (contract §2.2). */
export const LOCALIZATION_SEPARATOR = '::';
export const PASS_THROUGH_RESOURCE = '_';

/** Session idle (SPEC §4, §9): the defaults documented for `environment.session`. */
export const DEFAULT_SESSION_TIME_MINUTES = 9;
export const DEFAULT_SESSION_ATTENTION_MINUTES = 1;
/** Activity is checked once a second and written to storage at most once a second (SPEC §9). */
export const ACTIVITY_CHECK_INTERVAL_MS = 1000;
export const ACTIVITY_WRITE_THROTTLE_MS = 1000;
/** What counts as activity: click, mouse move, key press, scroll (SPEC §4). */
export const ACTIVITY_EVENTS = ['click', 'mousemove', 'keydown', 'scroll'] as const;
/** Cross-tab logout signal: a BroadcastChannel name, and a storage key where channels are missing. */
export const LOGOUT_CHANNEL_NAME = 'sahm-session';
export const LOGOUT_SIGNAL_STORAGE_KEY = 'sahmLogoutSignal';
/** bff mode: a tab found the BFF's session (a sign-in, or a reload): the channel it says so on. */
export const SIGN_IN_CHANNEL_NAME = 'sahm-sign-in';

/** Password mode (SPEC §4, §9): remember-me cookie, persistent to the end of year 9999. */
export const REMEMBER_ME_COOKIE_NAME = 'rememberMe';
export const REMEMBER_ME_COOKIE_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';
/** The `responseType` that selects redirect (code) login; anything else is password login (SPEC §4). */
export const CODE_RESPONSE_TYPE = 'code';
/** Web Locks name that serialises token refresh across tabs (docs/adr/0031). */
export const TOKEN_REFRESH_LOCK_NAME = 'sahm-token-refresh';
/** Refresh this long before the access token expires, so requests never carry a stale one. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 30;
/**
 * How long discovery, revocation and the code exchange may take (oidc-client-ts sets no limit), so
 * a logout never waits for ever under the refresh lock. Not the refresh itself: see ADR 0411.
 */
export const IDENTITY_PROVIDER_TIMEOUT_SECONDS = 10;
/** A refresh the network or the provider could not answer is tried again after 1 s, 2 s, 4 s… */
export const TOKEN_REFRESH_RETRY_FIRST_DELAY_MS = 1000;
/** …never waiting longer than this between two tries (docs/adr/0411). */
export const TOKEN_REFRESH_RETRY_MAX_DELAY_MS = 30_000;

/** Error catalogue (SPEC §8). */
export const DEFAULT_CUSTOM_ERROR_STATUSES = [401, 403, 404, 500] as const;
export const ABP_ERROR_FORMAT_HEADER = '_AbpErrorFormat';
export const TENANT_RESOLVE_ERROR_HEADER = 'Abp-Tenant-Resolve-Error';
/** Status 0 toast: a key with its Arabic text as the fallback (SPEC §8). */
export const NETWORK_ERROR_TOAST_KEY = '::AnErrorOccurred';
export const NETWORK_ERROR_TOAST_TEXT = 'حدث خطأ';
export const UNKNOWN_ERROR_STATUS_TEXT = 'Unknown Error';
/**
 * The 'Unknown Error' page's explanation, in the application's resource (docs/adr/0432): the
 * browser's own message (Chromium's 'Failed to fetch') is kept only as a technical detail.
 */
export const NETWORK_ERROR_PAGE_DETAILS_KEY = '::NetworkError:Details';
export const NETWORK_ERROR_PAGE_DETAILS_TEXT =
  'The server could not be reached, so this did not complete. Check your connection, then try again.';
/** Tenant switch failure toast (SPEC §5, §8). */
export const TENANT_NOT_AVAILABLE_KEY = 'AbpUiMultiTenancy::GivenTenantIsNotAvailable';
export const ERROR_TITLE_KEY = 'AbpUi::Error';

/** Where an incomplete registration is sent (SPEC §2, §4). */
export const COMPLETE_REGISTRATION_PATH = '/complete-reg';

import {
  ABP_ERROR_FORMAT_HEADER,
  DEFAULT_CUSTOM_ERROR_STATUSES,
  DEFAULT_TENANT_KEY,
  NETWORK_ERROR_PAGE_DETAILS_KEY,
  NETWORK_ERROR_PAGE_DETAILS_TEXT,
  NETWORK_ERROR_TOAST_KEY,
  NETWORK_ERROR_TOAST_TEXT,
  TENANT_RESOLVE_ERROR_HEADER,
  UNKNOWN_ERROR_STATUS_TEXT,
} from '../constants';
import { DEFAULT_ERROR_TEXTS, type ErrorText, type KnownErrorStatus } from './error-texts';
import { toHttpErrorInfo, type HttpErrorInfo } from './read-http-error';

export interface DescribeHttpErrorOptions {
  /** Statuses the caller handles itself (SPEC §8; default none). */
  skipHandledErrorCodes?: readonly number[];
  /**
   * Statuses with a custom error screen (SPEC §2; default 401, 403, 404, 500). 401 and 404 get a
   * page only when listed, else a confirmation; 403 and 500 are pages either way (SPEC §8).
   */
  customErrorStatuses?: readonly number[];
  /** The tenant header's name (SPEC §9); default `__tenant`. */
  tenantKey?: string;
}

/** What the shell shows for a failed request (ARCHITECTURE "platform decides"). */
export interface HttpErrorDecision {
  show: 'page' | 'confirmation' | 'toast' | 'none';
  status: number;
  title: ErrorText;
  details: ErrorText | null;
  /** The title is shown as is (server text); also in `title.text`. */
  titleKey: string | null;
  detailsKey: string | null;
  /**
   * What the browser said, untranslated (e.g. 'Failed to fetch'): for a "technical details"
   * disclosure under the localized details, never as the explanation (docs/adr/0432).
   */
  technicalDetails: string | null;
  /** After the confirmation is closed, start login (401). */
  navigateToLogin: boolean;
  /** The error page links back home; hidden for network errors. */
  homeLink: boolean;
  /** `Abp-Tenant-Resolve-Error`: clear the session tenant and log out. */
  clearTenantAndLogout: boolean;
  /**
   * A 404 outside ABP's format on a request that carried a tenant: maybe the tenant-resolve answer
   * with its header hidden from another origin. Look the tenant up before showing the rest.
   */
  recheckTenant: boolean;
}

interface AbpErrorBody {
  message?: string | null;
  details?: string | null;
}

const KNOWN_STATUSES = new Set<number>([401, 403, 404, 500]);
// SPEC §8 names only a page for these; ABP shows its default page when no custom screen is set.
const ALWAYS_PAGE_STATUSES = new Set<number>([403, 500]);

function decision(
  show: HttpErrorDecision['show'],
  status: number,
  title: ErrorText,
  details: ErrorText | null,
  extra: Partial<HttpErrorDecision> = {},
): HttpErrorDecision {
  return {
    show,
    status,
    title,
    details,
    titleKey: title.key,
    detailsKey: details?.key ?? null,
    technicalDetails: null,
    navigateToLogin: false,
    homeLink: show === 'page',
    clearTenantAndLogout: false,
    recheckTenant: false,
    ...extra,
  };
}

const none = (status: number, extra: Partial<HttpErrorDecision> = {}) =>
  decision('none', status, DEFAULT_ERROR_TEXTS.default.title, null, {
    homeLink: false,
    ...extra,
  });

function readAbpError(body: unknown): AbpErrorBody {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'object' && error !== null ? (error as AbpErrorBody) : {};
}

const raw = (text: string): ErrorText => ({ key: null, text });

/**
 * Whether a failure may be ABP's tenant-resolve answer with its header out of sight: a 404 outside
 * ABP's format on a request that carried a tenant. ABP's MultiTenancyMiddleware answers an unknown
 * or inactive tenant with 404, its header and no `_AbpErrorFormat`, and ABP's CORS policy
 * (WithAbpExposedHeaders) exposes only `_AbpErrorFormat`, so another origin sees the 404 alone.
 */
export function mayBeHiddenTenantResolveError(
  error: unknown,
  tenantKey: string = DEFAULT_TENANT_KEY,
): boolean {
  const info = toHttpErrorInfo(error);
  return (
    info.status === 404 &&
    info.headers.get(ABP_ERROR_FORMAT_HEADER) !== 'true' &&
    Boolean(info.requestHeaders?.get(tenantKey))
  );
}

/** ABP's format: title is the message when details exist, else the default title (SPEC §8). */
function describeAbpFormatError(info: HttpErrorInfo): HttpErrorDecision {
  const { message, details } = readAbpError(info.body);
  const defaults = DEFAULT_ERROR_TEXTS.default;
  const [title, body] = details
    ? [raw(message || defaults.title.text), raw(details)]
    : message
      ? [defaults.title, raw(message)]
      : [defaults.title, defaults.details];
  return decision('confirmation', info.status, title, body, {
    navigateToLogin: info.status === 401,
  });
}

/**
 * Turns a failed request into what to show (SPEC §8). Pass `await readHttpError(error)` so ABP
 * bodies are read; a bare ky HTTPError is accepted and described from its status and headers.
 */
export function describeHttpError(
  error: unknown,
  {
    skipHandledErrorCodes = [],
    customErrorStatuses = DEFAULT_CUSTOM_ERROR_STATUSES,
    tenantKey = DEFAULT_TENANT_KEY,
  }: DescribeHttpErrorOptions = {},
): HttpErrorDecision {
  const info = toHttpErrorInfo(error);
  const described = describeFailure(info, skipHandledErrorCodes, customErrorStatuses);
  return mayBeHiddenTenantResolveError(info, tenantKey) && !described.clearTenantAndLogout
    ? { ...described, recheckTenant: true }
    : described;
}

function describeFailure(
  info: HttpErrorInfo,
  skipHandledErrorCodes: readonly number[],
  customErrorStatuses: readonly number[],
): HttpErrorDecision {
  if (info.headers.has(TENANT_RESOLVE_ERROR_HEADER)) {
    return none(info.status, { clearTenantAndLogout: true });
  }
  if (info.kind === 'other') return none(info.status);
  if (skipHandledErrorCodes.includes(info.status)) return none(info.status);

  if (info.status === 0) {
    if (info.statusText === UNKNOWN_ERROR_STATUS_TEXT) {
      const details = {
        key: NETWORK_ERROR_PAGE_DETAILS_KEY,
        text: NETWORK_ERROR_PAGE_DETAILS_TEXT,
      };
      return decision('page', 0, DEFAULT_ERROR_TEXTS.default.title, details, {
        homeLink: false,
        technicalDetails: info.message || null,
      });
    }
    const toast = { key: NETWORK_ERROR_TOAST_KEY, text: NETWORK_ERROR_TOAST_TEXT };
    return decision('toast', 0, toast, null, { homeLink: false });
  }

  if (info.headers.get(ABP_ERROR_FORMAT_HEADER) === 'true') return describeAbpFormatError(info);

  if (KNOWN_STATUSES.has(info.status)) {
    const texts = DEFAULT_ERROR_TEXTS[info.status as KnownErrorStatus];
    if (customErrorStatuses.includes(info.status) || ALWAYS_PAGE_STATUSES.has(info.status)) {
      return decision('page', info.status, texts.title, texts.details);
    }
    return decision('confirmation', info.status, texts.title, texts.details, {
      navigateToLogin: info.status === 401,
    });
  }

  return decision(
    'confirmation',
    info.status,
    DEFAULT_ERROR_TEXTS.default.title,
    DEFAULT_ERROR_TEXTS.default.details,
  );
}

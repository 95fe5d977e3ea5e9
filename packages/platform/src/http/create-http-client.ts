import ky, { type KyInstance } from 'ky';
import { TIME_ZONE_KEY } from '../config/clock';
import { DEFAULT_TENANT_KEY, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../constants';
import { NetworkError } from './network-error';
import { readCookie } from './read-cookie';

export interface HttpClientOptions {
  /** API root, e.g. environment.apis.default.url; request paths are relative to it ('api/abp/…'). */
  baseUrl: string;
  /** May wait, e.g. for a renewal of an expired token (`OidcAuth.accessTokenForRequest`). */
  getAccessToken: () => string | null | undefined | Promise<string | null | undefined>;
  getLanguage: () => string | null | undefined;
  /** The session tenant id; no header is sent when there is none. */
  getTenantId: () => string | null | undefined;
  tenantKey?: string;
  /**
   * The `__timezone` header's value; none is sent without one. Pass `clientTimeZone(configuration)`
   * so it is sent only when the server's clock is UTC, as ABP's timezoneInterceptor does.
   */
  getTimeZone?: () => string | null | undefined;
  /** Drive the loading indicator; `onRequestEnd` also fires on network errors (SPEC §4). */
  onRequestStart?: () => void;
  onRequestEnd?: () => void;
  /** Defaults to the global fetch, looked up per request so test interceptors are honoured. */
  fetch?: typeof fetch;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

function isSameOrigin(url: string): boolean {
  const origin = globalThis.location?.origin;
  return origin !== undefined && new URL(url, origin).origin === origin;
}

/**
 * The one HTTP client: adds auth, language, tenant, time zone, XSRF and X-Requested-With headers
 * (SPEC §7, contract §1.2). Retries are off; whether to try again is the UI's decision.
 */
export function createHttpClient({
  baseUrl,
  getAccessToken,
  getLanguage,
  getTenantId,
  tenantKey = DEFAULT_TENANT_KEY,
  getTimeZone,
  onRequestStart,
  onRequestEnd,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
}: HttpClientOptions): KyInstance {
  return ky.create({
    prefixUrl: baseUrl,
    retry: 0,
    async fetch(input, init) {
      onRequestStart?.();
      try {
        return await fetchImpl(input, init);
      } catch (error) {
        // fetch rejects with a TypeError exactly when no response arrived (an abort is a DOMException).
        throw error instanceof TypeError ? new NetworkError(error) : error;
      } finally {
        onRequestEnd?.();
      }
    },
    hooks: {
      beforeRequest: [
        async (request) => {
          const token = await getAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // A header the caller set wins, e.g. the empty tenant header of tenant lookups (SPEC §7).
          const language = getLanguage();
          if (language && !request.headers.has('Accept-Language')) {
            request.headers.set('Accept-Language', language);
          }
          const tenantId = getTenantId();
          if (tenantId && !request.headers.has(tenantKey)) request.headers.set(tenantKey, tenantId);
          const timeZone = getTimeZone?.();
          if (timeZone) request.headers.set(TIME_ZONE_KEY, timeZone);
          request.headers.set('X-Requested-With', 'XMLHttpRequest');
          if (!SAFE_METHODS.has(request.method) && isSameOrigin(request.url)) {
            const xsrfToken = readCookie(XSRF_COOKIE_NAME);
            if (xsrfToken) request.headers.set(XSRF_HEADER_NAME, xsrfToken);
          }
        },
      ],
    },
  });
}

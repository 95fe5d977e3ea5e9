import type { Handler } from 'hono';
import { abpErrorResponse, preferredLanguage, type BffErrorKind } from '../abp-error';
import type { Session } from '../session';
import type { BffContext, BffEnv } from './context';
import { hashSessionId } from './request-log';
import { withCookies, type BffServices } from './services';

/** Renewed this close to its expiry: a request never leaves with a token about to lapse. */
export const REFRESH_MARGIN_MS = 30_000;
// The ABP API's slowest answers (exports, reports) fit; a hung connection does not hold forever.
const API_TIMEOUT_MS = 100_000;
// What the API accepts anyway: Kestrel's default MaxRequestBodySize, which ABP keeps.
const MAX_BODY_BYTES = 30_000_000;

// Per connection, or ours to set: never passed on in either direction.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
// The browser's, about the page or the connection: the API hears from the BFF instead. No
// cookie reaches the API, so neither does the antiforgery header that pairs with ABP's (ADR 0492).
const NOT_FORWARDED = [
  ...HOP_BY_HOP,
  'host',
  'authorization',
  'cookie',
  'requestverificationtoken',
  'origin',
  'referer',
  'content-length',
  'accept-encoding',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
];
// fetch has already decoded the body, so its encoding and length no longer describe it.
const NOT_RETURNED = [...HOP_BY_HOP, 'content-encoding', 'content-length', 'set-cookie'];

/**
 * `/api/*` to the ABP API, with the session's access token as a bearer, renewed first when it is
 * within 30 seconds of expiry. The SPA's headers (`__tenant`, `Accept-Language`, `__timezone`)
 * pass through unchanged, and so does the API's answer. Cookies do not, either way: a stray
 * `XSRF-TOKEN` or ABP sign-in cookie in the browser would switch on ABP's antiforgery check (or
 * sign the call in as that cookie's user), and the BFF's own check guards its session (ADR 0492).
 */
export function apiProxy(services: BffServices): Handler<BffEnv> {
  const { config, sessions, refresher, now } = services;

  return async (c) => {
    const target = upstreamUrl(config.apiUrl, c.req.url);
    if (!target) return refuse(c, 'notFound');
    const read = await sessions.read(c.req.header('cookie'));
    if (read.kind === 'invalid') {
      c.set('failure', 'invalid_session_cookie');
      return withCookies(refuse(c, 'sessionEnded'), sessions.clear(read.names));
    }

    let session: Session | null = null;
    let setCookies: string[] = [];
    if (read.kind === 'valid') {
      session = read.session;
      c.set('sessionHash', hashSessionId(session.sid));
      if (!session.refreshToken && session.accessTokenExpiresAt <= now()) {
        // Nothing to renew it with (the provider issued no refresh token).
        c.set('failure', 'no_refresh_token');
        return withCookies(refuse(c, 'sessionEnded'), sessions.clear(read.names));
      }
      if (session.refreshToken && session.accessTokenExpiresAt - now() <= REFRESH_MARGIN_MS) {
        const { outcome, joined } = await refresher.renew(session, session.refreshToken);
        c.set('refresh', joined ? `joined:${outcome.kind}` : outcome.kind);
        if (outcome.kind === 'renewed') {
          session = outcome.session;
          setCookies = sessions.write(outcome.sealed, session, read.names);
        } else if (outcome.kind === 'refused') {
          c.set('failure', outcome.reason);
          return withCookies(refuse(c, 'sessionEnded'), sessions.clear(read.names));
        } else if (session.accessTokenExpiresAt <= now()) {
          // Nobody answered and the token has lapsed: the session stays for the next try.
          c.set('failure', outcome.reason);
          return refuse(c, 'providerUnreachable');
        }
        // Nobody answered, but the token still holds for a few seconds: it is used meanwhile.
      }
    }

    const body = await readBody(c.req.raw);
    if (body === 'too-large') return withCookies(refuse(c, 'tooLarge'), setCookies);

    let upstream: Response;
    try {
      upstream = await services.fetch(target, {
        method: c.req.method,
        headers: forwardedHeaders(c, session, config.trustProxy),
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (error) {
      c.set('failure', error instanceof Error ? error.name : 'unknown');
      return withCookies(refuse(c, 'apiUnreachable'), setCookies);
    }
    return withCookies(answer(upstream, session !== null), setCookies);
  };
}

function refuse(c: BffContext, kind: BffErrorKind): Response {
  return abpErrorResponse(kind, preferredLanguage(c.req.header('accept-language')));
}

/**
 * The API address for a request, judged after normalising as ADR 0453 asks: `/api/../x` or an
 * encoded dot segment never leaves `/api/`.
 */
export function upstreamUrl(apiUrl: URL, requestUrl: string): URL | null {
  const requested = new URL(requestUrl);
  if (!requested.pathname.startsWith('/api/')) return null;
  const base = apiUrl.pathname.replace(/\/+$/, '');
  const target = new URL(apiUrl.origin);
  target.pathname = `${base}${requested.pathname}`;
  target.search = requested.search;
  return target.pathname.startsWith(`${base}/api/`) ? target : null;
}

function forwardedHeaders(c: BffContext, session: Session | null, trustProxy: boolean): Headers {
  const headers = new Headers(c.req.raw.headers);
  for (const name of NOT_FORWARDED) headers.delete(name);
  for (const name of [...headers.keys()]) {
    if (name.startsWith('sec-')) headers.delete(name);
  }
  if (session) headers.set('authorization', `Bearer ${session.accessToken}`);
  const origin = new URL(c.get('origin'));
  headers.set('x-forwarded-host', origin.host);
  headers.set('x-forwarded-proto', origin.protocol.slice(0, -1));
  // The chain a trusted proxy started, with the proxy itself added; otherwise only the peer.
  const chain = [trustProxy ? c.req.header('x-forwarded-for') : undefined, clientAddress(c)];
  const forwardedFor = chain.filter(Boolean).join(', ');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  return headers;
}

// The TCP peer, when the request came through @hono/node-server (not in-process tests).
function clientAddress(c: BffContext): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

function answer(upstream: Response, personal: boolean): Response {
  const headers = new Headers(upstream.headers);
  for (const name of NOT_RETURNED) headers.delete(name);
  // Answered for a signed-in person: no shared cache may keep it.
  if (personal) headers.set('Cache-Control', 'no-store');
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers,
  });
}

async function readBody(
  request: Request,
): Promise<Uint8Array<ArrayBuffer> | undefined | 'too-large'> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return undefined;
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return 'too-large';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

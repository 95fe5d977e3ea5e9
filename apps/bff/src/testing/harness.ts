import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
// The sandbox stands in for ABP's OpenIddict server and API, in-process, as its own tests start it.
import { startSandbox, type Sandbox } from '../../../sandbox/src/server';
import { DEVELOPMENT_BFF_CLIENT_SECRET } from '../../../sandbox/src/config';
import { createBffApp } from '../app';
import { DEFAULT_SCOPE, type BffConfig } from '../config';
import { parseCookies, SESSION_COOKIE, readChunked } from '../cookies';
import type { LogLine } from '../http/request-log';
import { createSealer } from '../seal';
import { fromPayload, type Session } from '../session';

export const PORTAL = 'http://localhost:4200';
export const TENANT_PORTALS = 'http://{0}.localhost:4200';
export const PASSWORD = '1q2w3E*';

/** A call the BFF made, to the provider or the API, as the test saw it leave. */
export interface OutgoingCall {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

/** A request as the tests write it: headers as a plain object. */
export type RequestOptions = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

/** Everything the browser could read of a BFF answer: status, headers, body. */
export interface SeenResponse {
  /** The path asked for, without its query (the callback's query is the provider's). */
  path: string;
  status: number;
  headers: [string, string][];
  body: string;
}

/**
 * A sandbox on `port` and BFF instances in front of it, with the test's view of both sides:
 * every call the BFF made, every answer the browser got, every log line, and a clock to move.
 */
export async function startHarness(port: number) {
  const origin = `http://localhost:${port}`;
  const sandbox: Sandbox = await startSandbox({
    port,
    origin,
    portalOrigins: [PORTAL, TENANT_PORTALS],
  });
  const calls: OutgoingCall[] = [];
  const logs: LogLine[] = [];
  const seen: SeenResponse[] = [];
  const down = { provider: false, api: false };
  let offset = 0;
  const now = () => Date.now() + offset;

  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push({
      url,
      method: request.method,
      headers: new Headers(request.headers),
      body: request.body ? await request.clone().text() : '',
    });
    const isApi = url.pathname.startsWith('/api/');
    if ((isApi && down.api) || (!isApi && down.provider)) throw new TypeError('fetch failed');
    return fetch(request);
  };

  const key = new Uint8Array(randomBytes(32));
  const config = (overrides: Partial<BffConfig> = {}): BffConfig => ({
    issuer: new URL(origin),
    clientId: 'Sahm_Bff',
    clientSecret: DEVELOPMENT_BFF_CLIENT_SECRET,
    scope: DEFAULT_SCOPE,
    apiUrl: new URL(origin),
    publicOrigins: [PORTAL, TENANT_PORTALS],
    cookieKeys: [key],
    sessionSeconds: 8 * 60 * 60,
    host: '127.0.0.1',
    port: 0,
    trustProxy: false,
    ...overrides,
  });
  const bffInstance = (overrides: Partial<BffConfig> = {}) =>
    createBffApp(config(overrides), {
      fetch: recordingFetch,
      now,
      log: (line) => logs.push(line),
    });
  const bff = bffInstance();
  const sealer = createSealer([key], now);

  /** Opens a session cookie as only the BFF can: the test checks what it holds. */
  async function openSession(cookieHeader: string): Promise<Session | null> {
    const sealed = readChunked(parseCookies(cookieHeader), SESSION_COOKIE);
    const payload = sealed ? await sealer.open(sealed, 'session') : null;
    return payload && fromPayload(payload);
  }

  /** A browser on one portal origin: a cookie jar and requests to a BFF instance. */
  function browser(portal = PORTAL, app = bff) {
    const jar = new Map<string, string>();
    const setCookies: string[] = [];
    async function request(path: string, init: RequestOptions = {}) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await app.request(`${portal}${path}`, {
        ...init,
        headers: { ...(cookie ? { cookie } : {}), ...init.headers },
      });
      for (const line of response.headers.getSetCookie()) {
        setCookies.push(line);
        const [pair = ''] = line.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (/Max-Age=0(;|$)/.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      seen.push({
        path: path.split('?')[0]!,
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
        body: await response.clone().text(),
      });
      return response;
    }
    return {
      jar,
      /** Every Set-Cookie line this browser received. */
      setCookies,
      request,
      cookieHeader: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      /** A script's call: the AJAX marker and this origin, as the platform's HTTP client sends. */
      api: (path: string, init: RequestOptions = {}) =>
        request(path, {
          ...init,
          headers: { 'x-requested-with': 'XMLHttpRequest', origin: portal, ...init.headers },
        }),
    };
  }
  type Browser = ReturnType<typeof browser>;

  /**
   * Signs in through the BFF as a person would: `/bff/login`, the provider's form, then the
   * provider's redirect back to `/bff/callback`. Answers the callback's URL and response.
   */
  async function signIn(
    person: Browser,
    userName: string,
    { query = '', portal = PORTAL, password = PASSWORD } = {},
  ) {
    const login = await person.request(`/bff/login${query}`);
    expect(login.status).toBe(302);
    const callbackUrl = await signInAtProvider(
      login.headers.get('location')!,
      userName,
      password,
      portal,
    );
    const callbackPath = callbackUrl.slice(portal.length);
    const callback = await person.request(callbackPath);
    return { callbackPath, callback };
  }

  /** The provider's side, in a jar of its own: the authorization request to the redirect back. */
  async function signInAtProvider(
    authorizeUrl: string,
    userName: string,
    password: string,
    portal: string,
  ) {
    const providerJar = new Map<string, string>();
    const step = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(new URL(url, origin), {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...providerJar].map(([name, value]) => `${name}=${value}`).join('; '),
        },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        providerJar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return response;
    };
    const interaction = (await step(authorizeUrl)).headers.get('location') ?? '';
    expect(interaction).toMatch(/^\/account\/interaction\//);
    await step(interaction);
    const submitted = await step(`${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: userName, password }).toString(),
    });
    expect(submitted.status).toBe(303);
    let location = submitted.headers.get('location') ?? '';
    while (!location.startsWith(`${portal}/bff/callback`)) {
      location = (await step(location)).headers.get('location') ?? '';
      expect(location).not.toBe('');
    }
    return location;
  }

  return {
    origin,
    sandbox,
    bff,
    bffInstance,
    config,
    key,
    calls,
    logs,
    seen,
    down,
    now,
    /** Moves the BFF's clock (the provider keeps real time). */
    advance: (ms: number) => {
      offset += ms;
    },
    browser,
    signIn,
    signInAtProvider,
    openSession,
    refreshCalls: () =>
      calls.filter(
        (call) =>
          call.url.pathname === '/connect/token' && call.body.includes('grant_type=refresh_token'),
      ),
    close: () => sandbox.close(),
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/** The cookie's attributes, as the browser reads them from a Set-Cookie line. */
export function cookieAttributes(line: string) {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return {
    name: pair.slice(0, pair.indexOf('=')),
    value: pair.slice(pair.indexOf('=') + 1),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}

/**
 * Fails when any token, code or secret appears in what script could read (bodies and headers
 * other than Set-Cookie) or in a log line.
 */
export function expectNoSecretsExposed(harness: Harness, secrets: readonly string[]) {
  const exposed = [
    ...harness.seen
      // The end-session redirect hands the id token to the provider in a navigation's Location,
      // which script never reads (a fetch gets an opaque redirect).
      .filter((response) => response.path !== '/bff/end-session')
      .map((response) => JSON.stringify(response)),
    ...harness.logs.map((line) => JSON.stringify(line)),
  ];
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    for (const text of exposed)
      expect(text.includes(secret), `exposed: ${text.slice(0, 120)}`).toBe(false);
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_COOKIE, SESSION_COOKIE } from './cookies';
import {
  cookieAttributes,
  expectNoSecretsExposed,
  PORTAL,
  startHarness,
  type Harness,
} from './testing/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(44361);
});
afterAll(() => harness.close());

// Every token and code the tests saw; checked against every answer and log line at the end.
const secrets: string[] = [];
async function rememberSecrets(cookieHeader: string, callbackPath?: string) {
  const session = await harness.openSession(cookieHeader);
  if (session) {
    secrets.push(session.accessToken, session.refreshToken!, session.idToken!);
  }
  const code = callbackPath && new URL(callbackPath, PORTAL).searchParams.get('code');
  if (code) secrets.push(code);
  return session;
}

describe('GET /bff/login', () => {
  it('sends the browser to the provider with code, PKCE S256, state, nonce and the callback', async () => {
    const person = harness.browser();
    const login = await person.request('/bff/login?returnTo=/wallet&culture=en');
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.origin + authorize.pathname).toBe(`${harness.origin}/connect/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'Sahm_Bff',
      response_type: 'code',
      redirect_uri: `${PORTAL}/bff/callback`,
      code_challenge_method: 'S256',
      scope: 'openid profile email phone roles offline_access Sahm',
      ui_locales: 'en',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(authorize.searchParams.get(name)).toMatch(/^[\w-]{32,}$/);
    }
    // The return path travels sealed in the cookie, never in the URL.
    expect(authorize.href).not.toContain('wallet');
    const [cookie] = person.setCookies.map(cookieAttributes);
    expect(cookie?.name).toBe(LOGIN_COOKIE);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['path=/', 'max-age=600', 'httponly', 'secure', 'samesite=lax']),
    );
  });

  it('builds the callback on the tenant sub-domain the person is on, and the provider accepts it', async () => {
    const person = harness.browser('http://acme.localhost:4200');
    const login = await person.request('/bff/login');
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://acme.localhost:4200/bff/callback',
    );
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    expect(atProvider.status).toBe(303);
    expect(atProvider.headers.get('location')).toMatch(/^\/account\/interaction\//);
  });

  it('answers no other host', async () => {
    const stranger = harness.browser('http://evil.example');
    const response = await stranger.request('/bff/login');
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('GET /bff/callback', () => {
  it('stores the session in a sealed __Host- cookie and returns to the page asked for', async () => {
    const person = harness.browser();
    const { callback, callbackPath } = await harness.signIn(person, 'investor', {
      query: '?returnTo=%2Fwallet%3Ftab%3D2',
    });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/wallet?tab=2');

    const session = person.setCookies.map(cookieAttributes).find((c) => c.name === SESSION_COOKIE)!;
    expect(session.attributes).toEqual(
      expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=strict']),
    );
    expect(session.attributes.some((attribute) => attribute.startsWith('domain'))).toBe(false);
    // The session's whole life (8 hours), less the moments the sign-in took.
    const maxAge = Number(session.attributes.find((a) => a.startsWith('max-age='))?.slice(8));
    expect(maxAge).toBeGreaterThan(8 * 60 * 60 - 10);
    expect(maxAge).toBeLessThanOrEqual(8 * 60 * 60);
    // The sign-in cookie served its one callback.
    expect(person.jar.has(LOGIN_COOKIE)).toBe(false);

    const opened = await rememberSecrets(person.cookieHeader(), callbackPath);
    expect(opened?.user).toMatchObject({ userName: 'investor', roles: ['Investor'] });
    // Sealed: none of its tokens can be read in the cookie itself.
    for (const token of [opened!.accessToken, opened!.refreshToken!]) {
      expect(session.value).not.toContain(token);
    }
  });

  it('falls back to the home page for a return path to another site', async () => {
    const person = harness.browser();
    const { callback, callbackPath } = await harness.signIn(person, 'investor', {
      query: `?returnTo=${encodeURIComponent('/%2e%2e//evil.example')}`,
    });
    expect(callback.headers.get('location')).toBe('/');
    await rememberSecrets(person.cookieHeader(), callbackPath);
  });

  it('refuses a callback whose state is not the one this browser started, without redeeming it', async () => {
    const person = harness.browser();
    const login = await person.request('/bff/login');
    const callbackUrl = await harness.signInAtProvider(
      login.headers.get('location')!,
      'investor',
      '1q2w3E*',
      PORTAL,
    );
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'a-state-this-browser-never-sent');
    const tokenCalls = harness.calls.length;

    const refused = await person.request(forged.pathname + forged.search);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/?signInError=state_mismatch');
    expect(person.jar.has(SESSION_COOKIE)).toBe(false);
    expect(
      harness.calls.slice(tokenCalls).some((call) => call.url.pathname === '/connect/token'),
    ).toBe(false);
    secrets.push(new URL(callbackUrl).searchParams.get('code')!);
  });

  it('refuses a replayed callback: without the sign-in cookie, and with a copy of it', async () => {
    const person = harness.browser();
    const login = await person.request('/bff/login');
    const loginCookie = person.cookieHeader();
    const callbackUrl = await harness.signInAtProvider(
      login.headers.get('location')!,
      'investor',
      '1q2w3E*',
      PORTAL,
    );
    const callbackPath = callbackUrl.slice(PORTAL.length);
    expect((await person.request(callbackPath)).headers.get('location')).toBe('/');
    await rememberSecrets(person.cookieHeader(), callbackPath);

    // The same browser again: its sign-in cookie is gone.
    const again = await person.request(callbackPath);
    expect(again.headers.get('location')).toBe('/?signInError=login_expired');

    // An attacker who kept the sign-in cookie: the provider refuses a code used once.
    const attacker = harness.browser();
    const replayed = await attacker.request(callbackPath, { headers: { cookie: loginCookie } });
    expect(replayed.headers.get('location')).toBe('/?signInError=sign_in_refused');
    expect(attacker.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it('tells the SPA when the provider cannot be reached', async () => {
    harness.down.provider = true;
    try {
      const person = harness.browser();
      // A fresh instance: it has not met the provider yet.
      const fresh = harness.browser(PORTAL, harness.bffInstance());
      const login = await fresh.request('/bff/login');
      expect(login.status).toBe(303);
      expect(login.headers.get('location')).toBe('/?signInError=provider_unreachable');
      expect(person.jar.size).toBe(0);
    } finally {
      harness.down.provider = false;
    }
  });
});

describe('GET /bff/user', () => {
  it('answers who is signed in and until when, never a token', async () => {
    const person = harness.browser();
    await harness.signIn(person, 'admin');
    const response = await person.request('/bff/user');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      isAuthenticated: true,
      sub: expect.any(String),
      userName: 'admin',
      name: 'admin',
      roles: ['admin'],
      tenantId: null,
      sessionExpiresAt: expect.any(String),
    });
    expect(Date.parse(body.sessionExpiresAt) - harness.now()).toBeGreaterThan(7.9 * 60 * 60 * 1000);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await rememberSecrets(person.cookieHeader());
  });

  it('names the tenant of a tenant sign-in', async () => {
    const acme = await (
      await fetch(`${harness.origin}/api/abp/multi-tenancy/tenants/by-name/acme`)
    ).json();
    const person = harness.browser('http://acme.localhost:4200');
    await harness.signIn(person, 'investor', {
      query: `?__tenant=${acme.tenantId}`,
      portal: 'http://acme.localhost:4200',
    });
    const body = await (await person.request('/bff/user')).json();
    expect(body).toMatchObject({ userName: 'investor', tenantId: acme.tenantId });
    await rememberSecrets(person.cookieHeader());
  });

  it('answers signed out without a cookie', async () => {
    const response = await harness.browser().request('/bff/user');
    expect(await response.json()).toEqual({ isAuthenticated: false });
  });

  it('sets strict headers', async () => {
    const response = await harness.browser().request('/bff/user');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
    });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('what the browser and the logs see', () => {
  it('holds no token, code or secret in any answer or log line', () => {
    secrets.push('sahm-bff-development-secret');
    expectNoSecretsExposed(harness, secrets);
  });

  it('logs one line per request with route, status, duration and a hashed session id', () => {
    expect(harness.logs.length).toBe(harness.seen.length);
    for (const line of harness.logs) {
      expect(Object.keys(line)).toEqual([
        'time',
        'level',
        'msg',
        'method',
        'route',
        'status',
        'durationMs',
        'session',
        'refresh',
        'failure',
      ]);
      expect(line.session === null || /^[0-9a-f]{16}$/.test(String(line.session))).toBe(true);
      expect(String(line.route)).not.toContain('?');
    }
  });
});

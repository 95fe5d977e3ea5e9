import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_SIGNAL_STORAGE_KEY, STORAGE_KEYS } from '../constants';
import { createCrossTabLogout } from '../session/cross-tab-logout';
import {
  decideAuthMode,
  decideRefreshFailure,
  decideStartupTokens,
  decideTokenExpiry,
  formatRememberMeCookie,
} from './auth-decisions';
import { createInTabLockManager, type LockManagerLike } from './lock-manager';
import { createOidcAuth, type OidcAuthOptions } from './oidc-auth';

const ISSUER = 'https://auth.sahm.example';
const tokenRequests: { body: URLSearchParams; tenant: string | null }[] = [];
const revoked: string[] = [];
let liveRefreshTokens = new Set<string>();
let counter = 0;

function issue(expiresIn = 300) {
  counter += 1;
  const refresh = `rt-${counter}`;
  liveRefreshTokens.add(refresh);
  return {
    access_token: `at-${counter}`,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: expiresIn,
    scope: 'openid offline_access Sahm',
  };
}

const server = setupServer(
  http.get(`${ISSUER}/.well-known/openid-configuration`, () =>
    HttpResponse.json({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/connect/authorize`,
      token_endpoint: `${ISSUER}/connect/token`,
      revocation_endpoint: `${ISSUER}/connect/revocat`,
      end_session_endpoint: `${ISSUER}/connect/logout`,
      jwks_uri: `${ISSUER}/.well-known/jwks`,
    }),
  ),
  http.post(`${ISSUER}/connect/token`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    tokenRequests.push({ body, tenant: request.headers.get('__tenant') });
    if (body.get('grant_type') === 'password') {
      return body.get('password') === '1q2w3E*'
        ? HttpResponse.json(issue(Number(body.get('expires') ?? 300)))
        : HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    }
    const refreshToken = body.get('refresh_token') ?? '';
    if (!liveRefreshTokens.has(refreshToken)) {
      // Reuse detection as in the sandbox: the whole grant dies.
      liveRefreshTokens = new Set();
      return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    }
    liveRefreshTokens.delete(refreshToken);
    return HttpResponse.json(issue());
  }),
  http.post(`${ISSUER}/connect/revocat`, async ({ request }) => {
    revoked.push(new URLSearchParams(await request.text()).get('token') ?? '');
    return HttpResponse.json({});
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  tokenRequests.length = 0;
  revoked.length = 0;
  liveRefreshTokens = new Set();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

function fakeCookies() {
  const jar = new Map<string, string>();
  return {
    jar,
    written: [] as string[],
    read: (name: string) => jar.get(name) ?? null,
    write(cookie: string) {
      this.written.push(cookie);
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

function tab(overrides: Partial<OidcAuthOptions> = {}) {
  const cookies = fakeCookies();
  const onTokensCleared = vi.fn();
  const auth = createOidcAuth({
    issuer: ISSUER,
    clientId: 'Sahm_App',
    scope: 'openid offline_access Sahm',
    redirectUri: 'http://localhost:4200/signin-callback',
    postLogoutRedirectUri: 'http://localhost:4200/',
    requireHttps: true,
    responseType: 'password',
    getLanguage: () => 'ar',
    getTenantId: () => 'tenant-1',
    cookies,
    onTokensCleared,
    ...overrides,
  });
  return { auth, cookies, onTokensCleared };
}

describe('auth decisions (SPEC §4)', () => {
  it('chooses the mode from the response type', () => {
    expect(decideAuthMode('code')).toBe('code');
    expect(decideAuthMode(undefined)).toBe('code');
    expect(decideAuthMode('token')).toBe('password');
    expect(decideAuthMode('')).toBe('password');
  });

  it.each([
    [{ storedClientId: null, clientId: 'a', passwordFlow: false, rememberMeCookie: false }, 'keep'],
    [{ storedClientId: 'a', clientId: 'a', passwordFlow: true, rememberMeCookie: true }, 'keep'],
    [
      { storedClientId: 'old', clientId: 'a', passwordFlow: false, rememberMeCookie: false },
      'clear-tokens',
    ],
    [{ storedClientId: 'a', clientId: 'a', passwordFlow: true, rememberMeCookie: false }, 'logout'],
  ])('start-up %o → %s', (input, action) => {
    expect(decideStartupTokens(input).action).toBe(action);
  });

  it('refreshes at expiry when it can, and says what a failed refresh does per mode', () => {
    expect(decideTokenExpiry(true)).toBe('refresh');
    expect(decideTokenExpiry(false)).toBe('logout-and-reload');
    expect(decideRefreshFailure('code')).toBe('login');
    expect(decideRefreshFailure('password')).toBe('clear-tokens-and-reload');
  });

  it('formats the remember-me cookie: until the end of 9999, or for the session', () => {
    expect(formatRememberMeCookie(true)).toBe(
      'rememberMe=true; path=/; SameSite=Lax; expires=Fri, 31 Dec 9999 23:59:59 GMT',
    );
    expect(formatRememberMeCookie(false)).toBe('rememberMe=true; path=/; SameSite=Lax');
  });
});

describe('password mode', () => {
  it('posts the password-token request with the tenant header and sets marker and cookie', async () => {
    const { auth, cookies } = tab();
    await auth.loginWithPassword({ username: 'investor', password: '1q2w3E*', rememberMe: true });
    expect(auth.mode).toBe('password');
    expect(tokenRequests).toHaveLength(1);
    const [request] = tokenRequests;
    expect(Object.fromEntries(request!.body)).toMatchObject({
      grant_type: 'password',
      username: 'investor',
      password: '1q2w3E*',
      client_id: 'Sahm_App',
    });
    expect(request!.tenant).toBe('tenant-1');
    expect(localStorage.getItem(STORAGE_KEYS.passwordFlow)).toBe('true');
    expect(cookies.written).toEqual([formatRememberMeCookie(true)]);
    expect(auth.getAccessToken()).toBe(`at-${counter}`);
  });

  it('sends no tenant header without a tenant and writes a session cookie without remember me', async () => {
    const { auth, cookies } = tab({ getTenantId: () => null });
    await auth.loginWithPassword({ username: 'investor', password: '1q2w3E*', rememberMe: false });
    expect(tokenRequests[0]?.tenant).toBeNull();
    expect(cookies.written).toEqual([formatRememberMeCookie(false)]);
  });

  it('logs out at start when the marker exists but the cookie is gone', async () => {
    const first = tab();
    await first.auth.loginWithPassword({
      username: 'investor',
      password: '1q2w3E*',
      rememberMe: false,
    });
    // The browser closed: the session cookie is gone, the stored tokens are not.
    const next = tab();
    expect(await next.auth.restore()).toBe('tokens-cleared');
    expect(next.auth.isAuthenticated()).toBe(false);
    expect(next.onTokensCleared).toHaveBeenCalledWith('remember-me-missing');
    expect(localStorage.getItem(STORAGE_KEYS.passwordFlow)).toBeNull();
    expect(revoked).toContain(`rt-${counter}`);
  });

  it('restores while the cookie exists', async () => {
    const first = tab();
    await first.auth.loginWithPassword({
      username: 'investor',
      password: '1q2w3E*',
      rememberMe: true,
    });
    const next = tab();
    next.cookies.jar.set('rememberMe', 'true');
    expect(await next.auth.restore()).toBe('restored');
    expect(next.auth.getAccessToken()).toBe(`at-${counter}`);
  });

  it('clears the tokens when the stored client id differs', async () => {
    const first = tab();
    await first.auth.loginWithPassword({
      username: 'investor',
      password: '1q2w3E*',
      rememberMe: true,
    });
    localStorage.setItem(STORAGE_KEYS.oAuthClientId, 'Old_Client');
    const next = tab();
    next.cookies.jar.set('rememberMe', 'true');
    expect(await next.auth.restore()).toBe('tokens-cleared');
    expect(next.onTokensCleared).toHaveBeenCalledWith('client-changed');
    expect(await tab().auth.restore()).toBe('anonymous');
    expect(localStorage.getItem(STORAGE_KEYS.oAuthClientId)).toBe('Sahm_App');
  });
});

describe('refresh', () => {
  async function signedInTabs(locks: LockManagerLike) {
    const a = tab({ locks });
    await a.auth.loginWithPassword({ username: 'investor', password: '1q2w3E*', rememberMe: true });
    const b = tab({ locks });
    b.cookies.jar.set('rememberMe', 'true');
    await b.auth.restore();
    tokenRequests.length = 0;
    return { a, b };
  }

  it('refreshes once for several tabs: the waiting tab uses the token the other just got', async () => {
    const { a, b } = await signedInTabs(createInTabLockManager());
    vi.setSystemTime(Date.now() + 301_000);
    const [fromA, fromB] = await Promise.all([a.auth.refresh(), b.auth.refresh()]);
    expect(tokenRequests.map((request) => request.body.get('grant_type'))).toEqual([
      'refresh_token',
    ]);
    expect(fromA?.access_token).toBe(fromB?.access_token);
    expect(a.auth.getAccessToken()).toBe(b.auth.getAccessToken());
    expect(a.auth.getAccessToken()).toBeTruthy();
  });

  it('does not refresh again at expiry in a tab that comes after another tab refreshed', async () => {
    const { a, b } = await signedInTabs(createInTabLockManager());
    vi.setSystemTime(Date.now() + 275_000);
    await a.auth.refresh({ ifExpiring: true });
    // b's expiry timer fires only now, after a's refresh has finished and rotated the token.
    await b.auth.refresh({ ifExpiring: true });
    expect(tokenRequests).toHaveLength(1);
    expect(b.auth.getAccessToken()).toBe(a.auth.getAccessToken());
  });

  it('collapses concurrent refreshes within one tab', async () => {
    const { a } = await signedInTabs(createInTabLockManager());
    await Promise.all([a.auth.refresh(), a.auth.refresh(), a.auth.refresh()]);
    expect(tokenRequests).toHaveLength(1);
  });

  it('without a shared lock two tabs replay the rotated token and lose the grant (why the lock exists)', async () => {
    const a = tab({ locks: createInTabLockManager() });
    await a.auth.loginWithPassword({ username: 'investor', password: '1q2w3E*', rememberMe: true });
    const b = tab({ locks: createInTabLockManager() });
    b.cookies.jar.set('rememberMe', 'true');
    await b.auth.restore();
    const results = await Promise.allSettled([a.auth.refresh(), b.auth.refresh()]);
    expect(results.some((result) => result.status === 'rejected')).toBe(true);
  });

  it('clears the stored tokens after a failed refresh in password mode', async () => {
    const { a } = await signedInTabs(createInTabLockManager());
    liveRefreshTokens = new Set();
    await expect(a.auth.refresh()).rejects.toThrow();
    expect(a.auth.isAuthenticated()).toBe(false);
    expect(a.onTokensCleared).toHaveBeenCalledWith('refresh-failed');
    expect(await tab().auth.restore()).toBe('anonymous');
  });

  it('goes to login after a failed refresh in code mode', async () => {
    const { a } = await signedInTabs(createInTabLockManager());
    const onLoginRequired = vi.fn();
    const codeTab = tab({ responseType: 'code', onLoginRequired, locks: createInTabLockManager() });
    codeTab.cookies.jar.set('rememberMe', 'true');
    expect(await codeTab.auth.restore()).toBe('restored');
    liveRefreshTokens = new Set();
    await expect(codeTab.auth.refresh()).rejects.toThrow();
    expect(onLoginRequired).toHaveBeenCalledOnce();
    expect(a.auth.mode).toBe('password');
  });

  it('refreshes at expiry when a refresh token exists', async () => {
    const { a } = await signedInTabs(createInTabLockManager());
    const scheduled: { callback: () => void; ms: number }[] = [];
    const timed = tab({
      locks: createInTabLockManager(),
      timers: {
        now: () => Date.now(),
        setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
        clearTimeout: () => undefined,
      },
    });
    timed.cookies.jar.set('rememberMe', 'true');
    await timed.auth.restore();
    timed.auth.startTokenExpiryTimer();
    expect(scheduled.at(-1)?.ms).toBe((300 - 30) * 1000);
    vi.setSystemTime(Date.now() + 300_000);
    scheduled.at(-1)?.callback();
    await vi.waitFor(() => expect(tokenRequests).toHaveLength(1));
    expect(a.auth.mode).toBe('password');
  });

  it('logs out and reloads configuration at expiry without a refresh token', async () => {
    server.use(
      http.post(`${ISSUER}/connect/token`, () =>
        HttpResponse.json({ access_token: 'short', token_type: 'Bearer', expires_in: 60 }),
      ),
    );
    const scheduled: (() => void)[] = [];
    const { auth, onTokensCleared } = tab({
      timers: {
        now: () => Date.now(),
        setTimeout: (callback) => scheduled.push(callback),
        clearTimeout: () => undefined,
      },
    });
    await auth.loginWithPassword({ username: 'investor', password: '1q2w3E*', rememberMe: true });
    auth.startTokenExpiryTimer();
    scheduled.at(-1)?.();
    await vi.waitFor(() =>
      expect(onTokensCleared).toHaveBeenCalledWith('expired-without-refresh-token'),
    );
    expect(auth.isAuthenticated()).toBe(false);
  });
});

describe('logout', () => {
  it('revokes, clears every SPEC §3 key but the language, and logs the other tab out', async () => {
    const tabA = new EventTarget() as unknown as Window;
    const tabB = new EventTarget() as unknown as Window;
    const a = tab({
      crossTabLogout: createCrossTabLogout({ eventSource: tabA, createChannel: null }),
    });
    await a.auth.loginWithPassword({ username: 'investor', password: '1q2w3E*', rememberMe: true });
    const b = tab({
      crossTabLogout: createCrossTabLogout({ eventSource: tabB, createChannel: null }),
    });
    b.cookies.jar.set('rememberMe', 'true');
    await b.auth.restore();
    localStorage.setItem(STORAGE_KEYS.currentLanguage, 'en');
    localStorage.setItem(STORAGE_KEYS.isCompleteRegistration, 'true');
    localStorage.setItem(STORAGE_KEYS.userLastAction, '1');
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ language: 'en', tenant: { id: 't', name: 'acme', isAvailable: true } }),
    );

    await a.auth.logout();

    expect(revoked).toEqual([`rt-${counter}`, `at-${counter}`]);
    expect(a.onTokensCleared).toHaveBeenCalledWith('logout');
    expect(a.cookies.written.at(-1)).toMatch(/^rememberMe=; .*expires=Thu, 01 Jan 1970/);
    const remaining = Object.keys(localStorage).filter((key) => key !== LOGOUT_SIGNAL_STORAGE_KEY);
    expect(remaining.sort()).toEqual([STORAGE_KEYS.currentLanguage, STORAGE_KEYS.session].sort());
    expect(localStorage.getItem(STORAGE_KEYS.currentLanguage)).toBe('en');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '')).toEqual({
      language: 'en',
      tenant: null,
    });

    expect(b.auth.isAuthenticated()).toBe(true);
    tabB.dispatchEvent(
      new StorageEvent('storage', {
        key: LOGOUT_SIGNAL_STORAGE_KEY,
        newValue: localStorage.getItem(LOGOUT_SIGNAL_STORAGE_KEY),
      }),
    );
    expect(b.auth.isAuthenticated()).toBe(false);
    expect(b.onTokensCleared).toHaveBeenCalledWith('logout-in-other-tab');
  });
});

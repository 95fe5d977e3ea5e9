import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_SIGNAL_STORAGE_KEY, STORAGE_KEYS } from '../constants';
import { createCrossTabLogout } from '../session/cross-tab-logout';
import { formatRememberMeCookie } from './auth-decisions';
import { createInTabLockManager, type LockManagerLike } from './lock-manager';
import { createInMemorySpentRefreshTokens } from './spent-refresh-tokens';
import {
  createFakeProvider,
  ISSUER,
  openTab as tab,
  TOKEN_ENDPOINT,
} from './testing/fake-provider';

const { provider, server } = createFakeProvider();
const { tokenRequests, revoked } = provider;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  provider.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

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
    expect(auth.getAccessToken()).toBe(provider.accessToken);
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
    expect(revoked).toContain(provider.refreshToken);
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
    expect(next.auth.getAccessToken()).toBe(provider.accessToken);
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

  /** Another tab's view of localStorage: Chromium copies writes into it a little later. */
  function laggingStorage() {
    let frozen: Map<string, string | null> | null = null;
    const storage: Storage = {
      get length() {
        return localStorage.length;
      },
      key: (index) => localStorage.key(index),
      getItem: (key) => (frozen?.has(key) ? frozen.get(key)! : localStorage.getItem(key)),
      setItem: (key, value) => localStorage.setItem(key, value),
      removeItem: (key) => localStorage.removeItem(key),
      clear: () => localStorage.clear(),
    };
    return {
      storage,
      freeze: () => {
        frozen = new Map(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]));
      },
      catchUp: () => {
        frozen = null;
      },
    };
  }

  it('a tab whose storage still shows the spent token waits for the renewed one (ADR 0411)', async () => {
    const locks = createInTabLockManager();
    const spentRefreshTokens = createInMemorySpentRefreshTokens();
    const a = tab({ locks, spentRefreshTokens });
    await a.auth.loginWithPassword({ username: 'investor', password: '1q2w3E*', rememberMe: true });
    const lagging = laggingStorage();
    const b = tab({ locks, spentRefreshTokens, storage: lagging.storage });
    b.cookies.jar.set('rememberMe', 'true');
    await b.auth.restore();
    tokenRequests.length = 0;
    vi.setSystemTime(Date.now() + 301_000);

    lagging.freeze();
    await a.auth.refresh();
    const fromB = b.auth.refresh();
    // The rotated tokens reach b's copy of the storage only after b has taken the lock.
    setTimeout(lagging.catchUp, 120);
    expect((await fromB)?.access_token).toBe(a.auth.getAccessToken());
    expect(tokenRequests).toHaveLength(1);
    expect(b.auth.getAccessToken()).toBe(a.auth.getAccessToken());
    expect(b.onTokensCleared).not.toHaveBeenCalled();
  });

  it('keeps the session when the renewed tokens never arrive, and sends nothing spent', async () => {
    const locks = createInTabLockManager();
    const spentRefreshTokens = createInMemorySpentRefreshTokens();
    const a = tab({ locks, spentRefreshTokens });
    await a.auth.loginWithPassword({ username: 'investor', password: '1q2w3E*', rememberMe: true });
    const lagging = laggingStorage();
    const instant = {
      now: () => Date.now(),
      setTimeout: (callback: () => void) => queueMicrotask(callback),
      clearTimeout: () => undefined,
    };
    const b = tab({ locks, spentRefreshTokens, storage: lagging.storage, timers: instant });
    b.cookies.jar.set('rememberMe', 'true');
    await b.auth.restore();
    tokenRequests.length = 0;
    vi.setSystemTime(Date.now() + 301_000);

    lagging.freeze();
    await a.auth.refresh();
    await expect(b.auth.refresh()).rejects.toThrow(/not reached this tab/);
    expect(tokenRequests).toHaveLength(1);
    expect(b.onTokensCleared).not.toHaveBeenCalled();
    expect(b.auth.getUser()).not.toBeNull();
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
    provider.liveRefreshTokens = new Set();
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
    provider.liveRefreshTokens = new Set();
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
      http.post(TOKEN_ENDPOINT, () =>
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

    expect(revoked).toEqual([provider.refreshToken, provider.accessToken]);
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
  it('code mode: a provider out of reach still forgets the session here, and is told, not thrown (ADR 0501)', async () => {
    const signIn = tab();
    await signIn.auth.loginWithPassword({
      username: 'investor',
      password: '1q2w3E*',
      rememberMe: true,
    });
    const onProviderLogoutFailed = vi.fn();
    const code = tab({ responseType: 'code', onProviderLogoutFailed });
    code.cookies.jar.set('rememberMe', 'true');
    expect(await code.auth.restore()).toBe('restored');
    // Discovery, and with it revocation and the end-session redirect, cannot be reached.
    server.use(http.get(`${ISSUER}/.well-known/openid-configuration`, () => HttpResponse.error()));

    await expect(code.auth.logout()).resolves.toBeUndefined();

    expect(code.auth.isAuthenticated()).toBe(false);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('oidc.'))).toEqual([]);
    expect(code.auth.sessionEnded()).toBe(true);
    expect(code.onTokensCleared).toHaveBeenCalledWith('logout');
    expect(onProviderLogoutFailed).toHaveBeenCalledOnce();
    // Try again, still out of reach: told again, the configuration not reloaded twice.
    const retry = onProviderLogoutFailed.mock.calls[0]![1] as () => Promise<void>;
    await expect(retry()).resolves.toBeUndefined();
    expect(onProviderLogoutFailed).toHaveBeenCalledTimes(2);
    expect(code.onTokensCleared).toHaveBeenCalledOnce();
  });
});

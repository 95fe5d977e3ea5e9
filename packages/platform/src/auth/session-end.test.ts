import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_SIGNAL_STORAGE_KEY, STORAGE_KEYS, TOKEN_REFRESH_LOCK_NAME } from '../constants';
import { createCrossTabLogout, type CrossTabLogout } from '../session/cross-tab-logout';
import { completedRegistrationKey } from '../session/per-user-state';
import { decideSignedOutAction } from './auth-decisions';
import { createInTabLockManager, type LockManagerLike } from './lock-manager';
import type { OidcAuthOptions } from './oidc-auth';
import {
  createFakeProvider,
  ISSUER,
  openTab,
  REVOCATION_ENDPOINT,
  TOKEN_ENDPOINT,
} from './testing/fake-provider';

const { provider, server } = createFakeProvider();
const USER_KEY = `oidc.user:${ISSUER}:Sahm_App`;
const PERSON = completedRegistrationKey('investor-1');
const CREDENTIALS = { username: 'investor', password: '1q2w3E*', rememberMe: true };
// The access token lives 300 s and is refreshed 30 s before it expires.
const REFRESH_TIME_MS = 270_000;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  provider.reset();
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

/** A tab in a window of its own: its storage events and cross-tab signals arrive there only. */
function browserTab(locks: LockManagerLike, overrides: Partial<OidcAuthOptions> = {}) {
  const window = new EventTarget() as unknown as Window;
  const onSessionEnded = vi.fn();
  const opened = openTab({
    locks,
    eventSource: window,
    crossTabLogout: createCrossTabLogout({ eventSource: window, createChannel: null }),
    onSessionEnded,
    ...overrides,
  });
  opened.cookies.jar.set('rememberMe', 'true');
  return { ...opened, window, onSessionEnded };
}

type BrowserTab = ReturnType<typeof browserTab>;

/** What the browser does in every other tab after a localStorage write. */
function deliverStorageWrite(key: string, ...tabs: BrowserTab[]) {
  for (const tab of tabs) {
    tab.window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }),
    );
  }
}

async function signedIn(locks: LockManagerLike, overrides: Partial<OidcAuthOptions> = {}) {
  const tab = browserTab(locks, overrides);
  await tab.auth.loginWithPassword(CREDENTIALS);
  return tab;
}

async function restored(locks: LockManagerLike, overrides: Partial<OidcAuthOptions> = {}) {
  const tab = browserTab(locks, overrides);
  await tab.auth.restore();
  return tab;
}

/** Token requests of the refresh grant, answered or not. */
function countRefreshAttempts(answer: () => Response | Promise<Response>) {
  const attempts = { count: 0 };
  server.use(
    http.post(TOKEN_ENDPOINT, () => {
      attempts.count += 1;
      return answer();
    }),
  );
  return attempts;
}

describe('a refresh nobody answers is no logout (docs/adr/0411)', () => {
  it('keeps the session and tries again after 1 s, 2 s, 4 s… up to 30 s, until it renews', async () => {
    const tab = await signedIn(createInTabLockManager());
    localStorage.setItem(PERSON, 'true');
    const attempts = countRefreshAttempts(() => HttpResponse.error());
    tab.auth.startTokenExpiryTimer();

    await vi.advanceTimersByTimeAsync(REFRESH_TIME_MS);
    expect(attempts.count).toBe(1);
    for (const [wait, total] of [
      [999, 1],
      [1, 2],
      [1999, 2],
      [1, 3],
      [4000, 4],
      [8000, 5],
      [16_000, 6],
      [29_999, 6],
      [1, 7],
      [30_000, 8],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait);
      expect(attempts.count).toBe(total);
    }
    // Past its expiry the token is no longer sent, but the session is all there.
    expect(tab.auth.isAuthenticated()).toBe(false);
    expect(tab.auth.getUser()?.refresh_token).toBe(provider.refreshToken);
    expect(localStorage.getItem(USER_KEY)).not.toBeNull();
    expect(localStorage.getItem(PERSON)).toBe('true');
    expect(tab.onTokensCleared).not.toHaveBeenCalled();
    expect(tab.onSessionEnded).not.toHaveBeenCalled();

    server.resetHandlers();
    await vi.advanceTimersByTimeAsync(30_000 + 250);
    expect(tab.auth.isAuthenticated()).toBe(true);
    expect(tab.auth.getAccessToken()).toBe(provider.accessToken);
    // Renewed: the next refresh is at the new token's refresh time, not 30 s later.
    const renewed = provider.tokenRequests.length;
    await vi.advanceTimersByTimeAsync(REFRESH_TIME_MS - 1000);
    expect(provider.tokenRequests).toHaveLength(renewed);
  });

  it.each([
    [
      'the provider answers 503 temporarily_unavailable',
      () => HttpResponse.json({ error: 'temporarily_unavailable' }, { status: 503 }),
    ],
    [
      'the provider answers 500 server_error',
      () => HttpResponse.json({ error: 'server_error' }, { status: 500 }),
    ],
    [
      'a gateway answers 502 with a page',
      () =>
        new HttpResponse('<h1>Bad Gateway</h1>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
  ])('keeps the session when %s', async (_label, answer) => {
    const tab = await signedIn(createInTabLockManager());
    const attempts = countRefreshAttempts(answer);
    tab.auth.startTokenExpiryTimer();
    await vi.advanceTimersByTimeAsync(REFRESH_TIME_MS + 1000);
    expect(attempts.count).toBe(2);
    expect(tab.auth.getUser()).not.toBeNull();
    expect(tab.onTokensCleared).not.toHaveBeenCalled();
  });

  it('never gives up on a refresh still under way: the provider may have rotated the token', async () => {
    const tab = await signedIn(createInTabLockManager());
    const attempts = countRefreshAttempts(() => new Promise<Response>(() => undefined));
    tab.auth.startTokenExpiryTimer();
    await vi.advanceTimersByTimeAsync(REFRESH_TIME_MS + 120_000);
    expect(attempts.count).toBe(1);
    expect(tab.auth.getUser()?.refresh_token).toBe(provider.refreshToken);
    expect(tab.onTokensCleared).not.toHaveBeenCalled();
  });

  it('tries at once when the browser is back online', async () => {
    const tab = await signedIn(createInTabLockManager());
    const attempts = countRefreshAttempts(() => HttpResponse.error());
    tab.auth.startTokenExpiryTimer();
    await vi.advanceTimersByTimeAsync(REFRESH_TIME_MS);
    expect(attempts.count).toBe(1);

    server.resetHandlers();
    tab.window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(250);
    expect(tab.auth.getAccessToken()).toBe(provider.accessToken);
  });

  it('restores a session whose expired token nobody can refresh yet, and renews it later', async () => {
    const locks = createInTabLockManager();
    await signedIn(locks);
    vi.setSystemTime(Date.now() + 301_000);
    countRefreshAttempts(() => HttpResponse.error());
    const later = browserTab(locks);
    expect(await later.auth.restore()).toBe('renewal-pending');
    expect(later.auth.getUser()?.refresh_token).toBe(provider.refreshToken);
    expect(localStorage.getItem(USER_KEY)).not.toBeNull();

    server.resetHandlers();
    later.auth.startTokenExpiryTimer();
    await vi.advanceTimersByTimeAsync(250);
    expect(later.auth.isAuthenticated()).toBe(true);
  });

  it('renews an expired token before a request rather than send one that earns a 401', async () => {
    const locks = createInTabLockManager();
    const tab = await signedIn(locks);
    const expired = tab.auth.getUser()?.access_token;
    vi.setSystemTime(Date.now() + 301_000);
    expect(tab.auth.getAccessToken()).toBeNull();
    countRefreshAttempts(() => HttpResponse.error());
    // Nobody answers: no token to send, and the session stays.
    const unanswered = tab.auth.accessTokenForRequest();
    await vi.advanceTimersByTimeAsync(250);
    expect(await unanswered).toBeNull();
    expect(tab.auth.getUser()?.refresh_token).toBe(provider.refreshToken);

    server.resetHandlers();
    const renewing = tab.auth.accessTokenForRequest();
    await vi.advanceTimersByTimeAsync(250);
    const renewed = await renewing;
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(expired);
  });

  it('tries once more when the refresh it joined failed: the network may be back by now', async () => {
    const locks = createInTabLockManager();
    const tab = await signedIn(locks);
    vi.setSystemTime(Date.now() + 301_000);
    let attempts = 0;
    // The first try is still the one from before the network came back; the next one is answered.
    server.use(
      http.post(TOKEN_ENDPOINT, () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const renewing = tab.auth.accessTokenForRequest();
    await vi.advanceTimersByTimeAsync(250);
    expect(await renewing).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('takes the tokens another tab renewed at once, and stops trying itself', async () => {
    const locks = createInTabLockManager();
    const first = await signedIn(locks);
    const second = await restored(locks);
    const attempts = countRefreshAttempts(() => HttpResponse.error());
    first.auth.startTokenExpiryTimer();
    second.auth.startTokenExpiryTimer();
    await vi.advanceTimersByTimeAsync(REFRESH_TIME_MS);
    expect(attempts.count).toBe(2);

    server.resetHandlers();
    first.window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(250);
    deliverStorageWrite(USER_KEY, second);
    await vi.advanceTimersByTimeAsync(0);
    expect(second.auth.getAccessToken()).toBe(first.auth.getAccessToken());
    expect(second.auth.isAuthenticated()).toBe(true);

    const refreshGrants = () =>
      provider.tokenRequests.filter(
        (request) => request.body.get('grant_type') === 'refresh_token',
      );
    expect(refreshGrants()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshGrants()).toHaveLength(1);
  });

  it('never takes tokens of someone else who signed in elsewhere', async () => {
    const locks = createInTabLockManager();
    const tab = await signedIn(locks);
    const before = tab.auth.getUser();
    const other = JSON.parse(localStorage.getItem(USER_KEY) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      USER_KEY,
      JSON.stringify({ ...other, access_token: 'theirs', profile: { sub: 'someone-else' } }),
    );
    deliverStorageWrite(USER_KEY, tab);
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.auth.getUser()).toBe(before);
  });
});

describe('a refused refresh ends the session in every tab (docs/adr/0411)', () => {
  it('clears the tokens and the person here, and the other tab ends it too without signing in', async () => {
    const locks = createInTabLockManager();
    const first = await signedIn(locks);
    const second = await restored(locks);
    localStorage.setItem(PERSON, 'true');
    provider.liveRefreshTokens = new Set();
    first.auth.startTokenExpiryTimer();

    await vi.advanceTimersByTimeAsync(REFRESH_TIME_MS);
    expect(first.onTokensCleared).toHaveBeenCalledWith('refresh-failed');
    expect(first.onSessionEnded).toHaveBeenCalled();
    expect(first.auth.getUser()).toBeNull();
    expect(decideSignedOutAction(first.auth.sessionEnded())).toBe('stay-signed-out');
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(PERSON)).toBeNull();

    deliverStorageWrite(LOGOUT_SIGNAL_STORAGE_KEY, second);
    expect(second.onTokensCleared).toHaveBeenCalledWith('refresh-failed');
    expect(second.onSessionEnded).toHaveBeenCalled();
    expect(second.auth.getUser()).toBeNull();
    expect(decideSignedOutAction(second.auth.sessionEnded())).toBe('stay-signed-out');

    const requests = provider.tokenRequests.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(provider.tokenRequests).toHaveLength(requests);
  });

  it('code mode: the refusing tab signs in again (SPEC §4), the tab that hears it does not', async () => {
    const locks = createInTabLockManager();
    await signedIn(locks);
    const refusingLogin = vi.fn();
    const hearingLogin = vi.fn();
    const refusing = await restored(locks, {
      responseType: 'code',
      onLoginRequired: refusingLogin,
    });
    const hearing = await restored(locks, { responseType: 'code', onLoginRequired: hearingLogin });
    provider.liveRefreshTokens = new Set();

    await expect(refusing.auth.refresh()).rejects.toMatchObject({ error: 'invalid_grant' });
    deliverStorageWrite(LOGOUT_SIGNAL_STORAGE_KEY, hearing);

    expect(refusingLogin).toHaveBeenCalledOnce();
    expect(hearingLogin).not.toHaveBeenCalled();
    expect(hearing.auth.getUser()).toBeNull();
    expect(hearing.auth.sessionEnded()).toBe(true);
  });
});

describe('logout ends every tab for good (docs/adr/0410)', () => {
  it('announces and forgets the session before it revokes the tokens, under the refresh lock', async () => {
    const events: string[] = [];
    const inner = createInTabLockManager();
    const locks: LockManagerLike = {
      request(name, callback) {
        events.push(`lock ${name}`);
        return inner.request(name, async () => {
          const result = await callback();
          events.push(`unlock ${name}`);
          return result;
        });
      },
    };
    const crossTabLogout: CrossTabLogout = {
      announce: (signal) => events.push(`announce ${signal}`),
      subscribe: () => () => undefined,
      close: () => undefined,
    };
    const tab = await signedIn(locks, {
      crossTabLogout,
      onSessionEnded: () => events.push('forget the person'),
    });
    server.use(
      http.post(REVOCATION_ENDPOINT, async ({ request }) => {
        const token = new URLSearchParams(await request.text()).get('token');
        const stored = localStorage.getItem(USER_KEY) === null ? 'gone' : 'still stored';
        events.push(`revoke ${token} (${stored}, signed in: ${tab.auth.isAuthenticated()})`);
        return HttpResponse.json({});
      }),
    );

    await tab.auth.logout();

    expect(events).toEqual([
      `lock ${TOKEN_REFRESH_LOCK_NAME}`,
      'announce logout',
      'forget the person',
      `revoke ${provider.refreshToken} (gone, signed in: false)`,
      `revoke ${provider.accessToken} (gone, signed in: false)`,
      `unlock ${TOKEN_REFRESH_LOCK_NAME}`,
    ]);
    expect(tab.onTokensCleared).toHaveBeenCalledWith('logout');
  });

  it('waits for a refresh another tab is running, and revokes the tokens it rotated', async () => {
    const locks = createInTabLockManager();
    const leaving = await signedIn(locks);
    const refreshing = await restored(locks);
    const spent = provider.refreshToken;
    let reachProvider = () => undefined as void;
    const providerReached = new Promise<void>((reached) => {
      reachProvider = reached;
    });
    let answer = () => undefined as void;
    server.use(
      http.post(TOKEN_ENDPOINT, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        provider.liveRefreshTokens.delete(body.get('refresh_token') ?? '');
        reachProvider();
        await new Promise<void>((answered) => {
          answer = answered;
        });
        return HttpResponse.json(provider.issue());
      }),
    );

    const refreshed = refreshing.auth.refresh();
    await providerReached;
    const loggedOut = leaving.auth.logout();
    await vi.advanceTimersByTimeAsync(0);
    expect(provider.revoked).toEqual([]);
    answer();
    await vi.advanceTimersByTimeAsync(250);
    await Promise.all([refreshed, loggedOut]);

    expect(provider.refreshToken).not.toBe(spent);
    expect(provider.revoked).toEqual([provider.refreshToken, provider.accessToken]);
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    deliverStorageWrite(LOGOUT_SIGNAL_STORAGE_KEY, refreshing);
    expect(refreshing.auth.getUser()).toBeNull();
    expect(refreshing.onTokensCleared).toHaveBeenCalledWith('logout-in-other-tab');
  });

  it('a tab that heard of it signs nobody in, even when its own refresh is refused afterwards', async () => {
    const locks = createInTabLockManager();
    await signedIn(locks);
    const onLoginRequired = vi.fn();
    const hearing = await restored(locks, { responseType: 'code', onLoginRequired });
    let answer = () => undefined as void;
    server.use(
      http.post(
        TOKEN_ENDPOINT,
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }));
          }),
      ),
    );
    const refresh = hearing.auth.refresh().catch((error: unknown) => error);
    await vi.waitFor(() => expect(answer).not.toBe(undefined));
    await vi.advanceTimersByTimeAsync(0);

    createCrossTabLogout({
      eventSource: new EventTarget() as unknown as Window,
      createChannel: null,
    }).announce('logout');
    deliverStorageWrite(LOGOUT_SIGNAL_STORAGE_KEY, hearing);
    const signalAfterLogout = localStorage.getItem(LOGOUT_SIGNAL_STORAGE_KEY);
    answer();
    await refresh;

    expect(onLoginRequired).not.toHaveBeenCalled();
    expect(hearing.auth.getUser()).toBeNull();
    expect(hearing.auth.sessionEnded()).toBe(true);
    expect(decideSignedOutAction(hearing.auth.sessionEnded())).toBe('stay-signed-out');
    // Nothing to tell the others: the session had already ended.
    expect(localStorage.getItem(LOGOUT_SIGNAL_STORAGE_KEY)).toBe(signalAfterLogout);
  });

  it('a tab without a session ignores it', async () => {
    const anonymous = browserTab(createInTabLockManager());
    createCrossTabLogout({
      eventSource: new EventTarget() as unknown as Window,
      createChannel: null,
    }).announce('logout');
    deliverStorageWrite(LOGOUT_SIGNAL_STORAGE_KEY, anonymous);
    expect(anonymous.auth.sessionEnded()).toBe(false);
    expect(anonymous.onTokensCleared).not.toHaveBeenCalled();
  });

  it('the next sign-in in the same tab behaves: its refused refresh ends it as usual', async () => {
    const tab = await signedIn(createInTabLockManager());
    await tab.auth.logout();
    expect(tab.auth.sessionEnded()).toBe(true);

    await tab.auth.loginWithPassword(CREDENTIALS);
    expect(tab.auth.sessionEnded()).toBe(false);
    expect(decideSignedOutAction(tab.auth.sessionEnded())).toBe('sign-in');
    provider.liveRefreshTokens = new Set();
    await expect(tab.auth.refresh()).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(tab.onTokensCleared).toHaveBeenLastCalledWith('refresh-failed');
  });
});

describe('every end of a session forgets the person (docs/adr/0412)', () => {
  const locks = () => createInTabLockManager();
  it.each<[string, (tab: BrowserTab) => Promise<unknown>]>([
    ['logout (menu, idle, officer, tenant error)', (tab) => tab.auth.logout()],
    ['a tenant that no longer resolves', (tab) => tab.auth.clearTokens('tenant-unavailable')],
    [
      'an expired token without a refresh token',
      (tab) => tab.auth.clearTokens('expired-without-refresh-token'),
    ],
    [
      'a refused refresh',
      async (tab) => {
        provider.liveRefreshTokens = new Set();
        await tab.auth.refresh().catch(() => undefined);
      },
    ],
    [
      'the remember-me rule at start',
      async () => {
        const next = browserTab(locks());
        next.cookies.jar.clear();
        await next.auth.restore();
        expect(next.onSessionEnded).toHaveBeenCalled();
      },
    ],
  ])('%s', async (_label, end) => {
    const tab = await signedIn(locks());
    localStorage.setItem(PERSON, 'true');
    localStorage.setItem(STORAGE_KEYS.isCompleteRegistration, 'true');
    await end(tab);
    expect(localStorage.getItem(PERSON)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isCompleteRegistration)).toBeNull();
  });

  it('another tab’s logout', async () => {
    const shared = locks();
    await signedIn(shared);
    const hearing = await restored(shared);
    createCrossTabLogout({
      eventSource: new EventTarget() as unknown as Window,
      createChannel: null,
    }).announce('logout');
    deliverStorageWrite(LOGOUT_SIGNAL_STORAGE_KEY, hearing);
    expect(hearing.onSessionEnded).toHaveBeenCalledOnce();
  });
});

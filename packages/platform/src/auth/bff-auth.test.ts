import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGOUT_SIGNAL_STORAGE_KEY } from '../constants';
import { toHttpErrorInfo } from '../errors/read-http-error';
import { createCrossTabLogout } from '../session/cross-tab-logout';
import { createCrossTabSignIn } from '../session/cross-tab-sign-in';
import { completedRegistrationKey } from '../session/per-user-state';
import type { AuthTimers } from './application-auth';
import { classifySignInFailure } from './auth-decisions';
import { createBffAuth, type BffAuthOptions } from './bff-auth';
import { BffSignInError } from './bff-sign-in-error';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const SESSION_END = '2026-11-26T18:00:00.000Z';
const SIGNED_IN = {
  isAuthenticated: true,
  sub: 'investor-1',
  userName: 'investor',
  name: null,
  roles: [],
  tenantId: null,
  sessionExpiresAt: SESSION_END,
};
const PERSON = completedRegistrationKey('investor-1');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A clock the test moves, and the one timer the session-expiry watch sets. */
function fakeTimers() {
  let now = NOW;
  const pending = new Map<number, { at: number; callback: () => void }>();
  let next = 0;
  const timers: AuthTimers = {
    now: () => now,
    setTimeout: (callback, ms) => {
      next += 1;
      pending.set(next, { at: now + ms, callback });
      return next;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  const advanceTo = (at: number) => {
    now = at;
    for (const [handle, timer] of [...pending]) {
      if (timer.at > now) continue;
      pending.delete(handle);
      timer.callback();
    }
  };
  return { timers, advanceTo, pending };
}

function bffAuth(overrides: Partial<BffAuthOptions> = {}) {
  const events: string[] = [];
  const logger = { warn: vi.fn() };
  const onTokensCleared = vi.fn();
  const onLogoutFailed = vi.fn();
  const clock = fakeTimers();
  const auth = createBffAuth({
    getLanguage: () => 'en',
    getTenantId: () => null,
    logger,
    onTokensCleared,
    onLogoutFailed,
    onSessionEnded: () => events.push('person forgotten'),
    navigate: (path) => events.push(`navigate ${path}`),
    timers: clock.timers,
    ...overrides,
  });
  return { auth, events, logger, onTokensCleared, onLogoutFailed, clock };
}

const answerUser = (body: JsonBodyType) =>
  server.use(http.get('/bff/user', () => HttpResponse.json(body)));

describe('createBffAuth: restore from GET /bff/user', () => {
  it('restores the signed-in person from a same-origin request, and never holds a token', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get('/bff/user', ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json(SIGNED_IN);
      }),
    );
    const { auth, logger } = bffAuth();

    await expect(auth.restore()).resolves.toBe('restored');

    expect(credentials).toBe('same-origin');
    expect(auth.isAuthenticated()).toBe(true);
    expect(auth.getAccessToken()).toBeNull();
    await expect(auth.accessTokenForRequest()).resolves.toBeNull();
    expect(auth.tokensHeldBy).toBe('bff');
    // The BFF runs the code flow: every screen behaves as in code mode.
    expect(auth.mode).toBe('code');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('starts signed out when the BFF says nobody is signed in', async () => {
    answerUser({ isAuthenticated: false });
    const { auth, logger } = bffAuth();

    await expect(auth.restore()).resolves.toBe('anonymous');

    expect(auth.isAuthenticated()).toBe(false);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a session without its end', { ...SIGNED_IN, sessionExpiresAt: undefined }],
    ['a session end that is no date', { ...SIGNED_IN, sessionExpiresAt: 'soon' }],
    ['a session without a subject', { ...SIGNED_IN, sub: '' }],
    ['no isAuthenticated', { sub: 'investor-1' }],
  ])('starts signed out, with a warning, on a malformed answer: %s', async (_, body) => {
    answerUser(body);
    const { auth, logger } = bffAuth();

    await expect(auth.restore()).resolves.toBe('anonymous');

    expect(auth.isAuthenticated()).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('is not a BFF answer'));
  });

  it.each([
    ['no answer', () => HttpResponse.error()],
    ['a bad gateway', () => new HttpResponse(null, { status: 502 })],
    ['the page instead of the BFF', () => HttpResponse.html('<!doctype html><title>Sahm</title>')],
  ])('starts signed out, with a warning, when the BFF is unreachable: %s', async (_, answer) => {
    server.use(http.get('/bff/user', answer));
    const { auth, logger } = bffAuth();

    await expect(auth.restore()).resolves.toBe('anonymous');

    expect(auth.isAuthenticated()).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('did not answer'),
      expect.anything(),
    );
  });
});

describe('createBffAuth: the session in time (SPEC §4 idle warning, docs/adr/0461)', () => {
  it('is valid until sessionExpiresAt, then ends here: the person forgotten, configuration reloaded', async () => {
    answerUser(SIGNED_IN);
    localStorage.setItem(PERSON, 'true');
    const { auth, clock, events, onTokensCleared } = bffAuth();
    await auth.restore();
    const stop = auth.startTokenExpiryTimer();

    clock.advanceTo(Date.parse(SESSION_END) - 1);
    expect(auth.isAuthenticated()).toBe(true);
    expect(events).toEqual([]);

    clock.advanceTo(Date.parse(SESSION_END));
    expect(auth.isAuthenticated()).toBe(false);
    expect(events).toEqual(['person forgotten']);
    expect(localStorage.getItem(PERSON)).toBeNull();
    expect(onTokensCleared).toHaveBeenCalledWith('session-expired');
    stop();
  });
});

describe('createBffAuth: login', () => {
  it('goes to /bff/login with the judged return path, the tenant and the culture', async () => {
    const { auth, events } = bffAuth({ getTenantId: () => 'tenant-1', getLanguage: () => 'ar' });

    void auth.login('/wallet?tab=2#deposits');

    const target = new URL(events[0]!.replace('navigate ', ''), 'https://sahm.example');
    expect(target.pathname).toBe('/bff/login');
    expect([...target.searchParams]).toEqual([
      ['returnTo', '/wallet?tab=2#deposits'],
      ['__tenant', 'tenant-1'],
      ['culture', 'ar'],
    ]);
  });

  it.each(['//evil.example/', 'https://evil.example/', '/%2e%2e//evil.example'])(
    'returns to / instead of %s, and names no tenant when there is none',
    (returnTo) => {
      const { auth, events } = bffAuth();

      void auth.login(returnTo);

      expect(events).toEqual(['navigate /bff/login?returnTo=%2F&culture=en']);
    },
  );
});

describe('createBffAuth: logout', () => {
  it('ends the BFF session, then tells every tab and forgets the person before leaving (ADR 0410)', async () => {
    answerUser(SIGNED_IN);
    localStorage.setItem(PERSON, 'true');
    const { auth, events } = bffAuth({
      crossTabLogout: {
        announce: (signal) => events.push(`announce ${signal}`),
        subscribe: () => () => undefined,
        close: () => undefined,
      },
    });
    await auth.restore();
    let headers: Headers | undefined;
    server.use(
      http.post('/bff/logout', ({ request }) => {
        headers = request.headers;
        events.push('BFF session ended');
        return HttpResponse.json({ redirectTo: '/bff/end-session' });
      }),
    );

    void auth.logout();
    await vi.waitFor(() => expect(events).toHaveLength(4));

    expect(events).toEqual([
      'BFF session ended',
      'announce logout',
      'person forgotten',
      'navigate /bff/end-session',
    ]);
    expect(headers?.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers?.get('Accept-Language')).toBe('en');
    expect(localStorage.getItem(PERSON)).toBeNull();
    expect(auth.isAuthenticated()).toBe(false);
    expect(auth.sessionEnded()).toBe(true);
  });

  it('goes only to a path on this origin', async () => {
    server.use(
      http.post('/bff/logout', () => HttpResponse.json({ redirectTo: 'https://evil.example/' })),
    );
    const { auth, events } = bffAuth();

    void auth.logout();
    await vi.waitFor(() => expect(events).toContain('navigate /'));
  });

  it('keeps the person signed in and reports a BFF that cannot be reached as a request without an answer', async () => {
    answerUser(SIGNED_IN);
    const { auth, events, onLogoutFailed } = bffAuth();
    await auth.restore();
    server.use(http.post('/bff/logout', () => HttpResponse.error()));

    await expect(auth.logout()).resolves.toBeUndefined();

    expect(toHttpErrorInfo(onLogoutFailed.mock.calls[0]?.[0])).toMatchObject({
      kind: 'network',
      status: 0,
      statusText: 'Unknown Error',
    });
    expect(events).toEqual([]);
    expect(auth.isAuthenticated()).toBe(true);
    expect(auth.sessionEnded()).toBe(false);
  });

  it("reports the BFF's refusal in ABP's error shape, the person still signed in", async () => {
    answerUser(SIGNED_IN);
    const { auth, events, onLogoutFailed } = bffAuth();
    await auth.restore();
    const refusal = { error: { code: 'Sahm.Bff:CrossSiteRequestRefused', message: 'Refused.' } };
    server.use(
      http.post('/bff/logout', () =>
        HttpResponse.json(refusal, { status: 403, headers: { _AbpErrorFormat: 'true' } }),
      ),
    );

    await auth.logout();

    const info = toHttpErrorInfo(onLogoutFailed.mock.calls[0]?.[0]);
    expect(info).toMatchObject({ kind: 'http', status: 403, body: refusal });
    expect(info.headers.get('_AbpErrorFormat')).toBe('true');
    expect(events).toEqual([]);
    expect(auth.isAuthenticated()).toBe(true);
  });

  it('clearTokens ends the BFF session without leaving the page', async () => {
    answerUser(SIGNED_IN);
    const ended = vi.fn();
    server.use(
      http.post('/bff/logout', () => {
        ended();
        return HttpResponse.json({ redirectTo: '/bff/end-session' });
      }),
    );
    const { auth, events, onTokensCleared } = bffAuth();
    await auth.restore();

    await auth.clearTokens('tenant-unavailable');

    expect(ended).toHaveBeenCalledOnce();
    expect(events).toEqual(['person forgotten']);
    expect(onTokensCleared).toHaveBeenCalledWith('tenant-unavailable');
    expect(auth.isAuthenticated()).toBe(false);
  });
});

describe("createBffAuth: another tab's logout (docs/adr/0410)", () => {
  it('forgets the person and is signed out, ended on purpose, with no sign-in started', async () => {
    answerUser(SIGNED_IN);
    const thisTab = new EventTarget() as unknown as Window;
    const { auth, events, onTokensCleared } = bffAuth({
      crossTabLogout: createCrossTabLogout({ eventSource: thisTab, createChannel: null }),
    });
    await auth.restore();
    localStorage.setItem(PERSON, 'true');

    // What the browser delivers here when another tab announces its logout.
    thisTab.dispatchEvent(
      new StorageEvent('storage', { key: LOGOUT_SIGNAL_STORAGE_KEY, newValue: `logout ${NOW}` }),
    );

    expect(auth.isAuthenticated()).toBe(false);
    expect(auth.sessionEnded()).toBe(true);
    expect(events).toEqual(['person forgotten']);
    expect(localStorage.getItem(PERSON)).toBeNull();
    expect(onTokensCleared).toHaveBeenCalledWith('logout-in-other-tab');
  });
});

/** BroadcastChannels of one browser: a message reaches every other channel of the same name. */
function browserChannels() {
  const open = new Set<{ name: string; target: EventTarget }>();
  return (name: string) => {
    const target = new EventTarget();
    const self = { name, target };
    open.add(self);
    return Object.assign(target, {
      postMessage(data: unknown) {
        for (const other of open) {
          if (other !== self && other.name === name) {
            other.target.dispatchEvent(new MessageEvent('message', { data }));
          }
        }
      },
      close: () => open.delete(self),
    }) as unknown as BroadcastChannel;
  };
}

describe("createBffAuth: another tab's sign-in (issue 28 C9)", () => {
  it('a signed-out tab asks the BFF when another tab finds the session, and takes it', async () => {
    const channels = browserChannels();
    answerUser({ isAuthenticated: false });
    const onSignedInInOtherTab = vi.fn();
    const home = bffAuth({
      crossTabSignIn: createCrossTabSignIn({ createChannel: channels }),
      onSignedInInOtherTab,
    });
    expect(await home.auth.restore()).toBe('anonymous');
    const changed = vi.fn();
    home.auth.subscribe(changed);

    // The other tab comes back from the BFF's sign-in: its start finds the session.
    answerUser(SIGNED_IN);
    const signingIn = bffAuth({
      crossTabSignIn: createCrossTabSignIn({ createChannel: channels }),
    });
    expect(await signingIn.auth.restore()).toBe('restored');

    await vi.waitFor(() => expect(home.auth.isAuthenticated()).toBe(true));
    expect(changed).toHaveBeenCalledOnce();
    expect(onSignedInInOtherTab).toHaveBeenCalledOnce();
    expect(home.auth.sessionEnded()).toBe(false);
  });

  it('takes nothing the BFF does not confirm, and a signed-in tab does not ask', async () => {
    const channels = browserChannels();
    let asked = 0;
    server.use(
      http.get('/bff/user', () => {
        asked += 1;
        return HttpResponse.json({ isAuthenticated: false });
      }),
    );
    const onSignedInInOtherTab = vi.fn();
    const home = bffAuth({
      crossTabSignIn: createCrossTabSignIn({ createChannel: channels }),
      onSignedInInOtherTab,
    });
    await home.auth.restore();
    const other = createCrossTabSignIn({ createChannel: channels });

    // A message alone proves nothing: the BFF says nobody is signed in.
    other.announce();
    await vi.waitFor(() => expect(asked).toBe(2));
    expect(home.auth.isAuthenticated()).toBe(false);
    expect(onSignedInInOtherTab).not.toHaveBeenCalled();

    answerUser(SIGNED_IN);
    const signedIn = bffAuth({ crossTabSignIn: createCrossTabSignIn({ createChannel: channels }) });
    await signedIn.auth.restore();
    await vi.waitFor(() => expect(home.auth.isAuthenticated()).toBe(true));
    let askedAgain = 0;
    server.use(
      http.get('/bff/user', () => {
        askedAgain += 1;
        return HttpResponse.json(SIGNED_IN);
      }),
    );
    other.announce();
    await new Promise((settled) => setTimeout(settled, 20));
    expect(askedAgain).toBe(0);
  });
});

describe('createBffAuth: a sign-in the BFF could not complete (/?signInError=)', () => {
  it('is recognised on / only, and rejects with the BFF code', async () => {
    const { auth } = bffAuth();
    const returning = new URL('https://sahm.example/?signInError=state_mismatch');

    expect(auth.isSignInCallback(returning)).toBe(true);
    expect(auth.isSignInCallback(new URL('https://sahm.example/'))).toBe(false);
    expect(auth.isSignInCallback(new URL('https://sahm.example/wallet?signInError=x'))).toBe(false);
    await expect(auth.completeSignIn(returning)).rejects.toEqual(
      new BffSignInError('state_mismatch'),
    );
  });

  it('is told as unreachable for provider_unreachable and as failed otherwise (ADR 0431)', () => {
    expect(classifySignInFailure(new BffSignInError('provider_unreachable'))).toBe('unreachable');
    for (const code of ['login_expired', 'state_mismatch', 'sign_in_refused', '']) {
      expect(classifySignInFailure(new BffSignInError(code))).toBe('failed');
    }
  });
});

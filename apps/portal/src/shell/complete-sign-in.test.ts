import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBffAuth, type ApplicationAuth } from '@sahm/platform';
import { completeSignInIfReturning } from './complete-sign-in';
import { rememberReturnPath, RETURN_AFTER_SIGN_IN_KEY } from './return-path';
import { createSignInFailures } from './sign-in-failures';
import { takeSignInLanding } from './sign-in-landing';

const SIGNED_IN = {
  isAuthenticated: true,
  sub: 'investor-1',
  sessionExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(http.get('/bff/user', () => HttpResponse.json(SIGNED_IN))));
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

function start(address: string) {
  window.history.replaceState(null, '', address);
  const navigations: string[] = [];
  const auth = createBffAuth({
    getLanguage: () => 'ar',
    getTenantId: () => null,
    navigate: (path) => navigations.push(path),
  });
  const failures = createSignInFailures();
  const logger = { error: vi.fn() };
  return { auth, failures, logger, navigations };
}

describe('completeSignInIfReturning in bff mode (docs/adr/0461)', () => {
  it.each([
    ['provider_unreachable', 'unreachable'],
    ['state_mismatch', 'failed'],
    ['sign_in_refused', 'failed'],
  ])(
    'tells /?signInError=%s as %s, drops it from the address bar and restores',
    async (code, kind) => {
      const { auth, failures, logger } = start(`/?signInError=${code}`);

      await completeSignInIfReturning(auth, logger, failures);

      expect(failures.take()?.kind).toBe(kind);
      expect(window.location.pathname).toBe('/');
      expect(window.location.search).toBe('');
      expect(logger.error).toHaveBeenCalledOnce();
      expect(auth.isAuthenticated()).toBe(true);
    },
  );

  it('tries again for the page the failed sign-in set out for (ADR 0433)', async () => {
    rememberReturnPath('/wallet?tab=2');
    const { auth, failures, logger, navigations } = start('/?signInError=provider_unreachable');
    await completeSignInIfReturning(auth, logger, failures);

    void failures.take()?.retry();

    expect(navigations).toEqual(['/bff/login?returnTo=%2Fwallet%3Ftab%3D2&culture=ar']);
  });

  it('forgets the return path once a start finds the person signed in: the sign-in completed', async () => {
    rememberReturnPath('/wallet');
    const { auth, failures, logger } = start('/wallet');

    await completeSignInIfReturning(auth, logger, failures);

    expect(sessionStorage.getItem(RETURN_AFTER_SIGN_IN_KEY)).toBeNull();
    expect(failures.take()).toBeNull();
    expect(window.location.pathname).toBe('/wallet');
    expect(takeSignInLanding('/wallet')).toBe(true);
  });

  it('marks no landing on a signed-in start that no sign-in of this tab set out for: a reload', async () => {
    const { auth, failures, logger } = start('/wallet');

    await completeSignInIfReturning(auth, logger, failures);

    expect(takeSignInLanding('/wallet')).toBe(false);
  });

  it('keeps the return path for the next sign-in when nobody is signed in', async () => {
    server.use(http.get('/bff/user', () => HttpResponse.json({ isAuthenticated: false })));
    rememberReturnPath('/wallet');
    const { auth, failures, logger } = start('/');

    await completeSignInIfReturning(auth, logger, failures);

    expect(sessionStorage.getItem(RETURN_AFTER_SIGN_IN_KEY)).toBe('/wallet');
  });
});

describe('completeSignInIfReturning in browser mode', () => {
  it('marks where the completed sign-in lands, and drops the code from the address bar', async () => {
    window.history.replaceState(null, '', '/signin-callback?code=one-time&state=s');
    const restore = vi.fn(async () => 'none' as const);
    const auth = {
      tokensHeldBy: 'browser',
      isSignInCallback: () => true,
      completeSignIn: async () => '/investment?sector=2',
      restore,
    } as unknown as ApplicationAuth;

    await completeSignInIfReturning(auth, { error: vi.fn() }, createSignInFailures());

    expect(window.location.pathname + window.location.search).toBe('/investment?sector=2');
    expect(restore).not.toHaveBeenCalled();
    expect(takeSignInLanding('/investment')).toBe(true);
  });
});

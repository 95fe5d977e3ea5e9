import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createHttpClient,
  createSessionStore,
  loadApplicationConfiguration,
  type SessionTenant,
} from '@sahm/platform';
import {
  SEEDED_IDS,
  createPlatformHandlers,
  createPlatformMockStore,
  identifyFakeAccessToken,
} from '@sahm/platform/mocks';
import { testEnvironment } from '../testing/test-environment';
import { decideHttpError } from './decide-http-error';
import { loadStartupConfiguration } from './startup-configuration';
import { rememberUnavailableTenant, takeUnavailableTenant } from './unavailable-tenant';

const API = 'https://api.sahm.example';
const store = createPlatformMockStore({ inactiveDemoTenant: true });
const server = setupServer(...createPlatformHandlers(store, { identify: identifyFakeAccessToken }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  store.reset();
});
afterAll(() => server.close());

/** What a page on another origin can read of an answer: ABP's CORS exposes `_AbpErrorFormat` only. */
async function crossOriginFetch(input: RequestInfo | URL, init?: RequestInit) {
  const response = await fetch(input, init);
  const visible = new Headers();
  for (const name of ['content-type', '_AbpErrorFormat']) {
    const value = response.headers.get(name);
    if (value !== null) visible.set(name, value);
  }
  return new Response(response.body, { status: response.status, headers: visible });
}

function start(tenant: SessionTenant | null, { crossOrigin = true, signedIn = false } = {}) {
  const session = createSessionStore({ storage: sessionStorage });
  session.update({ tenant });
  const http = createHttpClient({
    baseUrl: API,
    getAccessToken: () => null,
    getLanguage: () => 'en',
    getTenantId: () => session.get().tenant?.id ?? null,
    ...(crossOrigin ? { fetch: crossOriginFetch } : {}),
  });
  const auth = { isAuthenticated: () => signedIn, clearTokens: vi.fn(async () => {}) };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const run = () =>
    loadStartupConfiguration({
      load: () => loadApplicationConfiguration(queryClient, http),
      http,
      session,
      auth,
      decide: (error) => decideHttpError(error, testEnvironment()),
    });
  return { session, auth, run };
}

const stale = { id: '0b8f2c3d-0000-4000-8000-00000000dead', name: 'globex', isAvailable: true };
const initech = { id: SEEDED_IDS.tenants.initech, name: 'initech', isAvailable: true };

describe('the first configuration while the stored tenant no longer resolves (ADR 0320)', () => {
  it('from another origin: looks the tenant up, drops it and starts as the host', async () => {
    const { session, run } = start(stale);
    const { configuration, unavailableTenant } = await run();
    expect(unavailableTenant).toBe('globex');
    expect(session.get().tenant).toBeNull();
    expect(configuration.currentTenant).toMatchObject({ id: null, isAvailable: false });
  });

  it('on the same origin, where the header is read: the same, and the inactive tenant too', async () => {
    const { session, run } = start(initech, { crossOrigin: false });
    expect((await run()).unavailableTenant).toBe('initech');
    expect(session.get().tenant).toBeNull();
  });

  it('drops the tokens too when someone was signed in to the tenant switched off', async () => {
    const { session, auth, run } = start(initech, { signedIn: true });
    await run();
    expect(auth.clearTokens).toHaveBeenCalledWith('tenant-unavailable');
    expect(session.get().tenant).toBeNull();
  });

  it('keeps a stored tenant that is fine, and leaves other failures to the start-up', async () => {
    const acme = { id: SEEDED_IDS.tenants.acme, name: 'acme', isAvailable: true };
    const fine = start(acme);
    expect((await fine.run()).configuration.currentTenant).toMatchObject({ name: 'acme' });
    expect(fine.session.get().tenant).toEqual(acme);

    // A failure that is not about the tenant is the start-up's own: no lookup, nothing dropped.
    server.use(
      http.get(
        '*/api/abp/application-configuration',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const failing = start(acme);
    await expect(failing.run()).rejects.toThrow(/500/);
    expect(failing.session.get().tenant).toEqual(acme);
  });
});

describe('the notice kept across the sign-out redirect', () => {
  it('is read once', () => {
    rememberUnavailableTenant('acme', sessionStorage);
    expect(takeUnavailableTenant(sessionStorage)).toBe('acme');
    expect(takeUnavailableTenant(sessionStorage)).toBeNull();
  });
});

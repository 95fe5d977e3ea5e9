import { Theme } from '@radix-ui/themes';
import { act, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { HTTPError } from 'ky';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PlatformProvider,
  createHttpClient,
  createSessionStore,
  type AuthMode,
  type AuthPort,
  type SessionTenant,
} from '@sahm/platform';
import {
  SEEDED_IDS,
  createPlatformHandlers,
  createPlatformMockStore,
  identifyFakeAccessToken,
} from '@sahm/platform/mocks';
import { clearToasts, Toaster } from '@sahm/ui';
import { configuredQueryClient } from '../testing/configured-query-client';
import { testEnvironment } from '../testing/test-environment';
import { createHttpErrorChannel } from './http-errors';
import { createRequestTracker } from './request-tracker';
import { ShellContext, type ShellServices } from './shell-context';
import { takeUnavailableTenant } from './unavailable-tenant';
import { useLeaveUnavailableTenant } from './use-leave-unavailable-tenant';

const API = 'https://api.sahm.example';
const store = createPlatformMockStore({ inactiveDemoTenant: true });
const server = setupServer(...createPlatformHandlers(store, { identify: identifyFakeAccessToken }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  clearToasts();
  sessionStorage.clear();
});
afterAll(() => server.close());

const initech = { id: SEEDED_IDS.tenants.initech, name: 'initech', isAvailable: true };
const acme = { id: SEEDED_IDS.tenants.acme, name: 'acme', isAvailable: true };
/** What `describeHttpError` answers a 404 whose tenant header another origin cannot read. */
const suspected = { clearTenantAndLogout: false, recheckTenant: true };

type Leave = ReturnType<typeof useLeaveUnavailableTenant>;

function Probe({ onReady }: { onReady: (leave: Leave) => void }) {
  const leave = useLeaveUnavailableTenant();
  useEffect(() => {
    onReady(leave);
  }, [leave, onReady]);
  return null;
}

function renderLeave(
  tenant: SessionTenant,
  { signedIn = false, authMode = 'code' as AuthMode } = {},
) {
  const session = createSessionStore({ storage: sessionStorage });
  session.update({ tenant });
  const auth: AuthPort = {
    getAccessToken: () => null,
    isAuthenticated: () => signedIn,
    login: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
  };
  const http = createHttpClient({
    baseUrl: API,
    getAccessToken: () => null,
    getLanguage: () => 'en',
    getTenantId: () => session.get().tenant?.id ?? null,
  });
  const services: ShellServices = {
    requests: createRequestTracker(),
    session,
    errors: createHttpErrorChannel(),
    tenantSource: 'session',
    startupTenantUnavailable: null,
    authMode,
    loginWithPassword: async () => {},
  };
  let leave: Leave = async () => false;
  render(
    <PlatformProvider
      environment={testEnvironment({ apis: { default: { url: API } } })}
      http={http}
      auth={auth}
      queryClient={configuredQueryClient('en')}
    >
      <ShellContext.Provider value={services}>
        <Theme>
          <Toaster label="Notifications" closeLabel="Close" />
          <Probe onReady={(ready) => (leave = ready)} />
        </Theme>
      </ShellContext.Provider>
    </PlatformProvider>,
  );
  const run = async (decision = suspected) => {
    let left = false;
    await act(async () => {
      left = await leave(decision);
    });
    return left;
  };
  /** Failures of requests sent with `tenantId`, reported together. */
  const runTogether = async (tenantId: string, count: number) => {
    const failed = () =>
      new HTTPError(
        new Response(null, { status: 404 }),
        new Request(`${API}/api/app/thing`, { headers: { __tenant: tenantId } }),
        {} as never,
      );
    let results: boolean[] = [];
    await act(async () => {
      results = await Promise.all(Array.from({ length: count }, () => leave(suspected, failed())));
    });
    return results;
  };
  return { session, auth, run, runTogether };
}

describe('leaving a tenant that no longer resolves (ADR 0320)', () => {
  it('an anonymous visitor: the inactive tenant is dropped and named in the toast', async () => {
    const { session, auth, run } = renderLeave(initech);
    expect(await run()).toBe(true);
    expect(session.get().tenant).toBeNull();
    expect(await screen.findByText('Given tenant is not available: initech')).toBeInTheDocument();
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('signed in with the provider: signed out, the notice kept for the next start', async () => {
    const { auth, run } = renderLeave(initech, { signedIn: true });
    expect(await run()).toBe(true);
    expect(auth.logout).toHaveBeenCalledOnce();
    expect(takeUnavailableTenant()).toBe('initech');
  });

  it('signed in with a password: signed out and told at once', async () => {
    const { auth, run } = renderLeave(initech, { signedIn: true, authMode: 'password' });
    expect(await run()).toBe(true);
    expect(auth.logout).toHaveBeenCalledOnce();
    expect(await screen.findByText('Given tenant is not available: initech')).toBeInTheDocument();
  });

  it('requests failing together are settled once: one look-up, one notice, the rest stale', async () => {
    const { auth, runTogether } = renderLeave(initech, { signedIn: true, authMode: 'password' });
    expect(await runTogether(initech.id, 3)).toEqual([true, true, true]);
    expect(auth.logout).toHaveBeenCalledOnce();
    expect(await screen.findAllByText('Given tenant is not available: initech')).toHaveLength(1);
  });

  it('a tenant that is fine stays, and nothing happens', async () => {
    const { session, auth, run } = renderLeave(acme, { signedIn: true });
    expect(await run()).toBe(false);
    expect(session.get().tenant).toEqual(acme);
    expect(auth.logout).not.toHaveBeenCalled();
    expect(await run({ clearTenantAndLogout: false, recheckTenant: false })).toBe(false);
  });

  it('the readable header needs no lookup: dropped and signed out as ABP does', async () => {
    const { session, auth, run } = renderLeave(acme, { signedIn: true });
    expect(await run({ clearTenantAndLogout: true, recheckTenant: false })).toBe(true);
    expect(session.get().tenant).toBeNull();
    expect(auth.logout).toHaveBeenCalledOnce();
  });
});

import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { MemoryRouter, UNSAFE_createMemoryHistory, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { fn } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import {
  PlatformProvider,
  createHttpClient,
  createSessionStore,
  type AuthMode,
  type AuthPort,
  type PasswordCredentials,
  type TenantResolution,
} from '@sahm/platform';
import {
  createInvestorHandlers,
  createInvestorMockStore,
  investorSeedsFromUsers,
  investorLocalization,
} from '@sahm/investor-sdk/mocks';
import {
  createPlatformHandlers,
  createPlatformMockStore,
  fakeAccessToken,
  identifyFakeAccessToken,
} from '@sahm/platform/mocks';
import { ALL_PORTAL_TEXTS } from '../i18n/all-texts';
import { RouteTable } from '../routes/RouteTable';
import { ShellContext } from '../shell/shell-context';
import { createHttpErrorChannel } from '../shell/http-errors';
import { createRequestTracker } from '../shell/request-tracker';
import { createLeaveGuard } from '../shell/leave-guard';
import { PortalRouter } from '../shell/PortalRouter';
import { testEnvironment } from './test-environment';

/** Per-story settings: who is signed in (a seeded user id) and where the router starts. */
export interface PortalStoryParameters {
  userId?: string | null;
  path?: string;
  /** A spy auth (see `storyAuth`) when the play function checks login or logout. */
  auth?: AuthPort;
  /** Where the tenant came from at start-up ('host' hides the tenant box); 'none' by default. */
  tenantSource?: TenantResolution['source'];
  /** SPEC §4 sign-in mode; 'code' by default. */
  authMode?: AuthMode;
  /** Password mode's sign-in (a spy or a fake); resolves by default. */
  loginWithPassword?: (credentials: PasswordCredentials) => Promise<void>;
  /**
   * A route table around the story (for layouts that read route `handle`s through
   * `useRouteHandles`), given the story's element to place where the story's component belongs.
   */
  routes?: (story: ReactNode) => RouteObject[];
  /**
   * The portal's own router (a memory history guarded against leaving unsaved input, ADR 0430)
   * instead of a plain MemoryRouter, for stories of that guard.
   */
  guardsLeaving?: boolean;
}

/** The portal's router over a memory history starting at `path`, with its own leave guard. */
function GuardedMemoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [history] = useState(() =>
    UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
  );
  const [guard] = useState(createLeaveGuard);
  return (
    <PortalRouter history={history} guard={guard}>
      {children}
    </PortalRouter>
  );
}

/** `localStorage`'s interface in memory: a story's session (e.g. a switched tenant) dies with it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const resolvedLogin = async () => {};

const storyEnvironment = testEnvironment();

/** The platform's real mock backend, as the sandbox serves it, for `parameters.msw.handlers`. */
export const platformStoryHandlers = createPlatformHandlers(createPlatformMockStore(), {
  identify: identifyFakeAccessToken,
  extraTexts: investorLocalization,
});

/**
 * A fresh investor backend for one story (seeded like the sandbox), plus the platform handlers:
 * `parameters.msw.handlers = investorStoryBackend().handlers`. Put failure handlers
 * (`createFailureHandlers`) or never-answering ones before these to show error and loading states.
 */
export function investorStoryBackend() {
  const platform = createPlatformMockStore();
  const store = createInvestorMockStore({
    investors: investorSeedsFromUsers(platform.users),
  });
  return {
    store,
    handlers: [
      ...platformStoryHandlers,
      ...createInvestorHandlers(store, { identify: identifyFakeAccessToken }),
    ],
  };
}

/**
 * A fresh platform backend for one story (identity, permissions, tenants, features, account, as
 * the sandbox serves them), so a story that writes starts from the seed:
 * `parameters.msw.handlers = adminStoryBackend().handlers`.
 */
export function adminStoryBackend() {
  const store = createPlatformMockStore();
  return {
    store,
    handlers: createPlatformHandlers(store, {
      identify: identifyFakeAccessToken,
      extraTexts: investorLocalization,
    }),
  };
}

export const storyAuth = (signedIn: boolean): AuthPort => ({
  getAccessToken: () => null,
  isAuthenticated: () => signedIn,
  login: fn(async () => {}).mockName('login'),
  logout: fn(async () => {}).mockName('logout'),
});

function StoryPlatform({
  locale,
  userId,
  path,
  auth,
  tenantSource = 'none',
  authMode = 'code',
  loginWithPassword = resolvedLogin,
  routes,
  guardsLeaving = false,
  children,
}: Omit<PortalStoryParameters, 'userId' | 'path'> & {
  locale: string;
  userId: string | null;
  path: string;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const token = userId ? fakeAccessToken(userId) : null;
    const session = createSessionStore({ storage: memoryStorage() });
    const http = createHttpClient({
      baseUrl: window.location.origin,
      getAccessToken: () => token,
      getLanguage: () => locale,
      getTenantId: () => session.get().tenant?.id ?? null,
    });
    return {
      http,
      auth: { ...(auth ?? storyAuth(Boolean(userId))), getAccessToken: () => token },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      services: {
        requests: createRequestTracker(),
        session,
        errors: createHttpErrorChannel(),
        tenantSource,
        startupTenantUnavailable: null,
        authMode,
        loginWithPassword,
      },
    };
  }, [locale, userId, auth, tenantSource, authMode, loginWithPassword]);
  const routed = (
    <Suspense fallback={null}>
      {routes ? <RouteTable routes={routes(children)} /> : children}
    </Suspense>
  );
  return (
    <PlatformProvider
      environment={storyEnvironment}
      http={value.http}
      auth={value.auth}
      queryClient={value.queryClient}
      localTexts={ALL_PORTAL_TEXTS}
    >
      <ShellContext.Provider value={value.services}>
        {guardsLeaving ? (
          <GuardedMemoryRouter path={path}>{routed}</GuardedMemoryRouter>
        ) : (
          <MemoryRouter initialEntries={[path]}>{routed}</MemoryRouter>
        )}
      </ShellContext.Provider>
    </PlatformProvider>
  );
}

/** Renders a portal screen against the mock backend, in the toolbar's language. */
export const withPortalPlatform: Decorator = (Story, context) => {
  const parameters = (context.parameters.portal ?? {}) as PortalStoryParameters;
  return (
    <StoryPlatform
      locale={(context.globals.locale as string | undefined) ?? 'ar'}
      userId={parameters.userId ?? null}
      path={parameters.path ?? '/'}
      auth={parameters.auth}
      tenantSource={parameters.tenantSource}
      authMode={parameters.authMode}
      loginWithPassword={parameters.loginWithPassword}
      routes={parameters.routes}
      guardsLeaving={parameters.guardsLeaving}
    >
      <Story />
    </StoryPlatform>
  );
};

import { Suspense, useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { fn } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import {
  PlatformProvider,
  createHttpClient,
  createSessionStore,
  environmentSchema,
  type AuthPort,
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
import { PORTAL_TEXTS } from '../i18n';
import { ShellContext } from '../shell/shell-context';
import { createHttpErrorChannel } from '../shell/http-errors';
import { createRequestTracker } from '../shell/request-tracker';

/** Per-story settings: who is signed in (a seeded user id) and where the router starts. */
export interface PortalStoryParameters {
  userId?: string | null;
  path?: string;
  /** A spy auth (see `storyAuth`) when the play function checks login or logout. */
  auth?: AuthPort;
}

const storyEnvironment = environmentSchema.parse({
  production: false,
  application: { name: 'Sahm', baseUrl: 'http://localhost' },
  oAuthConfig: {
    issuer: 'http://localhost/',
    clientId: 'Sahm_App',
    responseType: 'code',
    scope: 'openid Sahm',
    requireHttps: false,
  },
  apis: { default: { url: 'http://localhost' } },
});

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
  children,
}: {
  locale: string;
  userId: string | null;
  path: string;
  auth: AuthPort | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const token = userId ? fakeAccessToken(userId) : null;
    const http = createHttpClient({
      baseUrl: window.location.origin,
      getAccessToken: () => token,
      getLanguage: () => locale,
      getTenantId: () => null,
    });
    return {
      http,
      auth: { ...(auth ?? storyAuth(Boolean(userId))), getAccessToken: () => token },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      services: {
        requests: createRequestTracker(),
        session: createSessionStore(),
        errors: createHttpErrorChannel(),
        tenantSource: 'none' as const,
        startupTenantUnavailable: null,
      },
    };
  }, [locale, userId, auth]);
  return (
    <PlatformProvider
      environment={storyEnvironment}
      http={value.http}
      auth={value.auth}
      queryClient={value.queryClient}
      localTexts={PORTAL_TEXTS}
    >
      <ShellContext.Provider value={value.services}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>{children}</Suspense>
        </MemoryRouter>
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
    >
      <Story />
    </StoryPlatform>
  );
};

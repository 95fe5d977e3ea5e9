import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Component, Suspense, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApplicationConfigurationError } from '../config/application-configuration-error';
import { APPLICATION_CONFIGURATION_QUERY_KEY } from '../constants';
import type { Environment } from '../environment/environment-schema';
import { createHttpClient } from '../http/create-http-client';
import { fakeAccessToken, identifyFakeAccessToken } from '../mocks/fake-access-token';
import { createPlatformHandlers } from '../mocks/platform-handlers';
import { SEEDED_IDS, createPlatformMockStore } from '../mocks/platform-mock-store';
import type { AuthPort } from './auth-port';
import { useAuth, useEnvironment } from './platform-context';
import { PlatformProvider } from './PlatformProvider';
import { useCurrentUser } from './use-current-user';
import { useLocalization } from './use-localization';
import { usePolicy } from './use-policy';

const apiUrl = 'https://api.sahm.example';
const store = createPlatformMockStore();
const configurationRequests: Request[] = [];
const localizationRequests: Request[] = [];
const server = setupServer(...createPlatformHandlers(store, { identify: identifyFakeAccessToken }));
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('application-configuration')) configurationRequests.push(request);
  if (request.url.includes('application-localization')) localizationRequests.push(request);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  configurationRequests.length = 0;
  localizationRequests.length = 0;
});
afterAll(() => server.close());

const environment: Environment = {
  production: false,
  application: { name: 'Sahm', baseUrl: 'http://localhost:4200' },
  oAuthConfig: {
    issuer: 'https://auth.sahm.example',
    clientId: 'Sahm_App',
    responseType: 'code',
    scope: 'offline_access Sahm',
    requireHttps: true,
  },
  apis: { default: { url: apiUrl } },
};

function fakeAuth(userId: string | null): AuthPort {
  return {
    getAccessToken: () => (userId ? fakeAccessToken(userId) : null),
    isAuthenticated: () => userId !== null,
    login: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
  };
}

const caughtErrors: unknown[] = [];

class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    caughtErrors.push(error);
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.name}</p> : this.props.children;
  }
}

function renderWithPlatform(
  ui: ReactNode,
  { userId = null as string | null, language = 'ar', queryClient = new QueryClient() } = {},
) {
  const auth = fakeAuth(userId);
  const httpClient = createHttpClient({
    baseUrl: apiUrl,
    getAccessToken: auth.getAccessToken,
    getLanguage: () => language,
    getTenantId: () => null,
  });
  return render(
    <PlatformProvider
      environment={environment}
      http={httpClient}
      auth={auth}
      queryClient={queryClient}
    >
      <ErrorBoundary>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
      </ErrorBoundary>
    </PlatformProvider>,
  );
}

function Shell() {
  const { t, language } = useLocalization();
  const user = useCurrentUser();
  const canManageUsers = usePolicy('AbpIdentity.Users');
  const canManageTenantsOrRoles = usePolicy('AbpTenantManagement.Tenants || AbpIdentity.Roles');
  const { application } = useEnvironment();
  return (
    <main lang={language}>
      <h1>{t('::Menu:Home')}</h1>
      <p>{application.name}</p>
      <p>user: {user.userName ?? 'anonymous'}</p>
      <p>officer: {String(user.hasRole('OperationsOfficer'))}</p>
      <p>users: {String(canManageUsers)}</p>
      <p>tenants or roles: {String(canManageTenantsOrRoles)}</p>
    </main>
  );
}

describe('PlatformProvider', () => {
  it('loads the configuration once and exposes texts, user and policies', async () => {
    renderWithPlatform(
      <>
        <Shell />
        <Shell />
      </>,
      { userId: SEEDED_IDS.users.admin },
    );

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { name: 'الرئيسية' })).toHaveLength(2);
    expect(screen.getAllByText('user: admin')).toHaveLength(2);
    expect(screen.getAllByText('users: true')).toHaveLength(2);
    expect(screen.getAllByText('tenants or roles: true')).toHaveLength(2);
    expect(screen.getAllByText('Sahm')).toHaveLength(2);
    expect(configurationRequests).toHaveLength(1);
    expect(configurationRequests[0]?.headers.get('Authorization')).toBe(
      `Bearer ${fakeAccessToken(SEEDED_IDS.users.admin)}`,
    );
  });

  it("loads its culture's texts once, and a refetched configuration keeps them", async () => {
    const queryClient = new QueryClient();
    renderWithPlatform(<Shell />, { queryClient });
    expect(await screen.findByRole('heading', { name: 'الرئيسية' })).toBeInTheDocument();

    await act(() => queryClient.refetchQueries({ queryKey: APPLICATION_CONFIGURATION_QUERY_KEY }));

    expect(screen.getByRole('heading', { name: 'الرئيسية' })).toBeInTheDocument();
    expect(configurationRequests).toHaveLength(2);
    expect(localizationRequests).toHaveLength(1);
    const asked = new URL(localizationRequests[0]?.url ?? '').searchParams;
    expect(asked.get('cultureName')).toBe('ar');
    expect(asked.get('onlyDynamics')).toBe('false');
  });

  it('follows the request language and the caller identity', async () => {
    renderWithPlatform(<Shell />, { userId: SEEDED_IDS.users.officer, language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('officer: true')).toBeInTheDocument();
    expect(screen.getByText('users: false')).toBeInTheDocument();
  });

  it('describes an anonymous visitor', async () => {
    renderWithPlatform(<Shell />);
    expect(await screen.findByText('user: anonymous')).toBeInTheDocument();
  });

  it('exposes the auth port', () => {
    function AuthProbe() {
      return <p>signed in: {String(useAuth().isAuthenticated())}</p>;
    }
    renderWithPlatform(<AuthProbe />, { userId: SEEDED_IDS.users.investor });
    expect(screen.getByText('signed in: true')).toBeInTheDocument();
  });

  it('turns a schema-breaking configuration into a typed error for the boundary', async () => {
    server.use(
      http.get('*/api/abp/application-configuration', () => HttpResponse.json({ auth: 1 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    caughtErrors.length = 0;

    renderWithPlatform(<Shell />);

    expect(await screen.findByRole('alert')).toHaveTextContent('ApplicationConfigurationError');
    expect(caughtErrors[0]).toBeInstanceOf(ApplicationConfigurationError);
    vi.restoreAllMocks();
  });

  it('turns schema-breaking texts into the same typed error', async () => {
    server.use(
      http.get('*/api/abp/application-localization', () => HttpResponse.json({ resources: 1 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    caughtErrors.length = 0;

    renderWithPlatform(<Shell />);

    expect(await screen.findByRole('alert')).toHaveTextContent('ApplicationConfigurationError');
    expect(caughtErrors[0]).toBeInstanceOf(ApplicationConfigurationError);
    vi.restoreAllMocks();
  });

  it('refuses hooks outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Shell />)).toThrow('inside <PlatformProvider>');
    vi.restoreAllMocks();
  });
});

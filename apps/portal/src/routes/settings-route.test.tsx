import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlatformProvider, createHttpClient } from '@sahm/platform';
import {
  SEEDED_IDS,
  createPlatformHandlers,
  createPlatformMockStore,
  fakeAccessToken,
  identifyFakeAccessToken,
} from '@sahm/platform/mocks';
import { createInvestorHandlers, createInvestorMockStore } from '@sahm/investor-sdk/mocks';
import { testEnvironment } from '../testing/test-environment';
import { portalRoutes } from './routes';

const apiUrl = 'https://api.sahm.example';
const store = createPlatformMockStore();
const server = setupServer(
  ...createPlatformHandlers(store, { identify: identifyFakeAccessToken }),
  // The emailing tab's settings.
  ...createInvestorHandlers(createInvestorMockStore({ investors: [] }), {
    identify: identifyFakeAccessToken,
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  store.reset();
});
afterAll(() => server.close());

const environment = testEnvironment({ apis: { default: { url: apiUrl } } });

/** The element the route table puts at `path`, wherever it is nested. */
function routeElement(routes: RouteObject[], path: string): ReactNode {
  for (const route of routes) {
    if (route.path === path) return route.element;
    const nested = route.children && routeElement(route.children, path);
    if (nested) return nested;
  }
  return undefined;
}

function openSettingsAs(userId: string) {
  const token = fakeAccessToken(userId);
  const auth = {
    getAccessToken: () => token,
    isAuthenticated: () => true,
    login: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
  };
  const http = createHttpClient({
    baseUrl: apiUrl,
    getAccessToken: auth.getAccessToken,
    getLanguage: () => 'en',
    getTenantId: () => null,
  });
  render(
    <PlatformProvider
      environment={environment}
      http={http}
      auth={auth}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/setting-management']}>
        <Suspense fallback={<p>loading</p>}>
          {routeElement(portalRoutes, 'setting-management')}
        </Suspense>
      </MemoryRouter>
    </PlatformProvider>,
  );
}

const forbidden = () => screen.findByText('You are not authorized!');

describe('/setting-management route (SPEC §2)', () => {
  it('opens the settings page while the feature is on and a tab is visible', async () => {
    openSettingsAs(SEEDED_IDS.users.admin);
    expect(await screen.findByRole('tab', { selected: true })).toBeInTheDocument();
    expect(screen.queryByText('You are not authorized!')).not.toBeInTheDocument();
  });

  it("answers 403 when SettingManagement.Enable is 'false', as the menu hides it", async () => {
    store.featureValues.push({
      name: 'SettingManagement.Enable',
      providerName: 'D',
      providerKey: null,
      value: 'false',
    });
    openSettingsAs(SEEDED_IDS.users.admin);
    expect(await forbidden()).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('answers 403 without the emailing policy', async () => {
    openSettingsAs(SEEDED_IDS.users.investor);
    expect(await forbidden()).toBeInTheDocument();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { environmentSchema } from '../environment/environment-schema';
import { createHttpClient } from '../http/create-http-client';
import { fakeAccessToken, identifyFakeAccessToken } from '../mocks/fake-access-token';
import { createPlatformHandlers } from '../mocks/platform-handlers';
import { SEEDED_IDS, createPlatformMockStore } from '../mocks/platform-mock-store';
import { PlatformProvider } from '../react/PlatformProvider';
import { createToolbarRegistry, type ToolbarItem } from './toolbar-registry';
import { useToolbarItems } from './use-toolbar-items';

const apiUrl = 'https://api.sahm.example';
const server = setupServer(
  ...createPlatformHandlers(createPlatformMockStore(), { identify: identifyFakeAccessToken }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const environment = environmentSchema.parse({
  production: false,
  application: { name: 'Sahm', baseUrl: 'http://localhost' },
  oAuthConfig: {
    issuer: 'http://localhost/',
    clientId: 'Sahm_App',
    responseType: 'code',
    scope: 'openid Sahm',
    requireHttps: false,
  },
  apis: { default: { url: apiUrl } },
});

type Item = ToolbarItem & { label: string };

function Toolbar({ registry }: { registry: ReturnType<typeof createToolbarRegistry<Item>> }) {
  const items = useToolbarItems(registry);
  return (
    <ul aria-label="toolbar">
      {items.map((item) => (
        <li key={item.id}>{item.label}</li>
      ))}
    </ul>
  );
}

function renderAs(userId: string, registry: ReturnType<typeof createToolbarRegistry<Item>>) {
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
      queryClient={new QueryClient()}
    >
      <Suspense fallback={<p>loading</p>}>
        <Toolbar registry={registry} />
      </Suspense>
    </PlatformProvider>,
  );
}

const labels = async () => (await screen.findAllByRole('listitem')).map((item) => item.textContent);

describe('useToolbarItems', () => {
  it('shows the granted items in order and follows the registry', async () => {
    const registry = createToolbarRegistry<Item>([
      { id: 'user', order: 2, label: 'User' },
      { id: 'language', order: 1, label: 'Language' },
      { id: 'users', order: 3, label: 'Users admin', requiredPolicy: 'AbpIdentity.Users' },
    ]);
    renderAs(SEEDED_IDS.users.investor, registry);
    expect(await labels()).toEqual(['Language', 'User']);

    act(() => {
      registry.add([{ id: 'language', order: 5, label: 'Languages' }]);
    });
    // Read once the list has settled: an intermediate render is not the answer (a CI flake).
    await waitFor(async () => expect(await labels()).toEqual(['User', 'Languages']));
  });

  it('shows an item its policy grants, never an invisible one', async () => {
    const registry = createToolbarRegistry<Item>([
      { id: 'users', label: 'Users admin', requiredPolicy: 'AbpIdentity.Users' },
      { id: 'hidden', label: 'Hidden', invisible: true },
    ]);
    renderAs(SEEDED_IDS.users.admin, registry);
    expect(await labels()).toEqual(['Users admin']);
  });
});

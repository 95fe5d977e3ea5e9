import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import ky from 'ky';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Environment } from '../environment/environment-schema';
import type { AuthPort } from '../react/auth-port';
import { PlatformProvider } from '../react/PlatformProvider';
import { createPageAlertStore, type PageAlertStore } from './page-alert-store';
import { usePageAlerts } from './use-page-alerts';

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
  apis: { default: { url: 'https://api.sahm.example' } },
};

const auth: AuthPort = {
  getAccessToken: () => null,
  isAuthenticated: () => false,
  login: async () => {},
  logout: async () => {},
};

function wrapperWith(pageAlerts?: PageAlertStore) {
  const queryClient = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <PlatformProvider
      environment={environment}
      http={ky}
      auth={auth}
      queryClient={queryClient}
      {...(pageAlerts ? { pageAlerts } : {})}
    >
      {children}
    </PlatformProvider>
  );
}

describe('usePageAlerts', () => {
  it('shows and dismisses through the provider’s own store, re-rendering each time', () => {
    const { result } = renderHook(() => usePageAlerts(), { wrapper: wrapperWith() });
    expect(result.current.alerts).toEqual([]);
    let id = '';
    act(() => {
      id = result.current.show({ type: 'warning', message: '::Registration:Incomplete' });
    });
    expect(result.current.alerts).toEqual([
      { id, type: 'warning', message: '::Registration:Incomplete', dismissible: true },
    ]);
    act(() => result.current.dismiss(id));
    expect(result.current.alerts).toEqual([]);
  });

  it('reads a store given to the provider, so code outside React can show alerts too', () => {
    const store = createPageAlertStore();
    const { result } = renderHook(() => usePageAlerts(), { wrapper: wrapperWith(store) });
    act(() => {
      store.show({ id: 'maintenance', type: 'info', message: 'Maintenance on Friday' });
    });
    expect(result.current.alerts.map((alert) => alert.id)).toEqual(['maintenance']);
  });
});

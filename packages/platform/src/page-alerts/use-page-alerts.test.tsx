import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthPort } from '../react/auth-port';
import { platformWrapper } from '../react/testing/platform-wrapper';
import { createPageAlertStore, type PageAlertStore } from './page-alert-store';
import { usePageAlerts } from './use-page-alerts';

const auth: AuthPort = {
  getAccessToken: () => null,
  isAuthenticated: () => false,
  login: async () => {},
  logout: async () => {},
};

const wrapperWith = (pageAlerts?: PageAlertStore) => platformWrapper(auth, { pageAlerts });

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

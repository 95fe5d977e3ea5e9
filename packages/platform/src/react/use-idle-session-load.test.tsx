import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { AuthPort } from './auth-port';
import { platformWrapper } from './testing/platform-wrapper';
import { useIdleSession } from './use-idle-session';

// The machine's module fails to load once, as when the network drops while it is fetched.
let loads = 0;
vi.mock('../session/idle-session', async (importOriginal) => {
  loads += 1;
  if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('loads the idle machine again after a failed load, so the idle sign-out still happens', async () => {
  const auth: AuthPort = {
    getAccessToken: () => 'token',
    isAuthenticated: () => true,
    login: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
  };
  const { result } = renderHook(() => useIdleSession(), { wrapper: platformWrapper(auth) });
  await act(() => vi.dynamicImportSettled());
  expect(loads).toBe(1);

  // Tried again five seconds later; from then on the nine minutes run as usual.
  await act(() => vi.advanceTimersByTimeAsync(5_000));
  await vi.waitFor(() => expect(localStorage.length).toBeGreaterThan(0));
  expect(loads).toBe(2);
  await act(() => vi.advanceTimersByTimeAsync(8 * 60_000 + 1000));
  expect(result.current.open).toBe(true);
  await act(() => vi.advanceTimersByTimeAsync(60_000));
  expect(auth.logout).toHaveBeenCalledOnce();
});

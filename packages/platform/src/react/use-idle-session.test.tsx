import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Environment } from '../environment/environment-schema';
import type { AuthPort } from './auth-port';
import {
  platformWrapper as wrapperFor,
  TEST_ENVIRONMENT as environment,
} from './testing/platform-wrapper';
import { useIdleSession } from './use-idle-session';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useIdleSession', () => {
  it('opens with the m:ss countdown, continues, and logs out through the platform auth', async () => {
    const auth: AuthPort = {
      getAccessToken: () => 'token',
      isAuthenticated: () => true,
      login: vi.fn(async () => {}),
      logout: vi.fn(async () => {}),
    };
    const { result } = renderHook(() => useIdleSession(), { wrapper: wrapperFor(auth) });
    expect(result.current.open).toBe(false);
    // The machine's code loads once the hook is enabled.
    await act(() => vi.dynamicImportSettled());

    // environment.session 9 and 1: the warning after 8 quiet minutes, the sign-out at 9.
    act(() => vi.advanceTimersByTime(8 * 60_000 - 1000));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ open: true, remainingSeconds: 59, countdown: '0:59' });

    act(() => result.current.continueSession());
    expect(result.current.open).toBe(false);

    act(() => vi.advanceTimersByTime(9 * 60_000 - 1000));
    expect(result.current).toMatchObject({ open: true, countdown: '0:01' });
    expect(auth.logout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.state).toEqual({ status: 'expired' });
    expect(auth.logout).toHaveBeenCalledOnce();
  });

  it('throws a configuration error when environment.session is missing', () => {
    const auth: AuthPort = {
      getAccessToken: () => null,
      isAuthenticated: () => false,
      login: vi.fn(async () => {}),
      logout: vi.fn(async () => {}),
    };
    const withoutSession: Environment = { ...environment, session: undefined };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderHook(() => useIdleSession(), {
        wrapper: wrapperFor(auth, { environment: withoutSession }),
      }),
    ).toThrow(/environment\.session\.sessionTimeMinute/);
  });
});

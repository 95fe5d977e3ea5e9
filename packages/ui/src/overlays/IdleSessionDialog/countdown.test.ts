import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [60, '1:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0, '0:00'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '60:00'],
  ])('shows %i seconds as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });

  it('rounds part seconds up, so 0:00 means the time is over', () => {
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(59.5)).toBe('1:00');
  });

  it('never goes below zero or shows nonsense', () => {
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
    expect(formatCountdown(Infinity)).toBe('0:00');
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks down each second and calls onElapsed once at zero', () => {
    const onElapsed = vi.fn();
    const { result } = renderHook(() => useCountdown(3, true, onElapsed));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1);
    expect(onElapsed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(onElapsed).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(5000));
    expect(onElapsed).toHaveBeenCalledOnce();
  });

  it('follows the wall clock when ticks come late, as in a throttled background tab', () => {
    const { result } = renderHook(() => useCountdown(60, true));
    act(() => {
      vi.setSystemTime(Date.now() + 30_000);
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe(29);
  });

  it('stands still at the start while not running, and restarts from the top', () => {
    const onElapsed = vi.fn();
    const { result, rerender } = renderHook(({ running }) => useCountdown(5, running, onElapsed), {
      initialProps: { running: true },
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(3);

    rerender({ running: false });
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onElapsed).not.toHaveBeenCalled();

    rerender({ running: true });
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(4);
  });

  it('uses the latest onElapsed without restarting the countdown', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ onElapsed }) => useCountdown(2, true, onElapsed), {
      initialProps: { onElapsed: first },
    });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ onElapsed: second });
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('stops ticking when unmounted', () => {
    const onElapsed = vi.fn();
    const { unmount } = renderHook(() => useCountdown(1, true, onElapsed));
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(onElapsed).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

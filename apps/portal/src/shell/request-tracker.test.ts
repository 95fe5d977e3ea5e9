import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRequestTracker,
  LOADER_DELAY_MS,
  LOADING_INDICATOR_DELAY_MS,
  useRequestPhase,
} from './request-tracker';

describe('createRequestTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses SPEC §9’s delays: the indicator after 500 ms, the loader delay at 3000 ms', () => {
    expect(LOADING_INDICATOR_DELAY_MS).toBe(500);
    expect(LOADER_DELAY_MS).toBe(3000);
    const tracker = createRequestTracker();
    tracker.start();
    vi.advanceTimersByTime(499);
    expect(tracker.phase()).toBe('idle');
    vi.advanceTimersByTime(1);
    expect(tracker.phase()).toBe('busy');
    vi.advanceTimersByTime(2499);
    expect(tracker.phase()).toBe('busy');
    vi.advanceTimersByTime(1);
    expect(tracker.phase()).toBe('slow');
  });

  it('stays idle for requests that finish within the indicator delay', () => {
    const tracker = createRequestTracker({ indicatorDelayMs: 500, loaderDelayMs: 3000 });
    tracker.start();
    vi.advanceTimersByTime(300);
    tracker.end();
    vi.advanceTimersByTime(5000);
    expect(tracker.phase()).toBe('idle');
  });

  it('goes back to idle the moment the last request ends, even when slow', () => {
    const tracker = createRequestTracker();
    tracker.start();
    vi.advanceTimersByTime(3000);
    tracker.end();
    expect(tracker.phase()).toBe('idle');
    tracker.start();
    vi.advanceTimersByTime(500);
    expect(tracker.phase()).toBe('busy');
  });

  it('times overlapping requests from the first, until the last ends, and notifies listeners', () => {
    const tracker = createRequestTracker({ indicatorDelayMs: 500, loaderDelayMs: 3000 });
    const listener = vi.fn();
    tracker.subscribe(listener);
    tracker.start();
    vi.advanceTimersByTime(2000);
    tracker.start();
    tracker.end();
    vi.advanceTimersByTime(1000);
    expect(tracker.phase()).toBe('slow');
    tracker.end();
    expect(tracker.phase()).toBe('idle');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores an unmatched end', () => {
    const tracker = createRequestTracker({ indicatorDelayMs: 500, loaderDelayMs: 3000 });
    tracker.end();
    tracker.start();
    vi.advanceTimersByTime(500);
    expect(tracker.phase()).toBe('busy');
  });

  it('says the page has settled once no request has been in flight for the quiet period', async () => {
    const tracker = createRequestTracker();
    const settled = vi.fn();
    void tracker.settled(300).then(settled);
    vi.advanceTimersByTime(200);
    tracker.start();
    vi.advanceTimersByTime(1000);
    tracker.start();
    tracker.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).not.toHaveBeenCalled();
    tracker.end();
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).not.toHaveBeenCalled();
    // A request that starts within the quiet period starts it again when it ends.
    tracker.start();
    tracker.end();
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('waits for requests already in flight when asked, and counts from the last one', async () => {
    const tracker = createRequestTracker();
    const settled = vi.fn();
    tracker.start();
    void tracker.settled(300).then(settled);
    await vi.advanceTimersByTimeAsync(5000);
    expect(settled).not.toHaveBeenCalled();
    tracker.end();
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('settles a quiet page after the quiet period, each waiter on its own clock', async () => {
    const tracker = createRequestTracker();
    const short = vi.fn();
    const long = vi.fn();
    void tracker.settled(1000).then(long);
    await vi.advanceTimersByTimeAsync(500);
    void tracker.settled(300).then(short);
    await vi.advanceTimersByTimeAsync(300);
    expect(short).toHaveBeenCalledOnce();
    expect(long).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(long).toHaveBeenCalledOnce();
  });

  it('gives React the phase as it changes', () => {
    const tracker = createRequestTracker();
    const { result } = renderHook(() => useRequestPhase(tracker));
    expect(result.current).toBe('idle');
    act(() => {
      tracker.start();
      vi.advanceTimersByTime(3000);
    });
    expect(result.current).toBe('slow');
    act(() => tracker.end());
    expect(result.current).toBe('idle');
  });
});

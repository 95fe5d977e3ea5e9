import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestTracker } from './request-tracker';

describe('createRequestTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows busy only after requests have run longer than the delay', () => {
    const tracker = createRequestTracker(500);
    tracker.start();
    vi.advanceTimersByTime(499);
    expect(tracker.isBusy()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tracker.isBusy()).toBe(true);
  });

  it('stays idle for requests that finish within the delay', () => {
    const tracker = createRequestTracker(500);
    tracker.start();
    vi.advanceTimersByTime(300);
    tracker.end();
    vi.advanceTimersByTime(1000);
    expect(tracker.isBusy()).toBe(false);
  });

  it('stays busy until the last of several requests ends, and notifies listeners', () => {
    const tracker = createRequestTracker(500);
    const listener = vi.fn();
    tracker.subscribe(listener);
    tracker.start();
    tracker.start();
    vi.advanceTimersByTime(500);
    tracker.end();
    expect(tracker.isBusy()).toBe(true);
    tracker.end();
    expect(tracker.isBusy()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores an unmatched end', () => {
    const tracker = createRequestTracker(500);
    tracker.end();
    tracker.start();
    vi.advanceTimersByTime(500);
    expect(tracker.isBusy()).toBe(true);
  });
});

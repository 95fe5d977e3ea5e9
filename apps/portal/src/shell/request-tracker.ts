import { useSyncExternalStore } from 'react';

/** SPEC §9: the platform's loading indicator waits this long before it shows. */
export const LOADING_INDICATOR_DELAY_MS = 500;
/** SPEC §9's loader delay: past it the indicator says the wait is longer than usual (ADR 0144). */
export const LOADER_DELAY_MS = 3000;

/** No request for the indicator yet; requests past the indicator delay; past the loader delay. */
export type RequestPhase = 'idle' | 'busy' | 'slow';

export interface RequestDelays {
  indicatorDelayMs: number;
  loaderDelayMs: number;
}

export interface RequestTracker {
  /** The HTTP client calls these as each request starts and ends (also on failures). */
  start(): void;
  end(): void;
  phase(): RequestPhase;
  subscribe(listener: () => void): () => void;
  /** Resolves once no request has been in flight for `quietMs`: the page has what it asked for. */
  settled(quietMs: number): Promise<void>;
}

interface SettleWaiter {
  quietMs: number;
  timer?: ReturnType<typeof setTimeout>;
  done(): void;
}

/** Counts requests in flight for the full-screen loading indicator (SPEC §4, §9). */
export function createRequestTracker({
  indicatorDelayMs = LOADING_INDICATOR_DELAY_MS,
  loaderDelayMs = LOADER_DELAY_MS,
}: Partial<RequestDelays> = {}): RequestTracker {
  let inFlight = 0;
  let phase: RequestPhase = 'idle';
  let timers: ReturnType<typeof setTimeout>[] = [];
  const listeners = new Set<() => void>();
  // Each waiter's quiet period restarts whenever the last request in flight ends.
  const waiters = new Set<SettleWaiter>();
  const arm = (waiter: SettleWaiter) => {
    clearTimeout(waiter.timer);
    waiter.timer = setTimeout(() => {
      waiters.delete(waiter);
      waiter.done();
    }, waiter.quietMs);
  };

  const setPhase = (next: RequestPhase) => {
    if (phase === next) return;
    phase = next;
    listeners.forEach((listener) => listener());
  };

  return {
    start() {
      inFlight += 1;
      if (inFlight > 1) return;
      for (const waiter of waiters) clearTimeout(waiter.timer);
      // Measured from the first request: overlapping requests are one wait for the user.
      timers = [
        setTimeout(() => phase === 'idle' && setPhase('busy'), indicatorDelayMs),
        setTimeout(() => setPhase('slow'), loaderDelayMs),
      ];
    },
    end() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight > 0) return;
      timers.forEach(clearTimeout);
      timers = [];
      setPhase('idle');
      waiters.forEach(arm);
    },
    phase: () => phase,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled(quietMs) {
      return new Promise((done) => {
        const waiter: SettleWaiter = { quietMs, done };
        waiters.add(waiter);
        if (inFlight === 0) arm(waiter);
      });
    },
  };
}

export function useRequestPhase(tracker: RequestTracker): RequestPhase {
  return useSyncExternalStore(tracker.subscribe, tracker.phase);
}

import { useSyncExternalStore } from 'react';

/** SPEC §9: the platform's loading indicator waits this long before it shows. */
export const LOADING_INDICATOR_DELAY_MS = 500;

export interface RequestTracker {
  start(): void;
  end(): void;
  /** True once requests have been running for longer than the delay. */
  isBusy(): boolean;
  subscribe(listener: () => void): () => void;
}

/** Counts requests in flight for the full-screen loading indicator (SPEC §4). */
export function createRequestTracker(delayMs = LOADING_INDICATOR_DELAY_MS): RequestTracker {
  let inFlight = 0;
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const setBusy = (next: boolean) => {
    if (busy === next) return;
    busy = next;
    listeners.forEach((listener) => listener());
  };

  return {
    start() {
      inFlight += 1;
      if (inFlight === 1) timer = setTimeout(() => setBusy(true), delayMs);
    },
    end() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight > 0) return;
      clearTimeout(timer);
      setBusy(false);
    },
    isBusy: () => busy,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useIsBusy(tracker: RequestTracker): boolean {
  return useSyncExternalStore(tracker.subscribe, tracker.isBusy);
}

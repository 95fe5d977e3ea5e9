/**
 * A failure waiting to be shown once: reported by the auth, possibly before the layout that shows
 * it is up, then taken by that layout. A newer report replaces an older one.
 */
export interface PendingFailure<T> {
  report(error: unknown, retry: () => Promise<void>): void;
  /** The failure waiting to be shown, once: taking it removes it. */
  take(): T | null;
  subscribe(listener: () => void): () => void;
}

/** `describe` turns a report into what the layout needs to show it. */
export function createPendingFailure<T>(
  describe: (error: unknown, retry: () => Promise<void>) => T,
): PendingFailure<T> {
  let pending: T | null = null;
  const listeners = new Set<() => void>();
  return {
    report(error, retry) {
      pending = describe(error, retry);
      listeners.forEach((listener) => listener());
    },
    take() {
      const taken = pending;
      pending = null;
      return taken;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

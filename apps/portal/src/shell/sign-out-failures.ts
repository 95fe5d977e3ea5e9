/**
 * Sign-outs that forgot the session here but could not reach the provider's end-session page
 * (docs/adr/0501), waiting to be shown: reported by the auth, shown by the root layout.
 */
export interface SignOutFailures {
  report(error: unknown, retry: () => Promise<void>): void;
  /** The retry of the failure waiting to be shown, once: taking it removes it. */
  take(): (() => Promise<void>) | null;
  subscribe(listener: () => void): () => void;
}

export function createSignOutFailures(): SignOutFailures {
  let pending: (() => Promise<void>) | null = null;
  const listeners = new Set<() => void>();
  return {
    report(_error, retry) {
      pending = retry;
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

/** The portal's: `RootLayout` shows them. */
export const signOutFailures = createSignOutFailures();

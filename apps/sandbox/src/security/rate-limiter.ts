/** Whether a request may go on, and when to come back if not (the `Retry-After` header). */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiterOptions {
  /** How many counted requests a key may make in one window. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

export interface RateLimiter {
  /** Counts one request for the key and says whether it may go on. */
  hit(key: string): RateVerdict;
  /** Whether the key may go on, without counting (for limits that count failures only). */
  check(key: string): RateVerdict;
  /** Forgets every key (the sandbox reset). */
  clear(): void;
}

// Past this many keys, windows that ended are dropped, so the map cannot grow without bound.
const PRUNE_ABOVE = 1000;

/**
 * A fixed-window counter per key, as ASP.NET Core's FixedWindowRateLimiter (what an ABP host
 * registers with `AddRateLimiter`) counts: `limit` per window, then refused until it ends.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();

  const openWindow = (key: string) => {
    const window = windows.get(key);
    return window && now() - window.startedAt < windowMs ? window : undefined;
  };
  const verdict = (count: number, startedAt: number): RateVerdict =>
    count <= limit
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: Math.ceil((startedAt + windowMs - now()) / 1000) };

  function prune() {
    if (windows.size <= PRUNE_ABOVE) return;
    for (const [key, window] of windows) {
      if (now() - window.startedAt >= windowMs) windows.delete(key);
    }
  }

  return {
    hit(key) {
      prune();
      const window = openWindow(key) ?? { startedAt: now(), count: 0 };
      window.count += 1;
      windows.set(key, window);
      return verdict(window.count, window.startedAt);
    },
    check(key) {
      const window = openWindow(key);
      return window ? verdict(window.count + 1, window.startedAt) : { allowed: true };
    },
    clear: () => windows.clear(),
  };
}

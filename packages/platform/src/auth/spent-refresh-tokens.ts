/**
 * The refresh tokens this browser has already spent (docs/adr/0031, 0411). The tab that refreshes
 * records the token it spent before it releases the refresh lock; the next tab to take the lock
 * asks before it sends its own copy. IndexedDB, not localStorage: Chromium copies localStorage
 * into other tabs' processes a little later, so the next tab may still read the spent token
 * there, and a replayed refresh token makes the provider revoke the whole grant. A committed
 * IndexedDB write is seen by every tab at once. Only SHA-256 digests are kept, never a token.
 */
export interface SpentRefreshTokens {
  record(refreshToken: string): Promise<void>;
  includes(refreshToken: string): Promise<boolean>;
}

/**
 * One list per tab: for tests, and for browsers without IndexedDB or Web Crypto. It holds the
 * tokens themselves, in memory beside the tab's own copy of them.
 */
export function createInMemorySpentRefreshTokens(): SpentRefreshTokens {
  const spent: string[] = [];
  return {
    record: (refreshToken) => {
      spent.unshift(refreshToken);
      spent.length = Math.min(spent.length, 8);
      return Promise.resolve();
    },
    includes: (refreshToken) => Promise.resolve(spent.includes(refreshToken)),
  };
}

/**
 * Shared by every tab of the origin through IndexedDB where the browser has it. A store that
 * cannot load or answer counts as empty: the next tab then relies on reading the rotated token.
 */
export function createSpentRefreshTokens(): SpentRefreshTokens {
  if (typeof indexedDB === 'undefined' || typeof crypto === 'undefined' || !crypto.subtle) {
    return createInMemorySpentRefreshTokens();
  }
  let loaded: Promise<SpentRefreshTokens> | null = null;
  // Loaded with the first refresh, not at start (ADR 0340); tried again after a failed load.
  const store = () =>
    (loaded ??= import('./spent-refresh-tokens-store')
      .then((module) => module.createIndexedDbSpentRefreshTokens())
      .catch((error: unknown) => {
        loaded = null;
        throw error;
      }));
  return {
    record: (refreshToken) =>
      store()
        .then((spent) => spent.record(refreshToken))
        .catch(() => undefined),
    includes: (refreshToken) =>
      store()
        .then((spent) => spent.includes(refreshToken))
        .catch(() => false),
  };
}

import type * as IdbKeyval from './spent-refresh-tokens-store';

/**
 * The refresh tokens this browser has already spent (docs/adr/0411). The tab that refreshes
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

/** A refresh rotates the token: the last few are all a lagging tab can still hold. */
const KEPT_TOKENS = 8;

interface DigestList {
  read(): Promise<string[]>;
  write(digests: string[]): Promise<void>;
}

async function digestOf(token: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function spentTokensIn(list: DigestList): SpentRefreshTokens {
  return {
    async record(refreshToken) {
      try {
        const digest = await digestOf(refreshToken);
        const kept = (await list.read()).filter((known) => known !== digest);
        await list.write([digest, ...kept].slice(0, KEPT_TOKENS));
      } catch {
        // Storage blocked: the next tab falls back on reading the rotated token from localStorage.
      }
    },
    async includes(refreshToken) {
      try {
        return (await list.read()).includes(await digestOf(refreshToken));
      } catch {
        return false;
      }
    },
  };
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
      spent.length = Math.min(spent.length, KEPT_TOKENS);
      return Promise.resolve();
    },
    includes: (refreshToken) => Promise.resolve(spent.includes(refreshToken)),
  };
}

/** Shared by every tab of the origin through IndexedDB where the browser has it. */
export function createSpentRefreshTokens(): SpentRefreshTokens {
  if (typeof indexedDB === 'undefined' || typeof crypto === 'undefined' || !crypto.subtle) {
    return createInMemorySpentRefreshTokens();
  }
  // Loaded with the first refresh, not at start (ADR 0340); tried again after a failed load.
  let storeLoad: Promise<{ idb: typeof IdbKeyval; store: IdbKeyval.UseStore }> | null = null;
  const load = () =>
    (storeLoad ??= import('./spent-refresh-tokens-store')
      .then((idb) => ({ idb, store: idb.createStore('sahm-session', 'spent-refresh-tokens') }))
      .catch((error: unknown) => {
        storeLoad = null;
        throw error;
      }));
  return spentTokensIn({
    read: async () => {
      const { idb, store } = await load();
      return (await idb.get<string[]>('digests', store)) ?? [];
    },
    write: async (digests) => {
      const { idb, store } = await load();
      await idb.set('digests', digests, store);
    },
  });
}

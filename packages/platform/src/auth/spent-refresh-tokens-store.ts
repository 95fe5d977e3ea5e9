import { createStore, get, set } from 'idb-keyval';
import type { SpentRefreshTokens } from './spent-refresh-tokens';

// In a chunk of its own with IndexedDB's key-value store: loaded with the first refresh, not at
// start (ADR 0340), and named so the bundle budgets can place it.

/** A refresh rotates the token: the last few are all a lagging tab can still hold. */
const KEPT_DIGESTS = 8;

async function digestOf(token: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The digests of spent refresh tokens in IndexedDB, shared by every tab of the origin. */
export function createIndexedDbSpentRefreshTokens(): SpentRefreshTokens {
  const store = createStore('sahm-session', 'spent-refresh-tokens');
  const read = async () => (await get<string[]>('digests', store)) ?? [];
  return {
    async record(refreshToken) {
      const digest = await digestOf(refreshToken);
      const kept = (await read()).filter((known) => known !== digest);
      await set('digests', [digest, ...kept].slice(0, KEPT_DIGESTS), store);
    },
    async includes(refreshToken) {
      return (await read()).includes(await digestOf(refreshToken));
    },
  };
}

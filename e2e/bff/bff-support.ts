import type { BrowserContext, Page } from '@playwright/test';
import { createSealer } from '../../apps/bff/src/seal';
import { createSessionCookie } from '../../apps/bff/src/session-cookie';
import type { Session } from '../../apps/bff/src/session';
import { E2E_BFF_COOKIE_KEY } from '../../scripts/bff-env.mjs';
import { PORTAL } from '../support';

/**
 * The session the BFF sealed in the browser's cookie jar, opened with the e2e run's key: the
 * tokens the page must never be able to read. Playwright sees HttpOnly cookies; page script
 * does not.
 */
export async function sessionInCookieJar(
  context: BrowserContext,
  portal = PORTAL,
): Promise<Session | null> {
  const jar = await context.cookies(portal);
  const header = jar.map(({ name, value }) => `${name}=${value}`).join('; ');
  const key = new Uint8Array(Buffer.from(E2E_BFF_COOKIE_KEY, 'base64url'));
  const cookie = createSessionCookie(createSealer([key], Date.now), Date.now);
  const read = await cookie.read(header);
  return read.kind === 'valid' ? read.session : null;
}

/** Everything page script can read that might hold a token: web storage, IndexedDB, cookies. */
export function scriptReadableStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts = [document.cookie];
    for (const storage of [localStorage, sessionStorage]) {
      for (const key of Object.keys(storage)) parts.push(`${key}=${storage.getItem(key)}`);
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const store of database.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const reading = database.transaction(store).objectStore(store).getAll();
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => reject(reading.error);
        });
        parts.push(`${name}/${store}=${JSON.stringify(values)}`);
      }
      database.close();
    }
    return parts.join('\n');
  });
}

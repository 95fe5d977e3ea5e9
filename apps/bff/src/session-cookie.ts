import {
  chunkNames,
  clearCookies,
  parseCookies,
  readChunked,
  SESSION_COOKIE,
  writeChunked,
} from './cookies';
import type { Sealer } from './seal';
import { fromPayload, toPayload, type Session } from './session';

/** A request's session cookie: absent, present but unusable, or a session. */
export type SessionRead =
  | { kind: 'none'; names: string[] }
  | { kind: 'invalid'; names: string[] }
  | { kind: 'valid'; session: Session; names: string[] };

/**
 * The session lives in its cookie, sealed, SameSite=Strict: the SPA's own requests carry it, a
 * page on another site never makes the browser send it, and no server keeps it.
 */
export function createSessionCookie(sealer: Sealer, now: () => number) {
  const write = (sealed: string, session: Session, present: readonly string[]) =>
    writeChunked(
      SESSION_COOKIE,
      sealed,
      { maxAgeSeconds: (session.expiresAt - now()) / 1000, sameSite: 'Strict' },
      present,
    );
  return {
    async read(cookieHeader: string | null | undefined): Promise<SessionRead> {
      const cookies = parseCookies(cookieHeader);
      const names = chunkNames(cookies, SESSION_COOKIE);
      const sealed = readChunked(cookies, SESSION_COOKIE);
      if (sealed === null) return { kind: 'none', names };
      const payload = await sealer.open(sealed, 'session');
      const session = payload && fromPayload(payload);
      return session ? { kind: 'valid', session, names } : { kind: 'invalid', names };
    },
    /** Set-Cookie lines for a session sealed already (a refresh seals once for every request). */
    write,
    async seal(session: Session, present: readonly string[] = []): Promise<string[]> {
      return write(
        await sealer.seal(toPayload(session), 'session', session.expiresAt),
        session,
        present,
      );
    },
    clear: (present: readonly string[]) => clearCookies(present),
  };
}

export type SessionCookie = ReturnType<typeof createSessionCookie>;

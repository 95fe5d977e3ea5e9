import { createHash } from 'node:crypto';
import { classifyProviderFailure, failureCode, type IdentityProvider } from './identity-provider';
import type { Sealer } from './seal';
import { toPayload, withTokens, type Session } from './session';

export type RenewOutcome =
  | { kind: 'renewed'; session: Session; sealed: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'unreachable'; reason: string };

export interface Renewal {
  outcome: RenewOutcome;
  /** Another request's refresh answered this one: no second refresh was made. */
  joined: boolean;
}

/**
 * How long a finished refresh still answers requests that carry the session's previous cookie
 * (sent before the browser stored the renewed one): the provider rotates refresh tokens and treats
 * a second use of one as theft, ending the whole grant.
 */
const RECENT_RENEWAL_MS = 60_000;

/**
 * One refresh per session id on this instance, however many requests ask at once: the first
 * request refreshes, the others join it, and each answer sets the one renewed cookie. Only a
 * cache of results in flight and of the last minute lives here, never a session.
 */
export function createSessionRefresher(
  provider: IdentityProvider,
  sealer: Sealer,
  now: () => number,
) {
  const inFlight = new Map<string, { from: string; result: Promise<RenewOutcome> }>();
  const recent = new Map<string, { from: string; outcome: RenewOutcome; until: number }>();

  function forgetOld(at: number) {
    for (const [sid, entry] of recent) {
      if (entry.until > at) break;
      recent.delete(sid);
    }
  }

  async function refresh(session: Session, refreshToken: string): Promise<RenewOutcome> {
    try {
      const tokens = await provider.refresh(refreshToken);
      const renewed = withTokens(session, tokens, now());
      const sealed = await sealer.seal(toPayload(renewed), 'session', renewed.expiresAt);
      return { kind: 'renewed', session: renewed, sealed };
    } catch (error) {
      return { kind: classifyProviderFailure(error), reason: failureCode(error) };
    }
  }

  return {
    /** Renews a session with its refresh token (the caller checked it has one). */
    async renew(session: Session, refreshToken: string): Promise<Renewal> {
      const at = now();
      forgetOld(at);
      const from = fingerprint(refreshToken);
      const done = recent.get(session.sid);
      if (done?.from === from) return { outcome: done.outcome, joined: true };
      const running = inFlight.get(session.sid);
      if (running) return { outcome: await running.result, joined: true };

      const result = refresh(session, refreshToken);
      inFlight.set(session.sid, { from, result });
      try {
        const outcome = await result;
        // Nobody answered: the next request tries again. A refusal or new tokens are final.
        if (outcome.kind !== 'unreachable') {
          recent.delete(session.sid);
          recent.set(session.sid, { from, outcome, until: now() + RECENT_RENEWAL_MS });
        }
        return { outcome, joined: false };
      } finally {
        inFlight.delete(session.sid);
      }
    },
  };
}

export type SessionRefresher = ReturnType<typeof createSessionRefresher>;

// Compares refresh tokens without keeping one in memory.
function fingerprint(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

import { randomBytes } from 'node:crypto';
import type { JWTPayload } from 'jose';

/** Who signed in, from the id token's claims: what the SPA may know (never a token). */
export interface SessionUser {
  sub: string;
  userName: string | null;
  name: string | null;
  roles: string[];
  tenantId: string | null;
}

/** Everything a session holds, sealed in its cookie: no server keeps any of it. */
export interface Session {
  /** A random id that stays for the session's life (refreshes keep it): one refresh per id. */
  sid: string;
  accessToken: string;
  /** Milliseconds since the epoch. */
  accessTokenExpiresAt: number;
  refreshToken: string | null;
  idToken: string | null;
  user: SessionUser;
  /** The session's absolute end, in milliseconds since the epoch. */
  expiresAt: number;
}

export interface TokenSet {
  access_token: string;
  expires_in?: number;
  refresh_token?: string;
  id_token?: string;
}

// An access token without `expires_in` is renewed after a minute rather than trusted for ever.
const UNKNOWN_LIFETIME_SECONDS = 60;

/** A session's tokens after a token response; a refresh may leave out what did not change. */
export function withTokens(
  base: Pick<Session, 'sid' | 'user' | 'expiresAt'> & Partial<Session>,
  tokens: TokenSet,
  now: number,
): Session {
  return {
    sid: base.sid,
    user: base.user,
    expiresAt: base.expiresAt,
    accessToken: tokens.access_token,
    accessTokenExpiresAt: now + (tokens.expires_in ?? UNKNOWN_LIFETIME_SECONDS) * 1000,
    refreshToken: tokens.refresh_token ?? base.refreshToken ?? null,
    idToken: tokens.id_token ?? base.idToken ?? null,
  };
}

/** 128 random bits: unguessable, and only ever logged hashed. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** The person, from the id token's claims as ABP's OpenIddict server names them. */
export function userFromClaims(claims: Record<string, unknown>): SessionUser {
  const role = claims.role;
  return {
    sub: String(claims.sub),
    userName: stringOrNull(claims.preferred_username),
    name: stringOrNull(claims.name),
    roles: (Array.isArray(role) ? role : role === undefined ? [] : [role]).map(String),
    // ABP's AbpClaimTypes.TenantId.
    tenantId: stringOrNull(claims.tenantid),
  };
}

/** What `GET /bff/user` answers for a session. */
export function describeSession(session: Session) {
  return {
    isAuthenticated: true as const,
    ...session.user,
    sessionExpiresAt: new Date(session.expiresAt).toISOString(),
  };
}

export function toPayload(session: Session): JWTPayload {
  return { session: { ...session } };
}

/** The session in an opened cookie; null when its shape is not one this service wrote. */
export function fromPayload(payload: JWTPayload): Session | null {
  const session = payload.session as Partial<Session> | undefined;
  if (
    typeof session?.sid !== 'string' ||
    typeof session.accessToken !== 'string' ||
    typeof session.accessTokenExpiresAt !== 'number' ||
    typeof session.expiresAt !== 'number' ||
    typeof session.user?.sub !== 'string'
  ) {
    return null;
  }
  return session as Session;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

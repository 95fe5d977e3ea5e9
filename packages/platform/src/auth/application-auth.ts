import type { AuthPort } from '../react/auth-port';
import type { AuthMode } from './auth-decisions';

/** Why the session was dropped; the portal reloads configuration on each (SPEC §4, §8). */
export type TokensClearedReason =
  | 'client-changed'
  | 'remember-me-missing'
  | 'expired-without-refresh-token'
  | 'refresh-failed'
  | 'logout'
  | 'logout-in-other-tab'
  /** The tokens belong to a tenant that no longer resolves (ADR 0320). */
  | 'tenant-unavailable'
  /** bff mode: the BFF's session reached its absolute end (docs/adr/0461). */
  | 'session-expired';

export type RestoreOutcome =
  | 'anonymous'
  | 'restored'
  | 'refreshed'
  | 'tokens-cleared'
  /** The token expired and nobody answered its refresh: kept, and tried again (docs/adr/0411). */
  | 'renewal-pending';

/** Where the tokens are held: by the browser (oidc-client-ts) or by the BFF (docs/adr/0461). */
export const TOKEN_HOLDERS = ['browser', 'bff'] as const;
export type TokenHolder = (typeof TOKEN_HOLDERS)[number];

export interface PasswordCredentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

export interface AuthTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: AuthTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * What an application's start-up and shell use of its auth, whichever holds the tokens:
 * `createOidcAuth` (browser mode) or `createBffAuth` (bff mode, docs/adr/0461).
 */
export interface ApplicationAuth extends AuthPort {
  /** SPEC §4's sign-in mode: 'code' (the provider's page) or 'password' (the portal's form). */
  readonly mode: AuthMode;
  readonly tokensHeldBy: TokenHolder;
  /** Finds the session this browser holds, if any, at start-up. */
  restore(): Promise<RestoreOutcome>;
  /** True when the current URL is a sign-in coming back to the application. */
  isSignInCallback(url: URL): boolean;
  /** Completes that sign-in and answers the safe in-app path to return to; rejects on failure. */
  completeSignIn(url: URL): Promise<string>;
  login(returnTo?: string): Promise<void>;
  /** Password mode's sign-in on the application's own form. */
  loginWithPassword(credentials: PasswordCredentials): Promise<void>;
  /** Watches the session's end in time (token or session expiry); returns the stop function. */
  startTokenExpiryTimer(): () => void;
  /** Drops the session and what is kept about the person, without the provider's pages. */
  clearTokens(reason: TokensClearedReason): Promise<void>;
  logout(): Promise<void>;
  sessionEnded(): boolean;
  /** Null in bff mode: no token ever reaches the browser. */
  getAccessToken(): string | null;
  /** The token for an API request (null in bff mode: the BFF adds it). */
  accessTokenForRequest(): Promise<string | null>;
  /** Signed in with a session still valid: the idle warning opens only then (SPEC §4). */
  isAuthenticated(): boolean;
  /** Called whenever the signed-in person changes (sign-in, end of session, another tab). */
  subscribe(listener: () => void): () => void;
}

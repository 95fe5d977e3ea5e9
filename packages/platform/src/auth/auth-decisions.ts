import {
  CODE_RESPONSE_TYPE,
  REMEMBER_ME_COOKIE_EXPIRES,
  REMEMBER_ME_COOKIE_NAME,
  TOKEN_REFRESH_RETRY_FIRST_DELAY_MS,
  TOKEN_REFRESH_RETRY_MAX_DELAY_MS,
} from '../constants';
import type { SessionEndSignal } from '../session/cross-tab-logout';
import type { BffSignInError } from './bff-sign-in-error';

export type AuthMode = 'code' | 'password';

/** SPEC §4: response type `code` means redirect login, anything else username/password login. */
export function decideAuthMode(responseType: string | undefined): AuthMode {
  return (responseType ?? CODE_RESPONSE_TYPE) === CODE_RESPONSE_TYPE ? 'code' : 'password';
}

export interface StartupTokenInput {
  /** `abpOAuthClientId` in storage. */
  storedClientId: string | null;
  clientId: string;
  /** `passwordFlow` marker present. */
  passwordFlow: boolean;
  rememberMeCookie: boolean;
}

export type StartupTokenDecision =
  | { action: 'keep' }
  | { action: 'clear-tokens'; reason: 'client-changed' }
  | { action: 'logout'; reason: 'remember-me-missing' };

/** SPEC §4 at start: a changed client id clears tokens; a marker without the cookie logs out. */
export function decideStartupTokens({
  storedClientId,
  clientId,
  passwordFlow,
  rememberMeCookie,
}: StartupTokenInput): StartupTokenDecision {
  if (storedClientId !== null && storedClientId !== clientId) {
    return { action: 'clear-tokens', reason: 'client-changed' };
  }
  if (passwordFlow && !rememberMeCookie) return { action: 'logout', reason: 'remember-me-missing' };
  return { action: 'keep' };
}

/** SPEC §4 on access-token expiry: refresh when possible, else log out and reload configuration. */
export function decideTokenExpiry(hasRefreshToken: boolean): 'refresh' | 'logout-and-reload' {
  return hasRefreshToken ? 'refresh' : 'logout-and-reload';
}

/**
 * SPEC §4: a refresh the provider refused goes to login in code mode and clears the tokens
 * otherwise. A refresh nobody answered is no refusal: see `decideAfterRefreshFailure` (ADR 0411).
 */
export function decideRefreshFailure(mode: AuthMode): 'login' | 'clear-tokens-and-reload' {
  return mode === 'code' ? 'login' : 'clear-tokens-and-reload';
}

/** Who failed a refresh: the provider said no, or nobody answered (network, 5xx, time-out). */
export type RefreshFailure = 'refused' | 'unreachable';

// OAuth error codes that report trouble on the provider's side, not a refusal of the token.
const PROVIDER_TROUBLE_ERRORS = new Set(['server_error', 'temporarily_unavailable']);

/**
 * Only an OAuth error answer (RFC 6749 §5.2: `invalid_grant`, `invalid_client`,
 * `unauthorized_client`…) refuses the refresh token. oidc-client-ts throws those as its
 * `ErrorResponse` with the code in `.error`; a network failure arrives as fetch's `TypeError`, a
 * time-out as `ErrorTimeout`, a 5xx without an OAuth body as a plain `Error`.
 */
export function classifyRefreshFailure(error: unknown): RefreshFailure {
  const code = oauthErrorCode(error);
  return code !== null && !PROVIDER_TROUBLE_ERRORS.has(code) ? 'refused' : 'unreachable';
}

/** Why a sign-in (discovery, the redirect's callback, the code exchange) failed. */
export type SignInFailure = 'unreachable' | 'failed';

/**
 * A sign-in failure is `unreachable` only when nobody answered: fetch's `TypeError` (offline, the
 * provider down, oidc-client-ts that could not load), oidc-client-ts's `ErrorTimeout`, the
 * provider's own "try later" codes, or the BFF's `provider_unreachable`. Anything else (a refusal,
 * a stale or forged callback, an odd answer) is `failed`: the person is told it did not complete,
 * not that the network is down.
 */
export function classifySignInFailure(error: unknown): SignInFailure {
  // By its name, as oidc-client-ts's errors below: bff mode's auth loads only in that mode.
  if (error instanceof Error && error.name === 'BffSignInError') {
    return (error as BffSignInError).code === 'provider_unreachable' ? 'unreachable' : 'failed';
  }
  if (error instanceof TypeError) return 'unreachable';
  if (error instanceof Error && error.name === 'ErrorTimeout') return 'unreachable';
  const code = oauthErrorCode(error);
  return code !== null && PROVIDER_TROUBLE_ERRORS.has(code) ? 'unreachable' : 'failed';
}

function oauthErrorCode(error: unknown): string | null {
  // Recognised by the name oidc-client-ts gives it: the library loads on demand (ADR 0340).
  if (!(error instanceof Error) || error.name !== 'ErrorResponse') return null;
  const code = (error as Error & { error?: unknown }).error;
  return typeof code === 'string' && code !== '' ? code : null;
}

/** What a failed refresh does; `sessionEnded`: this tab logged out, or heard another tab end it. */
export type RefreshFailureAction =
  /** Nobody answered: the session stays and the refresh is tried again (docs/adr/0411). */
  | 'keep-session'
  /** The tokens were ended on purpose meanwhile: forget them quietly, sign nobody in. */
  | 'forget-quietly'
  /** The provider refused (SPEC §4): sign in again in code mode… */
  | 'login'
  /** …clear the tokens and reload the configuration in password mode (SPEC §8). */
  | 'clear-tokens-and-reload';

export function decideAfterRefreshFailure({
  failure,
  mode,
  sessionEnded,
}: {
  failure: RefreshFailure;
  mode: AuthMode;
  sessionEnded: boolean;
}): RefreshFailureAction {
  if (sessionEnded) return 'forget-quietly';
  if (failure === 'unreachable') return 'keep-session';
  return decideRefreshFailure(mode);
}

/**
 * How long a kept session waits before trying the refresh again: 1 s, 2 s, 4 s… up to 30 s, for
 * as long as nobody refuses the refresh token. `failedAttempts` counts the failures so far.
 */
export function refreshRetryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, failedAttempts - 1);
  return Math.min(
    TOKEN_REFRESH_RETRY_FIRST_DELAY_MS * 2 ** doublings,
    TOKEN_REFRESH_RETRY_MAX_DELAY_MS,
  );
}

/**
 * What a route guard, a 401 or a failed refresh does when it finds no valid token: sign in,
 * unless this tab's session was ended on purpose (a logout here or in another tab, or a refusal
 * heard from one) and nobody signed in since. Signing in then would reach a provider whose session
 * may not have ended yet, and sign the person silently back in (docs/adr/0410).
 */
export function decideSignedOutAction(sessionEnded: boolean): 'sign-in' | 'stay-signed-out' {
  return sessionEnded ? 'stay-signed-out' : 'sign-in';
}

export type HeardSessionEndDecision =
  { action: 'ignore' } | { action: 'end-here'; reason: 'logout-in-other-tab' | 'refresh-failed' };

/**
 * Another tab ended the session (docs/adr/0410, 0411): a tab that holds it ends it too, without
 * revoking (the other tab does) and without signing in. A tab without one ignores it.
 */
export function decideHeardSessionEnd(
  signal: SessionEndSignal,
  holdsSession: boolean,
): HeardSessionEndDecision {
  if (!holdsSession) return { action: 'ignore' };
  return {
    action: 'end-here',
    reason: signal === 'refresh-refused' ? 'refresh-failed' : 'logout-in-other-tab',
  };
}

/** SPEC §8: authentication errors clear stored tokens and reload configuration. */
export const AUTHENTICATION_ERROR_DECISION = {
  clearTokens: true,
  reloadConfiguration: true,
} as const;

/** The remember-me cookie: persistent to the end of year 9999, or a session cookie (SPEC §4, §9). */
export function formatRememberMeCookie(rememberMe: boolean): string {
  const base = `${REMEMBER_ME_COOKIE_NAME}=true; path=/; SameSite=Lax`;
  return rememberMe ? `${base}; expires=${REMEMBER_ME_COOKIE_EXPIRES}` : base;
}

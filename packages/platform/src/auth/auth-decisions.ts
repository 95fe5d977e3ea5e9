import {
  CODE_RESPONSE_TYPE,
  REMEMBER_ME_COOKIE_EXPIRES,
  REMEMBER_ME_COOKIE_NAME,
} from '../constants';

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

/** SPEC §4: a failed refresh goes to login in code mode and clears the tokens otherwise. */
export function decideRefreshFailure(mode: AuthMode): 'login' | 'clear-tokens-and-reload' {
  return mode === 'code' ? 'login' : 'clear-tokens-and-reload';
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

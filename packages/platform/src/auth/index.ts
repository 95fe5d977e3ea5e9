export {
  createOidcAuth,
  assertSecureIssuer,
  type OidcAuth,
  type OidcAuthOptions,
} from './oidc-auth';
export {
  createBffAuth,
  BFF_LOGIN_PATH,
  BFF_LOGOUT_PATH,
  BFF_USER_PATH,
  SIGN_IN_ERROR_PARAM,
  type BffAuthOptions,
} from './bff-auth';
export { BffSignInError } from './bff-sign-in-error';
export type {
  ApplicationAuth,
  AuthTimers,
  PasswordCredentials,
  RestoreOutcome,
  TokenHolder,
  TokensClearedReason,
} from './application-auth';
export { toSafeReturnPath } from './safe-return-path';
export {
  AUTHENTICATION_ERROR_DECISION,
  classifyRefreshFailure,
  classifySignInFailure,
  decideAfterRefreshFailure,
  decideAuthMode,
  decideHeardSessionEnd,
  decideRefreshFailure,
  decideSignedOutAction,
  decideStartupTokens,
  decideTokenExpiry,
  formatRememberMeCookie,
  refreshRetryDelayMs,
  type AuthMode,
  type HeardSessionEndDecision,
  type RefreshFailure,
  type RefreshFailureAction,
  type SignInFailure,
  type StartupTokenDecision,
  type StartupTokenInput,
} from './auth-decisions';
export { clearStoredSession } from './clear-stored-session';
export { createInTabLockManager, defaultLockManager, type LockManagerLike } from './lock-manager';
export {
  createInMemorySpentRefreshTokens,
  createSpentRefreshTokens,
  type SpentRefreshTokens,
} from './spent-refresh-tokens';

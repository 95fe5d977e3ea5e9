export {
  createOidcAuth,
  assertSecureIssuer,
  type AuthTimers,
  type OidcAuth,
  type OidcAuthOptions,
  type PasswordCredentials,
  type RestoreOutcome,
  type TokensClearedReason,
} from './oidc-auth';
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

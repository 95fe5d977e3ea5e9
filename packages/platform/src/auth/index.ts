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
  decideAuthMode,
  decideRefreshFailure,
  decideStartupTokens,
  decideTokenExpiry,
  formatRememberMeCookie,
  type AuthMode,
  type StartupTokenDecision,
  type StartupTokenInput,
} from './auth-decisions';
export { clearStoredSession } from './clear-stored-session';
export { createInTabLockManager, defaultLockManager, type LockManagerLike } from './lock-manager';

export {
  createOidcAuth,
  assertSecureIssuer,
  type OidcAuth,
  type OidcAuthOptions,
} from './oidc-auth';
export { decideAuthGuard, type AuthGuardDecision } from './auth-guard';
export { toSafeReturnPath } from './safe-return-path';

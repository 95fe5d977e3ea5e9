/** What the auth guard decides for a route (SPEC §6): allow with a valid access token, else start login. */
export type AuthGuardDecision = 'allow' | 'login';

export function decideAuthGuard(hasValidAccessToken: boolean): AuthGuardDecision {
  return hasValidAccessToken ? 'allow' : 'login';
}

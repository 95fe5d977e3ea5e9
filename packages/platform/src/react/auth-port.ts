/** What the platform needs from authentication; `src/auth/` implements it with OIDC. */
export interface AuthPort {
  getAccessToken(): string | null;
  isAuthenticated(): boolean;
  /** Starts sign-in; `returnTo` is a path on this origin to come back to. */
  login(returnTo?: string): Promise<void>;
  logout(): Promise<void>;
  /**
   * True once this tab logged out or heard another tab end the session, until the next sign-in:
   * guards and a 401 then start no sign-in (docs/adr/0410; see `decideSignedOutAction`). An auth
   * without it is never ended on purpose.
   */
  sessionEnded?(): boolean;
}

/** What the platform needs from authentication; `src/auth/` implements it with OIDC. */
export interface AuthPort {
  getAccessToken(): string | null;
  isAuthenticated(): boolean;
  /** Starts sign-in; `returnTo` is a path on this origin to come back to. */
  login(returnTo?: string): Promise<void>;
  logout(): Promise<void>;
}

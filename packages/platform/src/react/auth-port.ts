/** What the platform needs from authentication; `src/auth/` implements it with OIDC. */
export interface AuthPort {
  getAccessToken(): string | null;
  isAuthenticated(): boolean;
  login(): Promise<void>;
  logout(): Promise<void>;
}

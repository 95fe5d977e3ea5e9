import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { toSafeReturnPath } from './safe-return-path';

export interface OidcAuthOptions {
  issuer: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  requireHttps: boolean;
  /** The interface language, sent as culture and ui-culture so the provider's pages match it. */
  getLanguage: () => string;
  /** The current tenant id, sent as the tenant parameter so the provider signs in within it. */
  getTenantId: () => string | null;
  tenantKey?: string;
  /** Where tokens live; see docs/adr/0004-token-storage.md. */
  storage?: Storage;
}

interface SignInState {
  returnTo: string;
}

export interface OidcAuth {
  /** Restores a stored session; an expired access token is refreshed once when a refresh token exists. */
  restore(): Promise<void>;
  /** True when the current URL is the provider's redirect back to us. */
  isSignInCallback(url: URL): boolean;
  /** Completes the code exchange and answers the safe in-app path to return to. */
  completeSignIn(url: URL): Promise<string>;
  login(returnTo?: string): Promise<void>;
  logout(): Promise<void>;
  getAccessToken(): string | null;
  isAuthenticated(): boolean;
  getUser(): User | null;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** HTTPS is required (SPEC §9) unless configuration turns it off; loopback is always allowed. */
export function assertSecureIssuer(issuer: string, requireHttps: boolean): void {
  const url = new URL(issuer);
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
  if (requireHttps && url.protocol !== 'https:' && !loopback) {
    throw new Error(`The identity provider must use HTTPS: ${url.origin}`);
  }
}

/** Authorization code + PKCE sign-in with oidc-client-ts (SPEC §4 "response type code"). */
export function createOidcAuth(options: OidcAuthOptions): OidcAuth {
  assertSecureIssuer(options.issuer, options.requireHttps);
  const storage = options.storage ?? localStorage;
  const manager = new UserManager({
    authority: options.issuer,
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    post_logout_redirect_uri: options.postLogoutRedirectUri,
    response_type: 'code',
    scope: options.scope,
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
    // Claims come in the id token; the cross-tab renewer of the session module refreshes tokens.
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
  });
  let user: User | null = null;

  const isValid = (candidate: User | null): candidate is User =>
    Boolean(candidate && candidate.access_token && !candidate.expired);

  return {
    async restore() {
      user = await manager.getUser();
      if (user && user.expired) {
        if (!user.refresh_token) {
          await manager.removeUser();
          user = null;
          return;
        }
        try {
          user = await manager.signinSilent();
        } catch {
          // A failed refresh clears the stored tokens (SPEC §4); the user signs in again when needed.
          await manager.removeUser();
          user = null;
        }
      }
    },
    isSignInCallback(url) {
      const redirect = new URL(options.redirectUri);
      return (
        url.origin === redirect.origin &&
        url.pathname === redirect.pathname &&
        (url.searchParams.has('code') || url.searchParams.has('error')) &&
        url.searchParams.has('state')
      );
    },
    async completeSignIn(url) {
      user = await manager.signinRedirectCallback(url.href);
      return toSafeReturnPath((user.state as SignInState | undefined)?.returnTo);
    },
    async login(returnTo = '/') {
      const language = options.getLanguage();
      const tenantId = options.getTenantId();
      const state: SignInState = { returnTo: toSafeReturnPath(returnTo) };
      await manager.signinRedirect({
        state,
        ui_locales: language,
        extraQueryParams: {
          culture: language,
          'ui-culture': language,
          ...(tenantId ? { [options.tenantKey ?? '__tenant']: tenantId } : {}),
        },
      });
    },
    async logout() {
      const current = user ?? (await manager.getUser());
      if (current?.refresh_token || current?.access_token) {
        try {
          await manager.revokeTokens(['refresh_token', 'access_token']);
        } catch {
          // The provider ends the session below even if revocation failed; tokens are dropped anyway.
        }
      }
      user = null;
      await manager.signoutRedirect({
        id_token_hint: current?.id_token,
        post_logout_redirect_uri: options.postLogoutRedirectUri,
        extraQueryParams: { ui_locales: options.getLanguage() },
      });
    },
    getAccessToken: () => (isValid(user) ? user.access_token : null),
    isAuthenticated: () => isValid(user),
    getUser: () => user,
  };
}

import type { User, UserManager } from 'oidc-client-ts';
import {
  DEFAULT_TENANT_KEY,
  REMEMBER_ME_COOKIE_NAME,
  STORAGE_KEYS,
  TOKEN_REFRESH_LOCK_NAME,
  TOKEN_REFRESH_MARGIN_SECONDS,
} from '../constants';
import { readCookie } from '../http/read-cookie';
import type { CrossTabLogout } from '../session/cross-tab-logout';
import {
  decideAuthMode,
  decideRefreshFailure,
  decideStartupTokens,
  decideTokenExpiry,
  formatRememberMeCookie,
  type AuthMode,
} from './auth-decisions';
import { clearStoredSession } from './clear-stored-session';
import { defaultLockManager, type LockManagerLike } from './lock-manager';
import { toSafeReturnPath } from './safe-return-path';

/** Why the stored tokens were dropped; the portal reloads configuration on each (SPEC §4, §8). */
export type TokensClearedReason =
  | 'client-changed'
  | 'remember-me-missing'
  | 'expired-without-refresh-token'
  | 'refresh-failed'
  | 'logout'
  | 'logout-in-other-tab'
  /** The tokens belong to a tenant that no longer resolves (ADR 0320). */
  | 'tenant-unavailable';

export type RestoreOutcome = 'anonymous' | 'restored' | 'refreshed' | 'tokens-cleared';

export interface AuthTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemTimers: AuthTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface OidcAuthOptions {
  issuer: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  requireHttps: boolean;
  /** `oAuthConfig.responseType`: 'code' (default) is redirect login, anything else password login. */
  responseType?: string;
  /** The interface language, sent as culture and ui-culture so the provider's pages match it. */
  getLanguage: () => string;
  /** The current tenant id, sent as the tenant parameter (code) or header (password). */
  getTenantId: () => string | null;
  tenantKey?: string;
  /** Where tokens live; see docs/adr/0004-token-storage.md. */
  storage?: Storage;
  /** Serialises refresh across tabs; `navigator.locks` by default (docs/adr/0031). */
  locks?: LockManagerLike;
  /** Logout in one tab logs out all (SPEC §4). */
  crossTabLogout?: CrossTabLogout;
  /** Stored tokens were dropped: reload the application configuration (SPEC §4, §8). */
  onTokensCleared?: (reason: TokensClearedReason) => void;
  /** Code mode: a failed refresh goes to login; defaults to `login(current path)`. */
  onLoginRequired?: () => void;
  /** Reads and writes `document.cookie` by default. */
  cookies?: { read(name: string): string | null; write(cookie: string): void };
  timers?: AuthTimers;
}

interface SignInState {
  returnTo: string;
}

export interface PasswordCredentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

export interface OidcAuth {
  /** 'code' or 'password' (SPEC §4). */
  readonly mode: AuthMode;
  /** Applies the start-up rules, then restores a stored session, refreshing an expired token once. */
  restore(): Promise<RestoreOutcome>;
  /** True when the current URL is the provider's redirect back to us. */
  isSignInCallback(url: URL): boolean;
  /** Completes the code exchange and answers the safe in-app path to return to. */
  completeSignIn(url: URL): Promise<string>;
  login(returnTo?: string): Promise<void>;
  /** Password mode: the password-token request with the tenant header, marker and cookie. */
  loginWithPassword(credentials: PasswordCredentials): Promise<void>;
  /** Refreshes once for all tabs and answers the user afterwards (null when signed out). */
  /**
   * Refreshes the tokens once across tabs. With `ifExpiring`, a token another tab has just
   * refreshed is kept instead (the expiry timer of every tab fires at about the same time).
   */
  refresh(options?: { ifExpiring?: boolean }): Promise<User | null>;
  /** Schedules refresh (or logout) at access-token expiry; returns the stop function. */
  startTokenExpiryTimer(): () => void;
  /** Drops the stored tokens without asking the provider. */
  clearTokens(reason: TokensClearedReason): Promise<void>;
  logout(): Promise<void>;
  getAccessToken(): string | null;
  isAuthenticated(): boolean;
  getUser(): User | null;
  /** Called whenever the user changes (sign-in, refresh, clear, other tab's logout). */
  subscribe(listener: () => void): () => void;
}

const documentCookies = {
  read: (name: string) => readCookie(name),
  write: (cookie: string) => {
    document.cookie = cookie;
  },
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** How long a refreshing tab keeps the lock after storing the new tokens (see refresh()). */
const STORAGE_SETTLE_MS = 250;

/** Where oidc-client-ts keeps the user: its store prefix `oidc.`, then `user:<authority>:<client>`. */
const storedUserKey = (issuer: string, clientId: string) => `oidc.user:${issuer}:${clientId}`;

/** HTTPS is required (SPEC §9) unless configuration turns it off; loopback is always allowed. */
export function assertSecureIssuer(issuer: string, requireHttps: boolean): void {
  const url = new URL(issuer);
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
  if (requireHttps && url.protocol !== 'https:' && !loopback) {
    throw new Error(`The identity provider must use HTTPS: ${url.origin}`);
  }
}

/** Authorization code + PKCE (or password) sign-in with oidc-client-ts (SPEC §4). */
export function createOidcAuth(options: OidcAuthOptions): OidcAuth {
  assertSecureIssuer(options.issuer, options.requireHttps);
  const storage = options.storage ?? localStorage;
  const mode = decideAuthMode(options.responseType);
  const tenantKey = options.tenantKey ?? DEFAULT_TENANT_KEY;
  const locks = options.locks ?? defaultLockManager();
  const cookies = options.cookies ?? documentCookies;
  const timers = options.timers ?? systemTimers;
  // oidc-client-ts loads on first use (ADR 0340): an anonymous start never needs it. Fetched once,
  // tried again after a failure, as @sahm/ui's onDemand (docs/code-splitting.md), which this
  // headless package cannot import.
  let managerLoad: Promise<UserManager> | null = null;
  const loadManager = () =>
    (managerLoad ??= import('oidc-client-ts')
      .then(
        ({ UserManager, WebStorageStateStore }) =>
          new UserManager({
            authority: options.issuer,
            client_id: options.clientId,
            redirect_uri: options.redirectUri,
            post_logout_redirect_uri: options.postLogoutRedirectUri,
            response_type: 'code',
            scope: options.scope,
            userStore: new WebStorageStateStore({ store: storage }),
            stateStore: new WebStorageStateStore({ store: storage }),
            // Claims come in the id token; refresh is ours (one per browser, not one per tab).
            loadUserInfo: false,
            automaticSilentRenew: false,
            monitorSession: false,
            // Password mode sends the tenant as a header on token requests (SPEC §7); empty → omitted.
            ...(mode === 'password'
              ? { extraHeaders: { [tenantKey]: () => options.getTenantId() ?? '' } }
              : {}),
          }),
      )
      .catch((error: unknown) => {
        // Offline or a new deployment: the next sign-in or restore fetches it again.
        managerLoad = null;
        throw error;
      }));
  let user: User | null = null;
  let refreshing: Promise<User | null> | null = null;
  // A refresh that fails because logout just revoked the tokens must not start a new sign-in.
  let loggingOut = false;
  const listeners = new Set<() => void>();

  const isValid = (candidate: User | null): candidate is User =>
    Boolean(candidate && candidate.access_token && !candidate.expired);
  // Valid beyond the refresh margin: another tab has just refreshed, so there is nothing to do.
  const isFresh = (candidate: User | null): candidate is User =>
    isValid(candidate) &&
    (candidate.expires_at ?? 0) * 1000 - timers.now() > TOKEN_REFRESH_MARGIN_SECONDS * 1000;
  const setUser = (next: User | null) => {
    user = next;
    listeners.forEach((listener) => listener());
  };

  async function clearTokens(reason: TokensClearedReason) {
    await (await loadManager()).removeUser();
    storage.removeItem(STORAGE_KEYS.passwordFlow);
    setUser(null);
    options.onTokensCleared?.(reason);
  }

  async function refresh({ ifExpiring = false } = {}): Promise<User | null> {
    if (refreshing) return refreshing;
    const manager = await loadManager();
    const seenRefreshToken = (await manager.getUser())?.refresh_token;
    refreshing = locks
      .request(TOKEN_REFRESH_LOCK_NAME, async () => {
        // Re-read after the wait: another tab may have refreshed; replaying its rotated refresh
        // token would revoke the whole grant.
        const stored = await manager.getUser();
        if (stored && stored.refresh_token !== seenRefreshToken && isValid(stored)) return stored;
        if (ifExpiring && isFresh(stored)) return stored;
        if (!stored?.refresh_token) return null;
        const refreshed = await manager.signinSilent();
        // Chromium mirrors localStorage into each tab's process asynchronously: keep the lock a
        // moment so the next tab reads the rotated token, not the one just spent.
        await new Promise<void>((settled) => timers.setTimeout(settled, STORAGE_SETTLE_MS));
        return refreshed;
      })
      .then(
        (next) => {
          setUser(next);
          return next;
        },
        async (error: unknown) => {
          if (loggingOut) {
            setUser(null);
          } else if (decideRefreshFailure(mode) === 'login') {
            await manager.removeUser();
            setUser(null);
            (options.onLoginRequired ?? (() => void auth.login(currentPath())))();
          } else {
            await clearTokens('refresh-failed');
          }
          throw error;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function startTokenExpiryTimer(): () => void {
    let handle: unknown = null;
    const schedule = () => {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      const expiresAt = user?.expires_at;
      if (!user || expiresAt === undefined) return;
      const delay = Math.max(
        0,
        expiresAt * 1000 - TOKEN_REFRESH_MARGIN_SECONDS * 1000 - timers.now(),
      );
      handle = timers.setTimeout(() => {
        handle = null;
        void onExpiry();
      }, delay);
    };
    const onExpiry = async () => {
      if (decideTokenExpiry(Boolean(user?.refresh_token)) === 'refresh') {
        await refresh({ ifExpiring: true }).catch(() => undefined);
      } else {
        await clearTokens('expired-without-refresh-token');
      }
    };
    const unsubscribe = auth.subscribe(schedule);
    schedule();
    return () => {
      unsubscribe();
      if (handle !== null) timers.clearTimeout(handle);
    };
  }

  options.crossTabLogout?.subscribe(() => {
    // The other tab already revoked and cleared storage; this tab only forgets and reports.
    if (!user) return;
    setUser(null);
    options.onTokensCleared?.('logout-in-other-tab');
  });

  const auth: OidcAuth = {
    mode,
    async restore() {
      const decision = decideStartupTokens({
        storedClientId: storage.getItem(STORAGE_KEYS.oAuthClientId),
        clientId: options.clientId,
        passwordFlow: storage.getItem(STORAGE_KEYS.passwordFlow) !== null,
        rememberMeCookie: cookies.read(REMEMBER_ME_COOKIE_NAME) !== null,
      });
      storage.setItem(STORAGE_KEYS.oAuthClientId, options.clientId);
      if (decision.action === 'clear-tokens') {
        await clearTokens(decision.reason);
        return 'tokens-cleared';
      }
      if (decision.action === 'logout') {
        await revokeStoredTokens();
        clearStoredSession(storage);
        storage.setItem(STORAGE_KEYS.oAuthClientId, options.clientId);
        setUser(null);
        options.onTokensCleared?.(decision.reason);
        return 'tokens-cleared';
      }
      if (storage.getItem(storedUserKey(options.issuer, options.clientId)) === null) {
        return 'anonymous';
      }
      const stored = await (await loadManager()).getUser();
      if (!stored) return 'anonymous';
      if (!stored.expired) {
        setUser(stored);
        return 'restored';
      }
      if (!stored.refresh_token) {
        await clearTokens('expired-without-refresh-token');
        return 'tokens-cleared';
      }
      try {
        return (await refresh()) ? 'refreshed' : 'anonymous';
      } catch {
        return 'tokens-cleared';
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
      const signedIn = await (await loadManager()).signinRedirectCallback(url.href);
      setUser(signedIn);
      return toSafeReturnPath((signedIn.state as SignInState | undefined)?.returnTo);
    },
    async login(returnTo = '/') {
      const language = options.getLanguage();
      const tenantId = options.getTenantId();
      const state: SignInState = { returnTo: toSafeReturnPath(returnTo) };
      await (
        await loadManager()
      ).signinRedirect({
        state,
        ui_locales: language,
        extraQueryParams: {
          culture: language,
          'ui-culture': language,
          ...(tenantId ? { [tenantKey]: tenantId } : {}),
        },
      });
    },
    async loginWithPassword({ username, password, rememberMe }) {
      const signedIn = await (
        await loadManager()
      ).signinResourceOwnerCredentials({
        username,
        password,
        skipUserInfo: true,
      });
      storage.setItem(STORAGE_KEYS.passwordFlow, 'true');
      storage.setItem(STORAGE_KEYS.oAuthClientId, options.clientId);
      cookies.write(formatRememberMeCookie(rememberMe));
      setUser(signedIn);
    },
    refresh,
    startTokenExpiryTimer,
    clearTokens,
    async logout() {
      loggingOut = true;
      const manager = await loadManager();
      const current = user ?? (await manager.getUser());
      const idTokenHint = current?.id_token;
      await revokeStoredTokens();
      clearStoredSession(storage);
      cookies.write(`${REMEMBER_ME_COOKIE_NAME}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
      setUser(null);
      options.crossTabLogout?.announce();
      if (mode === 'password') {
        // No provider session to end: the portal reloads configuration and goes home.
        options.onTokensCleared?.('logout');
        return;
      }
      await manager.signoutRedirect({
        id_token_hint: idTokenHint,
        post_logout_redirect_uri: options.postLogoutRedirectUri,
        extraQueryParams: { ui_locales: options.getLanguage() },
      });
    },
    getAccessToken: () => (isValid(user) ? user.access_token : null),
    isAuthenticated: () => isValid(user),
    getUser: () => user,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  async function revokeStoredTokens() {
    const manager = await loadManager();
    const current = await manager.getUser();
    if (current?.refresh_token || current?.access_token) {
      try {
        await manager.revokeTokens(['refresh_token', 'access_token']);
      } catch {
        // Tokens are dropped anyway; the provider session still ends in code mode.
      }
    }
    await manager.removeUser();
  }

  return auth;
}

function currentPath(): string {
  const location = globalThis.location;
  return location ? `${location.pathname}${location.search}${location.hash}` : '/';
}

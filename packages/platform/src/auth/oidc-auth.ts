import type { User, UserManager } from 'oidc-client-ts';
import {
  DEFAULT_TENANT_KEY,
  IDENTITY_PROVIDER_TIMEOUT_SECONDS,
  REMEMBER_ME_COOKIE_NAME,
  STORAGE_KEYS,
  TOKEN_REFRESH_LOCK_NAME,
  TOKEN_REFRESH_MARGIN_SECONDS,
} from '../constants';
import { readCookie } from '../http/read-cookie';
import type { CrossTabLogout } from '../session/cross-tab-logout';
import { forgetSignedInPeople } from '../session/per-user-state';
import {
  classifyRefreshFailure,
  decideAfterRefreshFailure,
  decideAuthMode,
  decideHeardSessionEnd,
  decideStartupTokens,
  decideTokenExpiry,
  formatRememberMeCookie,
  refreshRetryDelayMs,
} from './auth-decisions';
import {
  systemTimers,
  type ApplicationAuth,
  type AuthTimers,
  type PasswordCredentials,
  type RestoreOutcome,
  type TokensClearedReason,
} from './application-auth';
import { clearStoredSession } from './clear-stored-session';
import { defaultLockManager, type LockManagerLike } from './lock-manager';
import { createSpentRefreshTokens, type SpentRefreshTokens } from './spent-refresh-tokens';
import { toSafeReturnPath } from './safe-return-path';

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
  /** What the tabs have spent, so none replays it (docs/adr/0411); IndexedDB by default. */
  spentRefreshTokens?: SpentRefreshTokens;
  /** Logout in one tab logs out all (SPEC §4); so does a refused refresh (docs/adr/0411). */
  crossTabLogout?: CrossTabLogout;
  /** Stored tokens were dropped: reload the application configuration (SPEC §4, §8). */
  onTokensCleared?: (reason: TokensClearedReason) => void;
  /**
   * The session ended, in this tab or another, by any path (logout, idle, officer, tenant error,
   * refused or impossible refresh, the start-up rules): remove what the application keeps about
   * the person. The platform removes its own (`IsCompleteReg`); called before any revocation.
   */
  onSessionEnded?: () => void;
  /** Where `storage` (another tab's renewed tokens) and `online` events arrive; `window` by default. */
  eventSource?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /**
   * Code mode: the provider's end-session redirect could not start (discovery or the library
   * unreachable). The session is forgotten here all the same; the person is told, and `retry`
   * tries the redirect again (docs/adr/0501). `logout()` settles either way.
   */
  onProviderLogoutFailed?: (error: unknown, retry: () => Promise<void>) => void;
  /** Code mode: a failed refresh goes to login; defaults to `login(current path)`. */
  onLoginRequired?: () => void;
  /** Reads and writes `document.cookie` by default. */
  cookies?: { read(name: string): string | null; write(cookie: string): void };
  timers?: AuthTimers;
}

interface SignInState {
  returnTo: string;
}

/** Browser mode: oidc-client-ts holds the tokens in `storage` (docs/adr/0004). */
export interface OidcAuth extends ApplicationAuth {
  readonly tokensHeldBy: 'browser';
  /** Applies the start-up rules, then restores a stored session, refreshing an expired token once. */
  restore(): Promise<RestoreOutcome>;
  /** True when the current URL is the provider's redirect back to us. */
  isSignInCallback(url: URL): boolean;
  /** Completes the code exchange and answers the safe in-app path to return to. */
  completeSignIn(url: URL): Promise<string>;
  /** Password mode: the password-token request with the tenant header, marker and cookie. */
  loginWithPassword(credentials: PasswordCredentials): Promise<void>;
  /**
   * Refreshes the tokens once across tabs and answers the user afterwards (null when signed out).
   * With `ifExpiring`, a token another tab has just refreshed is kept instead (the expiry timer
   * of every tab fires at about the same time). A refusal ends the session in every tab; a
   * failure nobody answered keeps it (docs/adr/0411). Rejects with the failure either way.
   */
  refresh(options?: { ifExpiring?: boolean }): Promise<User | null>;
  /**
   * Schedules refresh (or logout) at access-token expiry, and tries a refresh nobody answered
   * again after 1 s, 2 s, 4 s… up to 30 s, at once when the browser is back online; returns the
   * stop function.
   */
  startTokenExpiryTimer(): () => void;
  /** Drops the stored tokens and what is kept about the person, without asking the provider. */
  clearTokens(reason: TokensClearedReason): Promise<void>;
  /**
   * Under the refresh lock: tells every tab, forgets the session here, then revokes the tokens;
   * code mode then ends the provider's session (docs/adr/0410). Settles even when the provider
   * cannot be reached: `onProviderLogoutFailed` is told (docs/adr/0501).
   */
  logout(): Promise<void>;
  /**
   * True once this tab logged out, heard another tab end the session, or (password mode) had its
   * refresh refused, until the next sign-in: route guards, a 401 and a failed refresh then start
   * no sign-in (docs/adr/0410, 0411).
   */
  sessionEnded(): boolean;
  /**
   * The token for an API request. When it expired while the session stands (the network held the
   * renewal up, ADR 0411), renews first rather than sending a request that can only earn a 401.
   */
  accessTokenForRequest(): Promise<string | null>;
  getUser(): User | null;
}

const documentCookies = {
  read: (name: string) => readCookie(name),
  write: (cookie: string) => {
    document.cookie = cookie;
  },
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** How long a tab waits for another tab's renewed tokens to reach its copy of localStorage. */
const RENEWED_TOKENS_WAIT_MS = 5_000;
const RENEWED_TOKENS_POLL_MS = 50;

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
  const spentRefreshTokens = options.spentRefreshTokens ?? createSpentRefreshTokens();
  const cookies = options.cookies ?? documentCookies;
  const timers = options.timers ?? systemTimers;
  const eventSource = options.eventSource ?? (typeof window === 'undefined' ? undefined : window);
  const userKey = storedUserKey(options.issuer, options.clientId);
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
            // Discovery, revocation and code exchange nobody answers fail as `ErrorTimeout`.
            requestTimeoutInSeconds: IDENTITY_PROVIDER_TIMEOUT_SECONDS,
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
  // The session was ended on purpose (see `sessionEnded`): nothing here signs in by itself until
  // the next sign-in (docs/adr/0410).
  let ended = false;
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
  const signedIn = (next: User) => {
    ended = false;
    setUser(next);
  };
  /** Every end of a session forgets what is kept about the person (docs/adr/0412). */
  const forgetPerson = () => {
    forgetSignedInPeople(storage);
    options.onSessionEnded?.();
  };

  async function clearTokens(reason: TokensClearedReason) {
    await (await loadManager()).removeUser();
    storage.removeItem(STORAGE_KEYS.passwordFlow);
    forgetPerson();
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
        // token would revoke the whole grant. After a logout there is nothing left to read.
        const stored = await manager.getUser();
        if (stored && stored.refresh_token !== seenRefreshToken && isValid(stored)) return stored;
        if (ifExpiring && isFresh(stored)) return stored;
        if (!stored?.refresh_token) return null;
        // Spent by the tab that held the lock before: its tokens are on their way here.
        if (await spentRefreshTokens.includes(stored.refresh_token)) {
          return renewedByAnotherTab(manager, stored.refresh_token);
        }
        // No time-out of ours: a refresh given up after the provider rotated the token would
        // leave this tab replaying the spent one, and reuse detection ends the grant (ADR 0411).
        const refreshed = await manager.signinSilent();
        await spentRefreshTokens.record(stored.refresh_token);
        return refreshed;
      })
      .then(
        (next) => {
          // A logout that came while this refresh ran revokes what it got: never bring it back.
          setUser(ended ? null : next);
          return user;
        },
        async (error: unknown) => {
          await afterRefreshFailure(manager, error);
          throw error;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /**
   * Chromium copies localStorage into each tab's process a little after another tab wrote it:
   * wait for the rotated tokens rather than replay the spent one. Still not there is a failure
   * nobody answered: the session stays, and the next try reads them (docs/adr/0411).
   */
  async function renewedByAnotherTab(manager: UserManager, spent: string): Promise<User | null> {
    for (let waited = 0; waited < RENEWED_TOKENS_WAIT_MS; waited += RENEWED_TOKENS_POLL_MS) {
      await new Promise<void>((settled) => timers.setTimeout(settled, RENEWED_TOKENS_POLL_MS));
      const stored = await manager.getUser();
      // Gone: that tab logged out instead.
      if (!stored) return null;
      if (stored.refresh_token !== spent && isValid(stored)) return stored;
    }
    throw new Error('The tokens another tab renewed have not reached this tab yet.');
  }

  async function afterRefreshFailure(manager: UserManager, error: unknown) {
    const action = decideAfterRefreshFailure({
      failure: classifyRefreshFailure(error),
      mode,
      sessionEnded: ended,
    });
    if (action === 'keep-session') return;
    if (action === 'forget-quietly') {
      setUser(null);
      return;
    }
    // The provider refused the refresh token: every tab reaches the same end (docs/adr/0411).
    options.crossTabLogout?.announce('refresh-refused');
    if (action === 'login') {
      await manager.removeUser();
      forgetPerson();
      setUser(null);
      (options.onLoginRequired ?? (() => void auth.login(currentPath())))();
    } else {
      // Ended for good, as in the tabs that hear of it: Home, signed out, no 401 echoes.
      ended = true;
      await clearTokens('refresh-failed');
    }
  }

  function startTokenExpiryTimer(): () => void {
    let handle: unknown = null;
    let failedAttempts = 0;
    const runIn = (delay: number) => {
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(() => {
        handle = null;
        void onExpiry();
      }, delay);
    };
    // Every change of user (renewed here or in another tab, signed out) starts over.
    const schedule = () => {
      failedAttempts = 0;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      const expiresAt = user?.expires_at;
      if (!user || expiresAt === undefined) return;
      runIn(Math.max(0, expiresAt * 1000 - TOKEN_REFRESH_MARGIN_SECONDS * 1000 - timers.now()));
    };
    const onExpiry = async () => {
      if (decideTokenExpiry(Boolean(user?.refresh_token)) !== 'refresh') {
        await clearTokens('expired-without-refresh-token');
        return;
      }
      try {
        await refresh({ ifExpiring: true });
      } catch (error) {
        // A refusal has ended the session by now; a failure nobody answered kept it: try again.
        if (user && classifyRefreshFailure(error) === 'unreachable') {
          failedAttempts += 1;
          runIn(refreshRetryDelayMs(failedAttempts));
        }
      }
    };
    const retryWhenOnline = () => {
      if (failedAttempts > 0) runIn(0);
    };
    const unsubscribe = auth.subscribe(schedule);
    eventSource?.addEventListener('online', retryWhenOnline);
    schedule();
    return () => {
      unsubscribe();
      eventSource?.removeEventListener('online', retryWhenOnline);
      if (handle !== null) timers.clearTimeout(handle);
    };
  }

  options.crossTabLogout?.subscribe((signal) => {
    const decision = decideHeardSessionEnd(signal, user !== null);
    if (decision.action === 'ignore') return;
    // The other tab cleared the tokens and revokes them; this tab forgets and reports.
    ended = true;
    forgetPerson();
    setUser(null);
    options.onTokensCleared?.(decision.reason);
  });

  // Another tab renewed the tokens: take them now rather than at this tab's own next try.
  eventSource?.addEventListener('storage', (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== userKey || newValue === null || !user || ended) return;
    void adoptRenewedUser();
  });

  async function adoptRenewedUser() {
    const stored = await (await loadManager()).getUser();
    // The same person's newer tokens only: someone else signing in elsewhere is no renewal.
    if (
      isValid(stored) &&
      user &&
      !ended &&
      stored.profile.sub === user.profile.sub &&
      stored.access_token !== user.access_token
    ) {
      setUser(stored);
    }
  }

  /**
   * Ends the session for every tab (docs/adr/0410): under the refresh lock, so no tab refreshes
   * meanwhile, it announces the end and forgets the session here first, then revokes the tokens
   * it read last. Answers the id token, for the provider's end-session request.
   */
  async function endSessionEverywhere(): Promise<string | undefined> {
    const manager = await loadManager();
    return locks.request(TOKEN_REFRESH_LOCK_NAME, async () => {
      // Read under the lock: another tab may have rotated the tokens just before.
      const ending = (await manager.getUser()) ?? user;
      forgetSessionHere();
      await revokeTokens(manager, ending);
      return ending?.id_token;
    });
  }

  /** Tells every tab, then forgets the session here: tokens, SPEC §3 keys, the person. */
  function forgetSessionHere() {
    options.crossTabLogout?.announce('logout');
    clearStoredSession(storage);
    cookies.write(`${REMEMBER_ME_COOKIE_NAME}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    forgetPerson();
    setUser(null);
  }

  /**
   * Code mode: the provider's end-session page. When it cannot start, the session is already
   * forgotten here: the person is told, with a retry, instead of an unhandled rejection (ADR 0501).
   */
  async function endProviderSession(idTokenHint: string | undefined, retrying: boolean) {
    try {
      await (
        await loadManager()
      ).signoutRedirect({
        id_token_hint: idTokenHint,
        post_logout_redirect_uri: options.postLogoutRedirectUri,
        extraQueryParams: { ui_locales: options.getLanguage() },
      });
    } catch (error) {
      // The page stays: signed out here, so the portal reloads its configuration (SPEC §8).
      if (!retrying) options.onTokensCleared?.('logout');
      options.onProviderLogoutFailed?.(error, () => endProviderSession(idTokenHint, true));
    }
  }

  const auth: OidcAuth = {
    mode,
    tokensHeldBy: 'browser',
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
        // Not ended on purpose: nothing of the old session is on screen yet, so the guards may
        // ask for a sign-in.
        await endSessionEverywhere();
        storage.setItem(STORAGE_KEYS.oAuthClientId, options.clientId);
        options.onTokensCleared?.(decision.reason);
        return 'tokens-cleared';
      }
      if (storage.getItem(userKey) === null) return 'anonymous';
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
      } catch (error) {
        if (classifyRefreshFailure(error) === 'refused') return 'tokens-cleared';
        // Nobody answered: the session stays, and the expiry timer tries again (ADR 0411).
        setUser(stored);
        return 'renewal-pending';
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
      const signedInUser = await (await loadManager()).signinRedirectCallback(url.href);
      signedIn(signedInUser);
      return toSafeReturnPath((signedInUser.state as SignInState | undefined)?.returnTo);
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
      const signedInUser = await (
        await loadManager()
      ).signinResourceOwnerCredentials({
        username,
        password,
        skipUserInfo: true,
      });
      storage.setItem(STORAGE_KEYS.passwordFlow, 'true');
      storage.setItem(STORAGE_KEYS.oAuthClientId, options.clientId);
      cookies.write(formatRememberMeCookie(rememberMe));
      signedIn(signedInUser);
    },
    refresh,
    startTokenExpiryTimer,
    clearTokens,
    async logout() {
      // Ended on purpose from now on: a refresh finishing meanwhile brings nothing back.
      ended = true;
      let idTokenHint: string | undefined;
      try {
        idTokenHint = await endSessionEverywhere();
      } catch {
        // oidc-client-ts could not load: the session is forgotten here all the same (ADR 0501).
        forgetSessionHere();
      }
      if (mode === 'password') {
        // No provider session to end: the portal reloads configuration and goes home.
        options.onTokensCleared?.('logout');
        return;
      }
      await endProviderSession(idTokenHint, false);
    },
    sessionEnded: () => ended,
    getAccessToken: () => (isValid(user) ? user.access_token : null),
    async accessTokenForRequest() {
      const valid = auth.getAccessToken();
      if (valid || ended || !(user as User | null)?.refresh_token) return valid;
      // Twice: the refresh this joins may have started before the network came back. A failure
      // is handled where every refresh failure is: the session kept, or ended.
      for (let attempt = 0; attempt < 2 && !auth.getAccessToken() && !ended; attempt += 1) {
        await refresh({ ifExpiring: true }).catch(() => undefined);
      }
      return auth.getAccessToken();
    },
    isAuthenticated: () => isValid(user),
    getUser: () => user,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return auth;
}

/**
 * Revokes refresh, then access token with oidc-client-ts's own client on the manager's settings
 * and discovery: `UserManager.revokeTokens` reads the stored user, which is already gone.
 */
async function revokeTokens(manager: UserManager, ending: User | null): Promise<void> {
  if (!ending) return;
  const { OidcClient } = await import('oidc-client-ts');
  const client = new OidcClient(manager.settings, manager.metadataService);
  for (const type of ['refresh_token', 'access_token'] as const) {
    const token = ending[type];
    if (!token) continue;
    try {
      await client.revokeToken(token, type);
    } catch {
      // Forgotten here anyway; in code mode the provider's session still ends.
    }
  }
}

function currentPath(): string {
  const location = globalThis.location;
  return location ? `${location.pathname}${location.search}${location.hash}` : '/';
}

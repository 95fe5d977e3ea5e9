// zod/mini, as every schema the packages ship (ADR 0341).
import { z } from 'zod/mini';
import type { HttpErrorInfo } from '../errors/read-http-error';
import { NetworkError } from '../http/network-error';
import type { Logger } from '../logging/logger';
import type { CrossTabLogout } from '../session/cross-tab-logout';
import type { CrossTabSignIn } from '../session/cross-tab-sign-in';
import { forgetSignedInPeople } from '../session/per-user-state';
import {
  systemTimers,
  type ApplicationAuth,
  type AuthTimers,
  type TokensClearedReason,
} from './application-auth';
import { decideHeardSessionEnd } from './auth-decisions';
import { BffSignInError } from './bff-sign-in-error';
import { toSafeReturnPath } from './safe-return-path';

/** The BFF's routes on the portal's own origin (apps/bff/README.md). */
export const BFF_USER_PATH = '/bff/user';
export const BFF_LOGIN_PATH = '/bff/login';
export const BFF_LOGOUT_PATH = '/bff/logout';
/** Where a failed sign-in lands: `/?signInError=<code>`. */
export const SIGN_IN_ERROR_PARAM = 'signInError';

// setTimeout fires at once for anything longer (a signed 32-bit count of milliseconds).
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

export interface BffAuthOptions {
  /** The interface language: the provider's pages and the BFF's refusals are in it. */
  getLanguage: () => string;
  /** The current tenant id, sent to sign-in as ABP's `__tenant`. */
  getTenantId: () => string | null;
  /** Logout in one tab logs out all (SPEC §4, docs/adr/0410). */
  crossTabLogout?: CrossTabLogout;
  /**
   * A tab that finds the BFF's session says so, and a signed-out tab that hears it asks the BFF
   * again (issue 28 C9): a sign-in in one tab reaches the others.
   */
  crossTabSignIn?: CrossTabSignIn;
  /** Another tab signed in and this one, signed out, found that session: reload the configuration. */
  onSignedInInOtherTab?: () => void;
  /** The session was dropped here: reload the application configuration (SPEC §4, §8). */
  onTokensCleared?: (reason: TokensClearedReason) => void;
  /** Every end of a session: remove what the application keeps about the person (ADR 0412). */
  onSessionEnded?: () => void;
  /**
   * The BFF could not end the session (no answer, or a refusal in ABP's error shape): the person
   * stays signed in and is told through this; `logout()` settles either way.
   */
  onLogoutFailed?: (error: unknown) => void;
  logger?: Pick<Logger, 'warn'>;
  /** Where the person is sent: `location.assign` by default. */
  navigate?: (path: string) => void;
  /** Where `IsCompleteReg` entries live (docs/adr/0412); `localStorage` by default. */
  storage?: Storage;
  timers?: AuthTimers;
}

/** `GET /bff/user`: a signed-in person's session, or `{ isAuthenticated: false }`. */
const bffUserSchema = z.object({
  isAuthenticated: z.boolean(),
  sub: z.optional(z.string().check(z.minLength(1))),
  sessionExpiresAt: z.optional(z.string()),
});

interface BffSession {
  sub: string;
  /** Epoch milliseconds: the BFF's absolute end of the session. */
  expiresAt: number;
}

/** The person `GET /bff/user` names: null when nobody is signed in. */
function toSession(answer: unknown): BffSession | null | 'malformed' {
  const parsed = bffUserSchema.safeParse(answer);
  if (!parsed.success) return 'malformed';
  if (!parsed.data.isAuthenticated) return null;
  const { sub, sessionExpiresAt } = parsed.data;
  const expiresAt = Date.parse(sessionExpiresAt ?? '');
  return sub && !Number.isNaN(expiresAt) ? { sub, expiresAt } : 'malformed';
}

/** A refusal of the BFF, read as the error catalogue reads any failed request (SPEC §8). */
class BffRequestError extends Error implements HttpErrorInfo {
  override readonly name = 'BffRequestError';
  readonly kind = 'http';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    readonly body: unknown,
  ) {
    super(`${BFF_LOGOUT_PATH} answered ${status}`);
  }
}

/** Like oidc-client-ts's redirects: the page unloads, so nothing is left to settle. */
const leavingPage = () => new Promise<void>(() => undefined);

/**
 * bff mode (docs/adr/0461): the BFF on this origin holds the tokens; the browser holds only its
 * HttpOnly cookie. Sign-in and logout are navigations to the BFF, the person comes from
 * `GET /bff/user`, and no request of the application carries a token.
 */
export function createBffAuth(options: BffAuthOptions): ApplicationAuth {
  const storage = options.storage ?? localStorage;
  const timers = options.timers ?? systemTimers;
  const navigate = options.navigate ?? ((path: string) => window.location.assign(path));
  let session: BffSession | null = null;
  // Ended on purpose (a logout here or heard from another tab): no sign-in by itself (ADR 0410).
  let ended = false;
  const listeners = new Set<() => void>();

  const setSession = (next: BffSession | null) => {
    session = next;
    listeners.forEach((listener) => listener());
  };
  const forgetPerson = () => {
    forgetSignedInPeople(storage);
    options.onSessionEnded?.();
  };
  const endHere = (reason: TokensClearedReason) => {
    forgetPerson();
    setSession(null);
    options.onTokensCleared?.(reason);
  };

  /** `POST /bff/logout`: the BFF revokes the tokens and clears its cookie; answers where to go. */
  async function endBffSession(): Promise<string> {
    let response: Response;
    try {
      response = await fetch(BFF_LOGOUT_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        // The BFF's CSRF check, ABP's AJAX marker; the language of its refusal and the provider's page.
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': options.getLanguage() },
      });
    } catch (error) {
      throw error instanceof TypeError ? new NetworkError(error) : error;
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      throw new BffRequestError(response.status, response.statusText, response.headers, body);
    }
    return toSafeReturnPath((body as { redirectTo?: unknown } | null)?.redirectTo);
  }

  /** `GET /bff/user`: the person signed in, or null (nobody, no answer, not a BFF answer). */
  async function readSession(outcome: string): Promise<BffSession | null> {
    let answer: unknown;
    try {
      const response = await fetch(BFF_USER_PATH, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`${BFF_USER_PATH} answered ${response.status}`);
      answer = await response.json();
    } catch (error) {
      // The public pages still work signed out; Login tries the BFF again.
      options.logger?.warn(`The BFF did not answer who is signed in: ${outcome}`, error);
      return null;
    }
    const found = toSession(answer);
    if (found === 'malformed') {
      // Not the answer itself: it may name the person.
      options.logger?.warn(`${BFF_USER_PATH} is not a BFF answer: ${outcome}`);
      return null;
    }
    return found;
  }

  // Another tab found the BFF's session: a tab signed out asks the BFF itself, and takes it.
  options.crossTabSignIn?.subscribe(() => {
    if (session) return;
    void readSession('staying signed out').then((found) => {
      if (!found || session) return;
      // A sign-in of the person's own: nothing ended on purpose any more (ADR 0410).
      ended = false;
      setSession(found);
      options.onSignedInInOtherTab?.();
    });
  });

  options.crossTabLogout?.subscribe((signal) => {
    const decision = decideHeardSessionEnd(signal, session !== null);
    if (decision.action === 'ignore') return;
    // The other tab's logout ended the BFF's session too: forget it here, sign nobody in.
    ended = true;
    endHere(decision.reason);
  });

  const auth: ApplicationAuth = {
    mode: 'code',
    tokensHeldBy: 'bff',
    async restore() {
      const found = await readSession('starting signed out');
      if (!found) return 'anonymous';
      setSession(found);
      // The other tabs that are signed out find it too (issue 28 C9).
      options.crossTabSignIn?.announce();
      return 'restored';
    },
    isSignInCallback: (url) => url.pathname === '/' && url.searchParams.has(SIGN_IN_ERROR_PARAM),
    async completeSignIn(url) {
      // A sign-in that succeeded never comes here: the BFF sends the person to its return path.
      throw new BffSignInError(url.searchParams.get(SIGN_IN_ERROR_PARAM) ?? '');
    },
    login(returnTo = '/') {
      const query = new URLSearchParams({ returnTo: toSafeReturnPath(returnTo) });
      const tenantId = options.getTenantId();
      if (tenantId) query.set('__tenant', tenantId);
      query.set('culture', options.getLanguage());
      navigate(`${BFF_LOGIN_PATH}?${query}`);
      return leavingPage();
    },
    loginWithPassword: () =>
      Promise.reject(new Error('bff mode signs in on the provider page only (docs/adr/0461)')),
    startTokenExpiryTimer() {
      let handle: unknown = null;
      const schedule = () => {
        if (handle !== null) timers.clearTimeout(handle);
        handle = null;
        if (!session) return;
        const delay = Math.min(LONGEST_TIMEOUT_MS, Math.max(0, session.expiresAt - timers.now()));
        handle = timers.setTimeout(() => {
          handle = null;
          // The cookie ended with the session: nothing to ask the BFF.
          if (auth.isAuthenticated()) schedule();
          else if (session) endHere('session-expired');
        }, delay);
      };
      const unsubscribe = auth.subscribe(schedule);
      schedule();
      return () => {
        unsubscribe();
        if (handle !== null) timers.clearTimeout(handle);
      };
    },
    async clearTokens(reason) {
      // The cookie would open the session again: the BFF revokes it, without the provider's page.
      await endBffSession().catch((error: unknown) =>
        options.logger?.warn('The BFF did not end the session', error),
      );
      endHere(reason);
    },
    async logout() {
      const endedBefore = ended;
      // A 401 while the BFF ends the session is its echo, not a reason to sign in (ADR 0410).
      ended = true;
      let redirectTo: string;
      try {
        redirectTo = await endBffSession();
      } catch (error) {
        ended = endedBefore;
        options.onLogoutFailed?.(error);
        return;
      }
      // Told and forgotten before the page leaves for the provider's end-session (ADR 0410, 0412).
      options.crossTabLogout?.announce('logout');
      forgetPerson();
      setSession(null);
      navigate(redirectTo);
      return leavingPage();
    },
    sessionEnded: () => ended,
    getAccessToken: () => null,
    accessTokenForRequest: async () => null,
    // "Valid" is the BFF's session, until its absolute end (SPEC §4's idle warning, ADR 0461).
    isAuthenticated: () => session !== null && timers.now() < session.expiresAt,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return auth;
}

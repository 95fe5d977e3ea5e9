import { Hono } from 'hono';
import * as oidc from 'openid-client';
import {
  chunkNames,
  clearCookies,
  LOGIN_COOKIE,
  LOGOUT_COOKIE,
  parseCookies,
  SESSION_COOKIE,
  setCookie,
} from '../cookies';
import { classifyProviderFailure, failureCode } from '../identity-provider';
import { toSafeReturnPath } from '../safe-return-path';
import { describeSession, newSessionId, userFromClaims, withTokens } from '../session';
import { preferredLanguage } from '../abp-error';
import type { BffEnv } from './context';
import { hashSessionId } from './request-log';
import { withCookies, type BffServices } from './services';

export const CALLBACK_PATH = '/bff/callback';
export const END_SESSION_PATH = '/bff/end-session';
/** Where a failed sign-in lands, with `signInError` naming why (the SPA tells it, ADR 0431). */
export const SIGN_IN_FAILED_PATH = '/';

// Long enough to type a password; the provider's own interaction lives ten minutes too.
const LOGIN_SECONDS = 600;
// Between the logout answer and the browser's visit to the end-session redirect.
const LOGOUT_SECONDS = 60;
// ABP's tenant key and the culture names the portal sends to the provider's pages.
const TENANT = /^[\w-]{1,64}$/;
const CULTURE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,2}$/i;

export type SignInError =
  | 'login_expired'
  | 'state_mismatch'
  | 'provider_error'
  | 'sign_in_refused'
  | 'provider_unreachable'
  | 'session_too_large';

/**
 * The browser's side of sign-in and sign-out: `GET /bff/login`, `GET /bff/callback`,
 * `GET /bff/user`, `POST /bff/logout`, `GET /bff/end-session`.
 */
export function authRoutes(services: BffServices) {
  const { config, provider, sealer, sessions, now } = services;
  const routes = new Hono<BffEnv>();

  const signInFailed = (
    c: { redirect: (location: string, status: 303) => Response },
    error: SignInError,
  ) => c.redirect(`${SIGN_IN_FAILED_PATH}?signInError=${error}`, 303);

  routes.get('/login', async (c) => {
    const origin = c.get('origin');
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const tenant = c.req.query('__tenant');
    const culture = c.req.query('culture');
    let authorization: URL;
    try {
      authorization = await provider.authorizationUrl({
        redirect_uri: `${origin}${CALLBACK_PATH}`,
        scope: config.scope,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // As the portal's browser mode asks: the provider's pages in the person's language…
        ...(culture && CULTURE.test(culture)
          ? { ui_locales: culture, culture, 'ui-culture': culture }
          : {}),
        // …and for the tenant chosen (ABP's `__tenant`).
        ...(tenant && TENANT.test(tenant) ? { __tenant: tenant } : {}),
      });
    } catch (error) {
      c.set('failure', failureCode(error));
      return signInFailed(c, 'provider_unreachable');
    }
    const login = await sealer.seal(
      { state, nonce, codeVerifier, returnTo: toSafeReturnPath(c.req.query('returnTo')) },
      'login',
      now() + LOGIN_SECONDS * 1000,
    );
    // Lax: the provider sends the browser back here from its own site.
    c.header(
      'Set-Cookie',
      setCookie(LOGIN_COOKIE, login, { maxAgeSeconds: LOGIN_SECONDS, sameSite: 'Lax' }),
    );
    return c.redirect(authorization.href, 302);
  });

  routes.get('/callback', async (c) => {
    // The sign-in cookie is good for one callback, whatever its outcome.
    c.header('Set-Cookie', clearCookies([LOGIN_COOKIE])[0]!, { append: true });
    const cookies = parseCookies(c.req.header('cookie'));
    const sealed = cookies.get(LOGIN_COOKIE);
    const login = sealed ? await sealer.open(sealed, 'login') : null;
    if (!login) return signInFailed(c, 'login_expired');
    const received = new URL(c.req.url);
    // Checked before any call: a callback that this browser did not start is never redeemed.
    if (received.searchParams.get('state') !== login.state) {
      return signInFailed(c, 'state_mismatch');
    }
    if (received.searchParams.has('error')) {
      // The provider's OAuth error code, if it looks like one: the URL is the browser's to forge.
      const code = received.searchParams.get('error') ?? '';
      c.set('failure', /^[a-z_]{1,64}$/.test(code) ? code : 'error');
      return signInFailed(c, 'provider_error');
    }
    let redeemed;
    try {
      redeemed = await provider.redeemCode(
        new URL(`${c.get('origin')}${CALLBACK_PATH}${received.search}`),
        {
          state: String(login.state),
          nonce: String(login.nonce),
          codeVerifier: String(login.codeVerifier),
        },
      );
    } catch (error) {
      c.set('failure', failureCode(error));
      return signInFailed(
        c,
        classifyProviderFailure(error) === 'unreachable'
          ? 'provider_unreachable'
          : 'sign_in_refused',
      );
    }
    const at = now();
    const session = withTokens(
      {
        sid: newSessionId(),
        user: userFromClaims(redeemed.claims),
        expiresAt: at + config.sessionSeconds * 1000,
      },
      redeemed.tokens,
      at,
    );
    c.set('sessionHash', hashSessionId(session.sid));
    let setCookies: string[];
    try {
      // Replaces any earlier session, down to parts of a longer one.
      setCookies = await sessions.seal(session, chunkNames(cookies, SESSION_COOKIE));
    } catch (error) {
      c.set('failure', failureCode(error));
      return signInFailed(c, 'session_too_large');
    }
    for (const line of setCookies) c.header('Set-Cookie', line, { append: true });
    return c.redirect(toSafeReturnPath(login.returnTo), 303);
  });

  routes.get('/user', async (c) => {
    const read = await sessions.read(c.req.header('cookie'));
    if (read.kind === 'valid') {
      c.set('sessionHash', hashSessionId(read.session.sid));
      return c.json(describeSession(read.session));
    }
    return withCookies(c.json({ isAuthenticated: false }), sessions.clear(read.names));
  });

  routes.post('/logout', async (c) => {
    const read = await sessions.read(c.req.header('cookie'));
    const cleared = sessions.clear(read.names);
    if (read.kind !== 'valid') return withCookies(c.json({ redirectTo: '/' }), cleared);
    const { session } = read;
    c.set('sessionHash', hashSessionId(session.sid));
    // Refresh token first: revoking it ends the grant, so no new access token can follow.
    const revocations: [string | null, 'refresh_token' | 'access_token'][] = [
      [session.refreshToken, 'refresh_token'],
      [session.accessToken, 'access_token'],
    ];
    for (const [token, hint] of revocations) {
      if (!token) continue;
      try {
        await provider.revoke(token, hint);
      } catch (error) {
        c.set('failure', `revoke_${hint}:${failureCode(error)}`);
      }
    }
    if (!session.idToken) return withCookies(c.json({ redirectTo: '/' }), cleared);
    // The id token travels to the provider in a redirect the BFF answers, never through script.
    const logout = await sealer.seal(
      { idToken: session.idToken, language: preferredLanguage(c.req.header('accept-language')) },
      'logout',
      now() + LOGOUT_SECONDS * 1000,
    );
    return withCookies(c.json({ redirectTo: END_SESSION_PATH }), [
      ...cleared,
      setCookie(LOGOUT_COOKIE, logout, { maxAgeSeconds: LOGOUT_SECONDS, sameSite: 'Strict' }),
    ]);
  });

  routes.get('/end-session', async (c) => {
    c.header('Set-Cookie', clearCookies([LOGOUT_COOKIE])[0]!);
    const sealed = parseCookies(c.req.header('cookie')).get(LOGOUT_COOKIE);
    const logout = sealed ? await sealer.open(sealed, 'logout') : null;
    if (!logout) return c.redirect('/', 303);
    try {
      const endSession = await provider.endSessionUrl({
        id_token_hint: String(logout.idToken),
        post_logout_redirect_uri: `${c.get('origin')}/`,
        ui_locales: String(logout.language),
      });
      return c.redirect(endSession?.href ?? '/', 303);
    } catch (error) {
      // The provider cannot be reached: its session outlives this one (the tokens are revoked).
      c.set('failure', failureCode(error));
      return c.redirect('/', 303);
    }
  });

  return routes;
}

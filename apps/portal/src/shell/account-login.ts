import { toSafeReturnPath, type AuthPort } from '@sahm/platform';

export const ACCOUNT_LOGIN_PATH = '/account/login';
/** ABP's name for where the login page goes once signed in. */
export const RETURN_URL_PARAM = 'returnUrl';

/** Coming back to an account page after signing in makes no sense: those go home instead. */
export function toReturnPath(value: unknown): string {
  const path = toSafeReturnPath(value);
  return path.startsWith('/account/') && !path.startsWith('/account/manage') ? '/' : path;
}

/** The portal's login form, returning to `returnTo` (a path on this origin) once signed in. */
export function accountLoginHref(returnTo = '/'): string {
  const path = toReturnPath(returnTo);
  if (path === '/') return ACCOUNT_LOGIN_PATH;
  return `${ACCOUNT_LOGIN_PATH}?${new URLSearchParams({ [RETURN_URL_PARAM]: path }).toString()}`;
}

/**
 * SPEC §4 password mode: every sign-in (the navbar, the route guards, a 401) opens the portal's
 * own login form instead of the provider's page.
 */
export function withAccountLoginPage(
  auth: AuthPort,
  navigate: (href: string) => Promise<void>,
): AuthPort {
  return {
    getAccessToken: () => auth.getAccessToken(),
    isAuthenticated: () => auth.isAuthenticated(),
    logout: () => auth.logout(),
    login: (returnTo) => navigate(accountLoginHref(returnTo)),
    sessionEnded: () => auth.sessionEnded?.() ?? false,
  };
}

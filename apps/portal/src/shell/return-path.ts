import type { Location } from 'react-router';
import { toSafeReturnPath, type AuthPort } from '@sahm/platform';

/** Where this tab goes after its next sign-in (sessionStorage: this tab only, docs/adr/0433). */
export const RETURN_AFTER_SIGN_IN_KEY = 'sahm.returnAfterSignIn';

/** The page shown, as a path to come back to after signing in: path, query and fragment. */
export function returnPathOf({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return toSafeReturnPath(`${pathname}${search}${hash}`);
}

/**
 * Remembers where the next sign-in of this tab returns to: the page an idle logout left, or the
 * one a sign-in set out for (so that trying again after a failed callback goes there too).
 */
export function rememberReturnPath(path: string, storage: Storage = sessionStorage): void {
  storage.setItem(RETURN_AFTER_SIGN_IN_KEY, toSafeReturnPath(path));
}

/** The remembered return path, once: reading it forgets it. Null when there is none. */
export function takeReturnPath(storage: Storage = sessionStorage): string | null {
  const stored = storage.getItem(RETURN_AFTER_SIGN_IN_KEY);
  storage.removeItem(RETURN_AFTER_SIGN_IN_KEY);
  return stored === null ? null : toSafeReturnPath(stored);
}

/** A sign-in completed: its return path has been used. */
export function forgetReturnPath(storage: Storage = sessionStorage): void {
  storage.removeItem(RETURN_AFTER_SIGN_IN_KEY);
}

/**
 * Sign-in remembers where it returns to, and a sign-in that names no page (the Login button)
 * returns to the remembered one: after an idle logout, the page the person was on.
 */
export function withRememberedReturnPath(
  auth: AuthPort,
  storage: Storage = sessionStorage,
): AuthPort {
  // Everything else is the given auth's own, whatever it offers besides the port.
  return {
    ...auth,
    login: (returnTo) => {
      const target = returnTo ?? takeReturnPath(storage) ?? '/';
      rememberReturnPath(target, storage);
      return auth.login(target);
    },
  };
}

import type { NavigateFunction } from 'react-router';
import { decideSignedOutAction, type AuthPort } from '@sahm/platform';

/**
 * A guard that finds no valid token signs in and comes back to `returnTo`, unless this tab's
 * session was ended on purpose (a logout here or in another tab): then Home, signed out, where the
 * tab that logged out lands too. Signing in then could reach a provider whose session has not
 * ended yet and sign the person silently back in (docs/adr/0410).
 */
export function signInOrGoHome(
  auth: Pick<AuthPort, 'login' | 'sessionEnded'>,
  navigate: NavigateFunction,
  returnTo: string,
): void {
  if (decideSignedOutAction(auth.sessionEnded?.() ?? false) === 'sign-in') {
    void auth.login(returnTo);
  } else {
    void navigate('/', { replace: true });
  }
}

import { classifySignInFailure, type AuthPort, type SignInFailure } from '@sahm/platform';
import { createPendingFailure, type PendingFailure } from './pending-failure';
import { withRememberedReturnPath } from './return-path';

/** A sign-in that failed to start or to complete, and how to try it again. */
export interface SignInFailureReport {
  kind: SignInFailure;
  retry: () => Promise<void>;
}

/**
 * Sign-in failures waiting to be shown (docs/adr/0431): reported by the auth the portal hands to
 * the platform and by the start-up's callback, before or after the layout that shows them is up.
 */
export type SignInFailures = PendingFailure<SignInFailureReport>;

export const createSignInFailures = (): SignInFailures =>
  createPendingFailure((error, retry) => ({ kind: classifySignInFailure(error), retry }));

/** The portal's: `RootLayout` shows them. */
export const signInFailures = createSignInFailures();

/**
 * Sign-in that never fails silently: a failure to reach the provider (discovery, the library's
 * code) is reported with a way to try again, and `login` settles instead of rejecting, so
 * `void auth.login()` leaves no unhandled rejection.
 */
export function reportingSignInFailures(
  auth: AuthPort,
  failures: SignInFailures = signInFailures,
): AuthPort {
  const login = async (returnTo?: string): Promise<void> => {
    try {
      await auth.login(returnTo);
    } catch (error) {
      failures.report(error, () => login(returnTo));
    }
  };
  // Everything else is the given auth's own, whatever it offers besides the port.
  return { ...auth, login };
}

/** The portal's sign-in: it remembers where it returns to (ADR 0433) and reports its failures. */
export const portalSignIn = (auth: AuthPort): AuthPort =>
  reportingSignInFailures(withRememberedReturnPath(auth));

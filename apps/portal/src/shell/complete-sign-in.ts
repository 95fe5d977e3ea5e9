import type { ApplicationAuth, Logger } from '@sahm/platform';
import { takeReturnPath, forgetReturnPath, withRememberedReturnPath } from './return-path';
import { markSignInLanding } from './sign-in-landing';
import { reportingSignInFailures, signInFailures, type SignInFailures } from './sign-in-failures';

/**
 * A sign-in coming back: the code is exchanged (browser mode) and the person lands where the
 * sign-in set out from. A failed sign-in (the provider unreachable, a stale or refused callback,
 * the BFF's `/?signInError=`) is told in the page's language with a retry, on Home, signed out
 * (docs/adr/0431): the start goes on. Otherwise the session this browser holds is restored.
 */
export async function completeSignInIfReturning(
  auth: ApplicationAuth,
  logger: Pick<Logger, 'error'>,
  failures: SignInFailures = signInFailures,
): Promise<void> {
  const url = new URL(window.location.href);
  if (!auth.isSignInCallback(url)) {
    await auth.restore();
    // The BFF's callback is not the portal's: a signed-in start that this tab's sign-in set out
    // for (it remembered where to return) is where that sign-in completed.
    if (auth.tokensHeldBy === 'bff' && auth.isAuthenticated() && takeReturnPath() !== null) {
      markSignInLanding(window.location.pathname);
    }
    return;
  }
  let returnTo = '/';
  try {
    returnTo = await auth.completeSignIn(url);
    forgetReturnPath();
    markSignInLanding(returnTo);
  } catch (error) {
    logger.error('Sign-in did not complete', error);
    // Trying again signs in for the page the failed sign-in set out for (remembered, ADR 0433).
    const retrying = reportingSignInFailures(withRememberedReturnPath(auth), failures);
    failures.report(error, () => retrying.login());
    await auth.restore();
  } finally {
    // The one-time code (or the BFF's error) leaves the address bar and the history at once.
    window.history.replaceState(null, '', returnTo);
  }
}

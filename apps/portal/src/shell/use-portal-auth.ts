import { useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { AuthMode, AuthPort } from '@sahm/platform';
import { withAccountLoginPage } from './account-login';
import { portalSignIn } from './sign-in-failures';

/**
 * The auth the portal hands to the platform: in password mode every sign-in opens the portal's
 * own login form, a navigation — so this runs inside the router. Every sign-in remembers where it
 * returns to (docs/adr/0433) and reports a failure with a retry instead of rejecting (ADR 0431).
 */
export function usePortalAuth(auth: AuthPort & { readonly mode: AuthMode }): AuthPort {
  const navigate = useNavigate();
  // The newest navigate behind one auth object: a new auth on every navigation would hand every
  // platform hook a new context and re-run the effects that depend on auth.
  const latestNavigate = useRef(navigate);
  useLayoutEffect(() => {
    latestNavigate.current = navigate;
  }, [navigate]);
  return useMemo(() => {
    const signIn =
      auth.mode === 'password'
        ? // eslint-disable-next-line react-hooks/refs -- the ref is read on sign-in, never while rendering
          withAccountLoginPage(auth, async (href) => latestNavigate.current(href))
        : auth;
    return portalSignIn(signIn);
  }, [auth]);
}

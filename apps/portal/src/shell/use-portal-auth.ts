import { useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { AuthMode, AuthPort } from '@sahm/platform';
import { withAccountLoginPage } from './account-login';

/**
 * The auth the portal hands to the platform: in password mode every sign-in opens the portal's
 * own login form, a navigation — so this runs inside the router.
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
    if (auth.mode !== 'password') return auth;
    // eslint-disable-next-line react-hooks/refs -- the ref is read on sign-in, never while rendering
    return withAccountLoginPage(auth, async (href) => latestNavigate.current(href));
  }, [auth]);
}

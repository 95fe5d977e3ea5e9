import { useLayoutEffect, useMemo, useRef } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PlatformProvider, type Environment, type OidcAuth } from '@sahm/platform';
import { PORTAL_TEXTS } from '../i18n';
import { RouteTable } from '../routes/route-table';
import { portalRoutes } from '../routes/routes';
import { withAccountLoginPage } from './account-login';
import { ShellContext, type ShellServices } from './shell-context';

export interface AppProps {
  environment: Environment;
  http: KyInstance;
  auth: OidcAuth;
  queryClient: QueryClient;
  services: ShellServices;
}

/** Password mode's sign-in opens the portal's login form: a navigation, so inside the router. */
function usePortalAuth(auth: OidcAuth) {
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

function PortalApp({ environment, http, auth, queryClient, services }: AppProps) {
  const portalAuth = usePortalAuth(auth);
  return (
    <PlatformProvider
      environment={environment}
      http={http}
      auth={portalAuth}
      queryClient={queryClient}
      localTexts={PORTAL_TEXTS}
    >
      <ShellContext.Provider value={services}>
        <RouteTable routes={portalRoutes} />
      </ShellContext.Provider>
    </PlatformProvider>
  );
}

export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <PortalApp {...props} />
    </BrowserRouter>
  );
}

import { useState } from 'react';
import { UNSAFE_createBrowserHistory } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PlatformProvider, type ApplicationAuth, type Environment } from '@sahm/platform';
import { PORTAL_TEXTS } from '../i18n';
import { RouteTable } from '../routes/RouteTable';
import { portalRoutes } from '../routes/routes';
import type { LeaveGuard } from './leave-guard';
import { PortalRouter } from './PortalRouter';
import { RenderFailureBoundary } from './RenderFailureBoundary';
import { ShellContext, type ShellServices } from './shell-context';
import { usePortalAuth } from './use-portal-auth';

export interface AppProps {
  environment: Environment;
  http: KyInstance;
  auth: ApplicationAuth;
  queryClient: QueryClient;
  services: ShellServices;
  /** Asked before a changed form is left (docs/adr/0430); released when the session ends. */
  leaveGuard: LeaveGuard;
}

/** The platform and the shell's services around the route table, inside the router. */
function PortalApp({
  environment,
  http,
  auth,
  queryClient,
  services,
}: Omit<AppProps, 'leaveGuard'>) {
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
        <RenderFailureBoundary>
          <RouteTable routes={portalRoutes} />
        </RenderFailureBoundary>
      </ShellContext.Provider>
    </PlatformProvider>
  );
}

/**
 * The portal in the browser's history: declarative routing, no data router (ADR 0180), over the
 * history BrowserRouter uses, guarded against leaving unsaved input (docs/adr/0430).
 */
export function App({ leaveGuard, ...props }: AppProps) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  return (
    <PortalRouter history={history} guard={leaveGuard}>
      <PortalApp {...props} />
    </PortalRouter>
  );
}

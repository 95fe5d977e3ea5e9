import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PlatformProvider, type Environment, type OidcAuth } from '@sahm/platform';
import { PORTAL_TEXTS } from '../i18n';
import { RouteTable } from '../routes/route-table';
import { portalRoutes } from '../routes/routes';
import { RenderFailureBoundary } from './RenderFailureBoundary';
import { ShellContext, type ShellServices } from './shell-context';
import { usePortalAuth } from './use-portal-auth';

export interface AppProps {
  environment: Environment;
  http: KyInstance;
  auth: OidcAuth;
  queryClient: QueryClient;
  services: ShellServices;
}

/** The platform and the shell's services around the route table, inside the router. */
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
        <RenderFailureBoundary>
          <RouteTable routes={portalRoutes} />
        </RenderFailureBoundary>
      </ShellContext.Provider>
    </PlatformProvider>
  );
}

/** The portal in the browser's history: declarative routing, no data router (ADR 0180). */
export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <PortalApp {...props} />
    </BrowserRouter>
  );
}

import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PlatformProvider, type Environment, type OidcAuth } from '@sahm/platform';
import { PORTAL_TEXTS } from '../i18n';
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

export function App({ environment, http, auth, queryClient, services }: AppProps) {
  const router = useMemo(() => createBrowserRouter(portalRoutes), []);
  const portalAuth = useMemo(
    () =>
      auth.mode === 'password' ? withAccountLoginPage(auth, (href) => router.navigate(href)) : auth,
    [auth, router],
  );
  return (
    <PlatformProvider
      environment={environment}
      http={http}
      auth={portalAuth}
      queryClient={queryClient}
      localTexts={PORTAL_TEXTS}
    >
      <ShellContext.Provider value={services}>
        <RouterProvider router={router} />
      </ShellContext.Provider>
    </PlatformProvider>
  );
}

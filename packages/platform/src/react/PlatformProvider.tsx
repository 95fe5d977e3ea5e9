import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { useMemo, useState, type ReactNode } from 'react';
import type { Environment } from '../environment/environment-schema';
import { createPageAlertStore, type PageAlertStore } from '../page-alerts/page-alert-store';
import type { AuthPort } from './auth-port';
import { PlatformContext, type LocalTextsByCulture } from './platform-context';

export interface PlatformProviderProps {
  environment: Environment;
  /** Usually `createHttpClient(...)` wired to the same `auth`. */
  http: KyInstance;
  auth: AuthPort;
  queryClient: QueryClient;
  /** The application's own texts, under the server's (which win): see `createLocalization`. */
  localTexts?: LocalTextsByCulture;
  /** The page alerts `usePageAlerts` reads and shows; one of its own by default. */
  pageAlerts?: PageAlertStore;
  children?: ReactNode;
}

const NO_LOCAL_TEXTS: LocalTextsByCulture = {};

/** Makes environment, HTTP client, auth, the query cache and page alerts available to the platform hooks. */
export function PlatformProvider({
  environment,
  http,
  auth,
  queryClient,
  localTexts = NO_LOCAL_TEXTS,
  pageAlerts: givenPageAlerts,
  children,
}: PlatformProviderProps) {
  const [ownPageAlerts] = useState(createPageAlertStore);
  const pageAlerts = givenPageAlerts ?? ownPageAlerts;
  const value = useMemo(
    () => ({ environment, http, auth, localTexts, pageAlerts }),
    [environment, http, auth, localTexts, pageAlerts],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>
    </QueryClientProvider>
  );
}

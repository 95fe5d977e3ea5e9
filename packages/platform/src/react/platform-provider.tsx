import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { useMemo, type ReactNode } from 'react';
import type { Environment } from '../environment/environment-schema';
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
  children?: ReactNode;
}

const NO_LOCAL_TEXTS: LocalTextsByCulture = {};

/** Makes environment, HTTP client, auth and the query cache available to the platform hooks. */
export function PlatformProvider({
  environment,
  http,
  auth,
  queryClient,
  localTexts = NO_LOCAL_TEXTS,
  children,
}: PlatformProviderProps) {
  const value = useMemo(
    () => ({ environment, http, auth, localTexts }),
    [environment, http, auth, localTexts],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>
    </QueryClientProvider>
  );
}

import type { KyInstance } from 'ky';
import { createContext, useContext } from 'react';
import type { Environment } from '../environment/environment-schema';
import type { AuthPort } from './auth-port';

export interface PlatformContextValue {
  environment: Environment;
  http: KyInstance;
  auth: AuthPort;
}

export const PlatformContext = createContext<PlatformContextValue | null>(null);

export function usePlatformContext(): PlatformContextValue {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('Platform hooks must be used inside <PlatformProvider>.');
  return value;
}

export function useEnvironment(): Environment {
  return usePlatformContext().environment;
}

export function useHttpClient(): KyInstance {
  return usePlatformContext().http;
}

export function useAuth(): AuthPort {
  return usePlatformContext().auth;
}

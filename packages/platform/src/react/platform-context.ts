import type { KyInstance } from 'ky';
import { createContext, useContext } from 'react';
import type { Environment } from '../environment/environment-schema';
import type { LocalizationTexts } from '../i18n/resolve-localization-texts';
import type { PageAlertStore } from '../page-alerts/page-alert-store';
import type { AuthPort } from './auth-port';

/** The application's own texts per culture name (resource → key → text). */
export type LocalTextsByCulture = Partial<Record<string, LocalizationTexts>>;

export interface PlatformContextValue {
  environment: Environment;
  http: KyInstance;
  auth: AuthPort;
  localTexts: LocalTextsByCulture;
  /** SPEC §2's page alerts, rendered by the application layout. */
  pageAlerts: PageAlertStore;
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

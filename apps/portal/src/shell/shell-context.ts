import { createContext, useContext } from 'react';
import type {
  AuthMode,
  PasswordCredentials,
  SessionStore,
  TenantNotAvailableToast,
  TenantResolution,
} from '@sahm/platform';
import type { HttpErrorChannel } from './http-errors';
import type { RequestTracker } from './request-tracker';

/** What the shell adds beside the platform's own context. */
export interface ShellServices {
  requests: RequestTracker;
  session: SessionStore;
  /** Failed requests of the query cache, for the error presenter. */
  errors: HttpErrorChannel;
  /** Where the tenant came from at start-up: a host-name tenant hides the tenant box. */
  tenantSource: TenantResolution['source'];
  /** Set when the tenant named by the host or the query does not exist (SPEC §5). */
  startupTenantUnavailable: TenantNotAvailableToast | null;
  /** SPEC §4: 'code' signs in on the provider's page, 'password' on the portal's own form. */
  authMode: AuthMode;
  /** Password mode's token request, with the `passwordFlow` marker and the remember-me cookie. */
  loginWithPassword: (credentials: PasswordCredentials) => Promise<void>;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShellServices must be used inside <ShellContext.Provider>');
  return services;
}

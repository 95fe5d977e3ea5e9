import { QueryClient } from '@tanstack/react-query';
import ky from 'ky';
import type { ReactNode } from 'react';
import type { Environment } from '../../environment/environment-schema';
import type { AuthPort } from '../auth-port';
import { PlatformProvider, type PlatformProviderProps } from '../PlatformProvider';

/** An environment with SPEC §9's session timings (9 minutes, warning 1 minute before). */
export const TEST_ENVIRONMENT: Environment = {
  production: false,
  application: { name: 'Sahm', baseUrl: 'http://localhost:4200' },
  oAuthConfig: {
    issuer: 'https://auth.sahm.example',
    clientId: 'Sahm_App',
    responseType: 'code',
    scope: 'offline_access Sahm',
    requireHttps: true,
  },
  apis: { default: { url: 'https://api.sahm.example' } },
  session: { sessionTimeMinute: 9, sessionTimeAttentionMinute: 1 },
};

/**
 * A `renderHook` wrapper: the platform with this auth, a fresh query client, and the test
 * environment unless another is given.
 */
export function platformWrapper(
  auth: AuthPort,
  {
    environment = TEST_ENVIRONMENT,
    pageAlerts,
  }: Pick<PlatformProviderProps, 'pageAlerts'> & {
    environment?: Environment;
  } = {},
) {
  const queryClient = new QueryClient();
  return function PlatformWrapper({ children }: { children: ReactNode }) {
    return (
      <PlatformProvider
        environment={environment}
        http={ky}
        auth={auth}
        queryClient={queryClient}
        {...(pageAlerts ? { pageAlerts } : {})}
      >
        {children}
      </PlatformProvider>
    );
  };
}

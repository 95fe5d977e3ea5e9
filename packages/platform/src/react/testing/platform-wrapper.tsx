import { QueryClient } from '@tanstack/react-query';
import ky from 'ky';
import type { ReactNode } from 'react';
import type { Environment } from '../../environment/environment-schema';
import type { AuthPort } from '../auth-port';
import { PlatformProvider } from '../PlatformProvider';

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

/** A `renderHook` wrapper: the platform with this auth and environment, and a fresh query client. */
export function platformWrapper(auth: AuthPort, environment: Environment = TEST_ENVIRONMENT) {
  const queryClient = new QueryClient();
  return function PlatformWrapper({ children }: { children: ReactNode }) {
    return (
      <PlatformProvider environment={environment} http={ky} auth={auth} queryClient={queryClient}>
        {children}
      </PlatformProvider>
    );
  };
}

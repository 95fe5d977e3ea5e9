import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { applicationConfigurationQueryOptions } from '../config/application-configuration-query';
import type { ApplicationConfiguration } from '../config/application-configuration-schema';
import { useHttpClient } from './platform-context';

/**
 * Suspends until the configuration is loaded: every screen needs it (texts, policies, user),
 * so one Suspense/error boundary in the shell beats a loading branch in each component.
 */
export function useApplicationConfiguration(): ApplicationConfiguration {
  return useSuspenseQuery(applicationConfigurationQueryOptions(useHttpClient())).data;
}

/** Refetches the configuration (language, tenant, login, logout) and answers the new one. */
export function useRefreshApplicationConfiguration(): () => Promise<ApplicationConfiguration> {
  const queryClient = useQueryClient();
  const http = useHttpClient();
  return useCallback(
    () => queryClient.fetchQuery({ ...applicationConfigurationQueryOptions(http), staleTime: 0 }),
    [queryClient, http],
  );
}

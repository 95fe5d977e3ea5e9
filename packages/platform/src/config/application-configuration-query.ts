import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { APPLICATION_CONFIGURATION_PATH, APPLICATION_CONFIGURATION_QUERY_KEY } from '../constants';
import { ApplicationConfigurationError } from './application-configuration-error';
import {
  applicationConfigurationSchema,
  type ApplicationConfiguration,
} from './application-configuration-schema';

/** Validates a raw response; a broken one becomes `ApplicationConfigurationError`. */
export function parseApplicationConfiguration(raw: unknown): ApplicationConfiguration {
  const result = applicationConfigurationSchema.safeParse(raw);
  if (!result.success) {
    throw new ApplicationConfigurationError('Invalid application configuration', {
      cause: result.error,
    });
  }
  return result.data;
}

export async function fetchApplicationConfiguration(
  http: KyInstance,
  signal?: AbortSignal,
): Promise<ApplicationConfiguration> {
  const raw: unknown = await http
    .get(APPLICATION_CONFIGURATION_PATH, {
      // As ABP's Angular client (ConfigStateService): the texts come from application-localization,
      // once per culture, instead of with every refetch of the configuration (ADR 0310).
      searchParams: { includeLocalizationResources: false },
      signal,
    })
    .json();
  return parseApplicationConfiguration(raw);
}

/**
 * One request per start: never stale, refetched only when invalidated
 * (language, tenant, login, logout; contract §2 step 7).
 */
export function applicationConfigurationQueryOptions(http: KyInstance) {
  return queryOptions({
    queryKey: APPLICATION_CONFIGURATION_QUERY_KEY,
    queryFn: ({ signal }) => fetchApplicationConfiguration(http, signal),
    staleTime: Infinity,
    retry: false,
  });
}

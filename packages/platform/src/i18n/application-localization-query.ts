import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { APPLICATION_LOCALIZATION_PATH, APPLICATION_LOCALIZATION_QUERY_KEY } from '../constants';
import { ApplicationConfigurationError } from '../config/application-configuration-error';
import {
  applicationLocalizationSchema,
  type ApplicationLocalization,
} from './application-localization-schema';

/** Validates a raw response; a broken one becomes `ApplicationConfigurationError`. */
export function parseApplicationLocalization(raw: unknown): ApplicationLocalization {
  const result = applicationLocalizationSchema.safeParse(raw);
  if (!result.success) {
    throw new ApplicationConfigurationError('Invalid application localization', {
      cause: result.error,
    });
  }
  return result.data;
}

/** The texts of one culture, as ABP's Angular client asks for them (ConfigStateService). */
export async function fetchApplicationLocalization(
  http: KyInstance,
  cultureName: string,
  signal?: AbortSignal,
): Promise<ApplicationLocalization> {
  const raw: unknown = await http
    .get(APPLICATION_LOCALIZATION_PATH, {
      searchParams: { cultureName, onlyDynamics: false },
      signal,
    })
    .json();
  return parseApplicationLocalization(raw);
}

/** `['abp', 'application-localization', cultureName]`. */
export function applicationLocalizationQueryKey(cultureName: string) {
  return [...APPLICATION_LOCALIZATION_QUERY_KEY, cultureName] as const;
}

/**
 * Keyed on the culture alone, so refetching the configuration (login, logout, tenant) leaves the
 * texts where they are; only another culture loads texts again (ADR 0310).
 */
export function applicationLocalizationQueryOptions(http: KyInstance, cultureName: string) {
  return queryOptions({
    queryKey: applicationLocalizationQueryKey(cultureName),
    queryFn: ({ signal }) => fetchApplicationLocalization(http, cultureName, signal),
    staleTime: Infinity,
    retry: false,
  });
}

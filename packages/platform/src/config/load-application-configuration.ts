import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { applicationLocalizationQueryOptions } from '../i18n/application-localization-query';
import { applicationConfigurationQueryOptions } from './application-configuration-query';
import type { ApplicationConfiguration } from './application-configuration-schema';

/**
 * What a start loads before the first render, in the order of ABP's Angular client
 * (ConfigStateService): the configuration, then the texts of its current culture. Both land in the
 * cache the hooks read; either failing rejects, so a start-up has one failure path for both.
 */
export async function loadApplicationConfiguration(
  queryClient: QueryClient,
  http: KyInstance,
): Promise<ApplicationConfiguration> {
  const configuration = await queryClient.fetchQuery(applicationConfigurationQueryOptions(http));
  await queryClient.fetchQuery(
    applicationLocalizationQueryOptions(
      http,
      configuration.localization.currentCulture.cultureName,
    ),
  );
  return configuration;
}

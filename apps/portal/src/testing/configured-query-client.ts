import { QueryClient } from '@tanstack/react-query';
import {
  APPLICATION_CONFIGURATION_QUERY_KEY,
  applicationLocalizationQueryKey,
  parseApplicationConfiguration,
  parseApplicationLocalization,
} from '@sahm/platform';
import {
  MOCK_CULTURES,
  buildApplicationConfiguration,
  buildLocalizationResources,
  createPlatformMockStore,
} from '@sahm/platform/mocks';

/**
 * A query client whose cache already holds what a start loads for an anonymous visitor in
 * `culture` (the configuration, then its texts): components under test render without a request.
 */
export function configuredQueryClient(culture: 'ar' | 'en'): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    APPLICATION_CONFIGURATION_QUERY_KEY,
    parseApplicationConfiguration(
      buildApplicationConfiguration(createPlatformMockStore(), {
        user: null,
        tenant: null,
        culture,
        includeLocalizationResources: false,
      }),
    ),
  );
  queryClient.setQueryData(
    applicationLocalizationQueryKey(culture),
    parseApplicationLocalization({
      resources: buildLocalizationResources(culture),
      currentCulture: MOCK_CULTURES[culture],
    }),
  );
  return queryClient;
}

import { QueryClient } from '@tanstack/react-query';
import { APPLICATION_CONFIGURATION_QUERY_KEY, parseApplicationConfiguration } from '@sahm/platform';
import { buildApplicationConfiguration, createPlatformMockStore } from '@sahm/platform/mocks';

/**
 * A query client whose cache already holds an anonymous visitor's application configuration in
 * `culture`: components under test get their texts without a request.
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
      }),
    ),
  );
  return queryClient;
}

import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  createEmailSettingsClient,
  emailSettingsMutations,
  emailSettingsQueries,
} from '@sahm/investor-sdk';
import { useHttpClient } from '@sahm/platform';

/**
 * Emailing settings (SPEC §7 setting-management calls) over the platform's HTTP client. Apart
 * from the investor API's hook, so this screen does not load the whole investor client.
 */
export function useEmailSettingsApi() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const client = createEmailSettingsClient(http);
    return {
      client,
      queries: emailSettingsQueries(client),
      mutations: emailSettingsMutations(client, queryClient),
    };
  }, [http, queryClient]);
}

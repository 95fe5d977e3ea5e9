import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '@sahm/platform';
import {
  createEmailSettingsClient,
  emailSettingsMutations,
  emailSettingsQueries,
} from '@sahm/platform/admin';

/**
 * Emailing settings (SPEC §7 setting-management calls) over the platform's HTTP client. Apart
 * from `useAdminApi`, so this screen does not load the identity and tenant clients.
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

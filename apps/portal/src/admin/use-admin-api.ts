import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '@sahm/platform';
import { adminMutations, adminQueries, createAdminClient } from '@sahm/platform/admin';
import { accountMutations, accountQueries, createAccountClient } from '@sahm/platform/account';

/**
 * ABP's identity, permission, tenant and feature modules over the platform's HTTP client: the
 * client, `queryOptions` for every read and mutation options that invalidate what they change.
 */
export function useAdminApi() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const client = createAdminClient(http);
    return {
      client,
      queries: adminQueries(client),
      mutations: adminMutations(client, queryClient),
    };
  }, [http, queryClient]);
}

/** ABP's account module (register, password reset, my profile) over the same HTTP client. */
export function useAccountApi() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const client = createAccountClient(http);
    return {
      client,
      queries: accountQueries(client),
      mutations: accountMutations(client, queryClient),
    };
  }, [http, queryClient]);
}

import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createInvestorClient, investorMutations, investorQueries } from '@sahm/investor-sdk';
import { useHttpClient } from '@sahm/platform';

/**
 * The investor API over the platform's HTTP client (auth, tenant and language headers added in
 * one place): the client, `queryOptions` for every read and mutation options that invalidate.
 */
export function useInvestorApi() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const client = createInvestorClient(http);
    return {
      client,
      queries: investorQueries(client),
      mutations: investorMutations(client, queryClient),
    };
  }, [http, queryClient]);
}

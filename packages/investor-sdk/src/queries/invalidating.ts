import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** A mutation that, once it succeeds, invalidates exactly the queries whose data it changed. */
export function invalidating<TData, TVariables>(
  queryClient: QueryClient,
  mutationKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  changes: (variables: TVariables) => QueryKey[],
) {
  return mutationOptions<TData, Error, TVariables>({
    mutationKey,
    mutationFn,
    onSuccess: async (_data, variables) => {
      await Promise.all(
        changes(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

import type { Mutation, Query } from '@tanstack/react-query';

/** Set `meta: { handlesErrors: true }` on a query or mutation whose screen shows its own errors. */
export interface ErrorHandlingMeta {
  handlesErrors?: boolean;
}

type Listener = (error: unknown) => void;

/**
 * Failed requests of the query cache, passed to the shell's error presenter (SPEC §8: every failed
 * request is handled unless skipped). A plain emitter: the cache exists before React renders.
 */
export function createHttpErrorChannel() {
  const listeners = new Set<Listener>();
  const report = (error: unknown, meta: ErrorHandlingMeta | undefined) => {
    if (meta?.handlesErrors) return;
    listeners.forEach((listener) => listener(error));
  };
  return {
    onQueryError: (error: unknown, query: Query<unknown, unknown, unknown>) =>
      report(error, query.meta as ErrorHandlingMeta | undefined),
    onMutationError: (
      error: unknown,
      _variables: unknown,
      _context: unknown,
      mutation: Mutation<unknown, unknown, unknown>,
    ) => report(error, mutation.meta as ErrorHandlingMeta | undefined),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type HttpErrorChannel = ReturnType<typeof createHttpErrorChannel>;

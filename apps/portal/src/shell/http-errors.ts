import type { Mutation, Query } from '@tanstack/react-query';
import {
  TENANT_RESOLVE_ERROR_HEADER,
  mayBeHiddenTenantResolveError,
  toHttpErrorInfo,
  type Logger,
} from '@sahm/platform';

/** Set `meta: { handlesErrors: true }` on a query or mutation whose screen shows its own errors. */
export interface ErrorHandlingMeta {
  handlesErrors?: boolean;
}

/** Spread into a query or mutation whose screen shows its own errors. */
export const handlesErrors = { meta: { handlesErrors: true } satisfies ErrorHandlingMeta };

export interface HttpErrorReport {
  /**
   * A screen shows this failure itself; it reached the shell only because it may mean the tenant
   * is gone (ADR 0320). Show nothing unless it does.
   */
  sessionOnly: boolean;
}

type Listener = (error: unknown, report: HttpErrorReport) => void;

/**
 * Failures no screen can handle in place: the session is gone (401) or the tenant no longer
 * resolves. They reach the shell even from requests that show their own errors (ADR 0120).
 */
function endsTheSession(error: unknown): boolean {
  const info = toHttpErrorInfo(error);
  return info.status === 401 || info.headers.has(TENANT_RESOLVE_ERROR_HEADER);
}

/**
 * Failed requests of the query cache, passed to the shell's error presenter (SPEC §8: every failed
 * request is handled unless skipped). A plain emitter: the cache exists before React renders.
 */
export function createHttpErrorChannel({ logger }: { logger?: Pick<Logger, 'error'> } = {}) {
  const listeners = new Set<Listener>();
  const report = (error: unknown, meta: ErrorHandlingMeta | undefined) => {
    // SPEC §8: every failure is logged, also those a screen shows itself.
    logger?.error('Request failed', error);
    const shownByScreen = meta?.handlesErrors === true && !endsTheSession(error);
    // A 404 whose tenant header another origin cannot read is looked into all the same.
    if (shownByScreen && !mayBeHiddenTenantResolveError(error)) return;
    listeners.forEach((listener) => listener(error, { sessionOnly: shownByScreen }));
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
    /** A failure outside the query cache (bff mode's logout), shown as a failed request is. */
    reportFailure: (error: unknown) => report(error, undefined),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type HttpErrorChannel = ReturnType<typeof createHttpErrorChannel>;

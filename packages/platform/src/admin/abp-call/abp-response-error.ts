import type { z } from 'zod/mini';

export type AbpResponseErrorKind = 'schema' | 'unparseable';

/**
 * A successful answer of an ABP module endpoint whose body broke its schema (`schema`) or was not
 * JSON at all (`unparseable`); HTTP failures stay ky's `HTTPError`.
 */
export class AbpResponseError extends Error {
  override readonly name = 'AbpResponseError';
  readonly operation: string;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly kind: AbpResponseErrorKind;
  readonly issues: z.core.$ZodIssue[];

  constructor(details: {
    operation: string;
    method: string;
    url: string;
    status: number;
    kind: AbpResponseErrorKind;
    issues?: z.core.$ZodIssue[];
    cause?: unknown;
  }) {
    super(
      `The server's answer to ${details.method} ${details.url} (${details.operation}) ` +
        (details.kind === 'schema' ? 'did not have the expected shape.' : 'was not valid JSON.'),
      { cause: details.cause },
    );
    this.operation = details.operation;
    this.method = details.method;
    this.url = details.url;
    this.status = details.status;
    this.kind = details.kind;
    this.issues = details.issues ?? [];
  }
}

export function isAbpResponseError(error: unknown): error is AbpResponseError {
  return error instanceof AbpResponseError;
}

import type { z } from 'zod';
import type { OperationId } from './operations';

/**
 * A successful HTTP answer whose body broke its schema (`schema`) or was not JSON at all
 * (`unparseable`): reported as a typed error, never rendered half-parsed (ADR 0016).
 */
export class InvestorResponseError extends Error {
  override readonly name = 'InvestorResponseError';
  readonly operation: OperationId;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly kind: 'schema' | 'unparseable';
  readonly issues: z.core.$ZodIssue[];

  constructor(details: {
    operation: OperationId;
    method: string;
    url: string;
    status: number;
    kind: 'schema' | 'unparseable';
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

export function isInvestorResponseError(error: unknown): error is InvestorResponseError {
  return error instanceof InvestorResponseError;
}

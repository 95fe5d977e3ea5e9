import type { z } from 'zod';

/** A response that broke its schema: reported as a typed error, never rendered half-parsed. */
export class InvestorResponseError extends Error {
  override readonly name = 'InvestorResponseError';

  constructor(
    readonly operation: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The server's answer to ${operation} did not have the expected shape.`);
  }
}

import { describeHttpError, httpErrorOptionsFrom, readHttpError } from '@sahm/platform';

/**
 * What the shell shows for a failed request (SPEC §8): page, confirmation or toast. Fetched with
 * the first failure, not with the application (ADR 0190).
 */
export async function decideHttpError(
  error: unknown,
  environment: Parameters<typeof httpErrorOptionsFrom>[0],
) {
  return describeHttpError(await readHttpError(error), httpErrorOptionsFrom(environment));
}

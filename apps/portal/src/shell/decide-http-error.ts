import { describeHttpError, httpErrorOptionsFrom, readHttpError } from '@sahm/platform';

/**
 * What the shell shows for a failed request (SPEC §8): page, confirmation or toast. Not part of the
 * first load: fetched when the portal is idle after start, or with the first failure (ADR 0191).
 */
export async function decideHttpError(
  error: unknown,
  environment: Parameters<typeof httpErrorOptionsFrom>[0],
) {
  return describeHttpError(await readHttpError(error), httpErrorOptionsFrom(environment));
}

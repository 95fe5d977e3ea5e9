import { describeHttpError, httpErrorOptionsFrom, readHttpError } from '@sahm/platform';

/**
 * What the shell shows for a failed request (SPEC §8): page, confirmation or toast. Part of the
 * first load, not fetched on demand: a failure may be the network's, and then nothing arrives.
 */
export async function decideHttpError(
  error: unknown,
  environment: Parameters<typeof httpErrorOptionsFrom>[0],
) {
  return describeHttpError(await readHttpError(error), httpErrorOptionsFrom(environment));
}

import { DEFAULT_CUSTOM_ERROR_STATUSES } from '../constants';
import type { HttpErrorsConfig } from '../environment/environment-schema';
import type { DescribeHttpErrorOptions } from './describe-http-error';

/**
 * `describeHttpError`'s options from the runtime environment's `httpErrors` (ADR 0140): nothing
 * skipped and custom screens for 401, 403, 404 and 500 unless env.json says otherwise.
 */
export function httpErrorOptionsFrom(
  environment: { httpErrors?: HttpErrorsConfig | undefined } | null | undefined,
): Required<Omit<DescribeHttpErrorOptions, 'tenantKey'>> {
  const config = environment?.httpErrors;
  return {
    skipHandledErrorCodes: config?.skipHandledErrorCodes ?? [],
    customErrorStatuses: config?.customErrorStatuses ?? DEFAULT_CUSTOM_ERROR_STATUSES,
  };
}

import { HttpResponse } from 'msw';
import type { z } from 'zod';

export interface AbpValidationError {
  message: string;
  /** camelCased property paths, e.g. `address.postalCode` (contract §13). */
  members: string[];
}

const ABP_ERROR_HEADERS = { _AbpErrorFormat: 'true' };

/** An error in ABP's format: `{ error: { code, message, details, data, validationErrors } }` (contract §13). */
export function abpError(
  status: number,
  message: string,
  details: string | null = null,
  {
    code = null,
    validationErrors = null,
    headers = {},
  }: {
    code?: string | null;
    validationErrors?: AbpValidationError[] | null;
    headers?: Record<string, string>;
  } = {},
) {
  return HttpResponse.json(
    { error: { code, message, details, data: {}, validationErrors } },
    { status, headers: { ...ABP_ERROR_HEADERS, ...headers } },
  );
}

/** 400 with one entry per invalid member; messages are localization keys that may carry `[params]`. */
export function validationError(validationErrors: AbpValidationError[]) {
  const details = [
    'The following errors were detected during validation.',
    ...validationErrors.map((error) => ` - ${error.message}`),
  ].join('\n');
  return abpError(400, 'Your request is not valid!', details, { validationErrors });
}

export function zodValidationErrors(error: z.ZodError): AbpValidationError[] {
  return error.issues.map((issue) => ({
    message: issue.message,
    members: issue.path.length > 0 ? [issue.path.map(String).join('.')] : [],
  }));
}

export const unauthorized = () =>
  abpError(
    401,
    'You are not authenticated!',
    'You should be authenticated (sign in) in order to perform this operation.',
  );

export const forbidden = () =>
  abpError(403, 'You are not authorized!', 'You are not allowed to perform this operation.');

export const notFound = (entity: string, id: string) =>
  abpError(404, `There is no entity ${entity} with id = ${id}!`);

export const internalServerError = () =>
  abpError(500, 'An internal error occurred during your request!');

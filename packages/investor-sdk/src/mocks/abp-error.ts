import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { abpSentence } from './abp-texts';
import type { MockLanguage } from './localization';

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
    data = null,
    validationErrors = null,
    headers = {},
  }: {
    code?: string | null;
    /** ABP sends exception data for business exceptions only (SendExceptionDataToClientTypes). */
    data?: Record<string, string | number> | null;
    validationErrors?: AbpValidationError[] | null;
    headers?: Record<string, string>;
  } = {},
) {
  return HttpResponse.json(
    { error: { code, message, details, data, validationErrors } },
    { status, headers: { ...ABP_ERROR_HEADERS, ...headers } },
  );
}

/**
 * 400 with one entry per invalid member, titled and narrated in the request's language as ABP's
 * DefaultExceptionToErrorInfoConverter does: each narrative line ended by AppendLine (CRLF).
 */
export function validationError(
  validationErrors: AbpValidationError[],
  language: MockLanguage = 'en',
) {
  const details = [
    abpSentence(language, 'ValidationNarrativeErrorMessageTitle'),
    ...validationErrors.map((error) => ` - ${error.message}`),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
  return abpError(400, abpSentence(language, 'ValidationErrorMessage'), details, {
    validationErrors,
  });
}

/**
 * ABP's exception filter words the validation envelope (title, narrative) in the request's
 * culture, around the service's own messages: a 400 built in English is rebuilt in `language`.
 */
export async function envelopeInLanguage(
  response: Response,
  language: MockLanguage,
): Promise<Response> {
  if (language === 'en' || response.status !== 400) return response;
  if (response.headers.get('_AbpErrorFormat') !== 'true') return response;
  const { error } = (await response.clone().json()) as {
    error: { message: string; validationErrors: AbpValidationError[] | null };
  };
  if (error.message !== abpSentence('en', 'ValidationErrorMessage')) return response;
  return validationError(error.validationErrors ?? [], language);
}

export function zodValidationErrors(error: z.ZodError): AbpValidationError[] {
  return error.issues.map((issue) => ({
    message: issue.message,
    members: issue.path.length > 0 ? [issue.path.map(String).join('.')] : [],
  }));
}

/** An ABP-format 401, for the failure switch (ADR 0017); ABP itself answers `challenge()`. */
export const unauthorized = () =>
  abpError(
    401,
    'You are not authenticated!',
    'You should be authenticated (sign in) in order to perform this operation.',
  );

/** An ABP-format 403, for the failure switch (ADR 0017); ABP itself answers `forbid()`. */
export const forbidden = () =>
  abpError(403, 'You are not authorized!', 'You are not allowed to perform this operation.');

/**
 * ABP hands an AbpAuthorizationException to the authentication scheme
 * (DefaultAbpAuthorizationExceptionHandler): the bearer challenge, 401 with no body…
 */
export const challenge = () =>
  new HttpResponse(null, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });

/** …and, for a signed-in caller, the scheme's forbid: 403 with no body. */
export const forbid = () => new HttpResponse(null, { status: 403 });

export const notFound = (entity: string, id: string) =>
  abpError(404, `There is no entity ${entity} with id = ${id}!`);

/** ABP's answer to an exception it maps to nothing: 500 and its generic sentence, nothing else. */
export const internalServerError = (language: MockLanguage = 'en') =>
  abpError(500, abpSentence(language, 'InternalServerErrorMessage'));

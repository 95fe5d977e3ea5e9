import { HttpResponse } from 'msw';

export interface AbpValidationError {
  message: string;
  /** camelCase; ABP sends null when the message concerns no member. */
  members: string[] | null;
}

export interface AbpErrorOptions {
  code?: string | null;
  /** ABP sends exception data only for business exceptions (AbpExceptionHandlingOptions.SendExceptionDataToClientTypes). */
  data?: Record<string, string | number> | null;
  validationErrors?: AbpValidationError[] | null;
  headers?: Record<string, string>;
}

/** An error in ABP's format: `{ error: { code, message, details, data, validationErrors } }` plus `_AbpErrorFormat` (contract §13). */
export function abpError(
  status: number,
  message: string,
  details: string | null = null,
  { code = null, data = null, validationErrors = null, headers = {} }: AbpErrorOptions = {},
) {
  return HttpResponse.json(
    { error: { code, message, details, data, validationErrors } },
    { status, headers: { _AbpErrorFormat: 'true', ...headers } },
  );
}

/**
 * ABP's validation narrative (DefaultExceptionToErrorInfoConverter.GetValidationErrorNarrative):
 * the title, then " - message" per error, each line ended by AppendLine (CRLF, as on Windows hosts).
 */
export function validationNarrative(title: string, messages: string[]): string {
  return [title, ...messages.map((message) => ` - ${message}`)]
    .map((line) => `${line}\r\n`)
    .join('');
}

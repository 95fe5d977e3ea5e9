import { HttpResponse } from 'msw';

export interface AbpValidationError {
  message: string;
  members: string[];
}

export interface AbpErrorOptions {
  code?: string | null;
  validationErrors?: AbpValidationError[] | null;
  headers?: Record<string, string>;
}

/** An error in ABP's format: `{ error: { code, message, details, validationErrors } }` plus `_AbpErrorFormat` (contract §13). */
export function abpError(
  status: number,
  message: string,
  details: string | null = null,
  { code = null, validationErrors = null, headers = {} }: AbpErrorOptions = {},
) {
  return HttpResponse.json(
    { error: { code, message, details, data: {}, validationErrors } },
    { status, headers: { _AbpErrorFormat: 'true', ...headers } },
  );
}

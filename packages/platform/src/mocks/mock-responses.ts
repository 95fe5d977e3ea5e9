import { HttpResponse, type JsonBodyType } from 'msw';
import { safeParse, type z } from 'zod/mini';
import { abpError, validationNarrative } from './abp-error';
import type { MockCultureName } from './mock-cultures';
import { mockText } from './mock-error-texts';
import {
  IDENTITY_ERROR_TEXTS,
  type MockFailure,
  type MockIdentityError,
  type MockResult,
  type MockValidationIssue,
} from './mock-failures';

export const noContent = () => new HttpResponse(null, { status: 204 });

/**
 * ABP hands an AbpAuthorizationException to the authentication scheme
 * (DefaultAbpAuthorizationExceptionHandler): a bearer challenge, 401 with no body.
 */
export const unauthorized = () =>
  new HttpResponse(null, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });

/** …and for a signed-in caller the scheme's forbid: 403 with no body. */
export const forbidden = () => new HttpResponse(null, { status: 403 });

/** ABP's answer to an exception it has no mapping for: 500 and its generic sentence, nothing else (contract §13). */
export const internalError = (culture: MockCultureName) =>
  abpError(500, mockText(culture, 'InternalError'));

/** ABP's 400: one `validationErrors` entry per issue, the narrative in `details` (contract §13). */
export function validationFailure(culture: MockCultureName, issues: MockValidationIssue[]) {
  const validationErrors = issues.map((issue) => ({
    message: mockText(culture, issue.key, issue.params),
    members: issue.members.length > 0 ? issue.members : null,
  }));
  const details = validationNarrative(
    mockText(culture, 'ValidationDetails'),
    validationErrors.map((error) => error.message),
  );
  return abpError(400, mockText(culture, 'ValidationTitle'), details, { validationErrors });
}

/** AbpIdentityResultException: the first error's code and value, every sentence joined by ", ". */
function identityResultFailure(culture: MockCultureName, errors: MockIdentityError[]) {
  const [first] = errors;
  const message = errors
    .map((error) =>
      mockText(culture, IDENTITY_ERROR_TEXTS[error.code], {
        value: error.value,
        length: error.value,
      }),
    )
    .join(', ');
  // IdentityResultExtensions.GetValuesFromErrorMessage: the first error's values, as strings.
  return abpError(403, message, null, {
    code: `Volo.Abp.Identity:${first?.code ?? 'DefaultError'}`,
    data: first?.value === undefined ? {} : { 0: String(first.value) },
  });
}

/** A refusal in ABP's format and status: 400, 403 (business rule), 404, 409 or 500 (contract §13). */
export function failureResponse(culture: MockCultureName, failure: MockFailure): Response {
  switch (failure.kind) {
    case 'validation':
      return validationFailure(culture, failure.issues);
    case 'business':
      return abpError(403, mockText(culture, failure.key, failure.params), null, {
        code: failure.code,
        data: failure.data ?? {},
      });
    case 'identity':
      return identityResultFailure(culture, failure.errors);
    case 'notFound':
      return abpError(404, mockText(culture, 'EntityNotFound', failure));
    case 'concurrency':
      return abpError(409, mockText(culture, 'Concurrency'));
    case 'internal':
      return internalError(culture);
  }
}

/** The value as JSON, or the failure in ABP's format. */
export function respond<T>(
  culture: MockCultureName,
  result: MockResult<T>,
  toBody: (value: T) => JsonBodyType,
): Response {
  return result.ok
    ? HttpResponse.json(toBody(result.value))
    : failureResponse(culture, result.failure);
}

/** 204 on success, the failure in ABP's format otherwise. */
export function respondEmpty(culture: MockCultureName, result: MockResult<void>): Response {
  return result.ok ? noContent() : failureResponse(culture, result.failure);
}

/**
 * Reads a JSON body with the client's own input schema: a missing member is "required", a wrong
 * one "not valid", each under its camelCase path.
 */
export async function readInput<T extends z.core.$ZodType>(
  request: Request,
  schema: T,
): Promise<MockResult<z.output<T>>> {
  const body: unknown = await request.json().catch(() => undefined);
  const result = safeParse(schema, body ?? {}, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues.map((issue): MockValidationIssue => {
    const member = issue.path.map(String).join('.');
    const key =
      issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : 'InvalidValue';
    return { key, params: { field: member }, members: member === '' ? [] : [member] };
  });
  return { ok: false, failure: { kind: 'validation', issues } };
}

import { HttpResponse, type JsonBodyType } from 'msw';
import { safeParse, type z } from 'zod/mini';
import { abpError } from './abp-error';
import type { MockCultureName } from './mock-cultures';
import { mockText } from './mock-error-texts';
import type { MockFailure, MockResult, MockValidationIssue } from './mock-failures';

export const noContent = () => new HttpResponse(null, { status: 204 });

export const unauthorized = (culture: MockCultureName) =>
  abpError(
    401,
    mockText(culture, 'NotAuthenticated'),
    mockText(culture, 'NotAuthenticatedDetails'),
    {
      code: 'Volo.Authorization:010001',
    },
  );

export const forbidden = (culture: MockCultureName) =>
  abpError(403, mockText(culture, 'NotAuthorized'), mockText(culture, 'NotAuthorizedDetails'), {
    code: 'Volo.Authorization:010001',
  });

/** ABP's 400: one `validationErrors` entry per issue, the narrative in `details` (contract §13). */
export function validationFailure(culture: MockCultureName, issues: MockValidationIssue[]) {
  const validationErrors = issues.map((issue) => ({
    message: mockText(culture, issue.key, issue.params),
    members: issue.members,
  }));
  const details = [
    mockText(culture, 'ValidationDetails'),
    ...validationErrors.map((error) => ` - ${error.message}`),
  ].join('\n');
  return abpError(400, mockText(culture, 'ValidationTitle'), details, { validationErrors });
}

/** A refusal in ABP's format and status: 400, 403 (business rule), 404 or 409 (contract §13). */
export function failureResponse(culture: MockCultureName, failure: MockFailure): Response {
  switch (failure.kind) {
    case 'validation':
      return validationFailure(culture, failure.issues);
    case 'business':
      return abpError(403, mockText(culture, failure.key, failure.params), null, {
        code: failure.code,
      });
    case 'notFound':
      return abpError(404, mockText(culture, 'EntityNotFound', failure));
    case 'concurrency':
      return abpError(409, mockText(culture, 'Concurrency'));
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

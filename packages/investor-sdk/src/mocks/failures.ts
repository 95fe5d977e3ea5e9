import { http, HttpResponse } from 'msw';
import { MOCKED_OPERATIONS, type MockedOperationId } from './mocked-operations';
import { ValidationMessage, withParams } from '../validation/messages';
import {
  abpError,
  forbidden,
  internalServerError,
  unauthorized,
  validationError,
  type AbpValidationError,
} from './abp-error';

/** The failures any call can be made to answer with (ADR 0017). */
export const MOCK_FAILURE_KINDS = [
  'validation',
  'unauthorized',
  'forbidden',
  'not-found',
  'server-error',
  'network-error',
  'malformed-body',
  'invalid-json',
  'status',
  'tenant-resolve-error',
] as const;
export type MockFailureKind = (typeof MOCK_FAILURE_KINDS)[number];

export interface MockFailure {
  kind: MockFailureKind;
  /** For `validation`: the errors to send; defaults to one with `[params]`. */
  validationErrors?: AbpValidationError[];
  /** For `status`: the status to answer with (default 500), e.g. a gateway's 502 or a 409. */
  status?: number;
  /** For `status`: answer in ABP's error format (body + `_AbpErrorFormat`), else an empty body. */
  abpFormat?: boolean;
}

/** The default validation failure: a message with parameters, as SPEC §5 describes. */
export const DEFAULT_MOCK_VALIDATION_ERRORS: AbpValidationError[] = [
  { message: withParams(ValidationMessage.Range, 1000, 500000), members: ['amount'] },
];

export function toMockFailure(failure: MockFailureKind | MockFailure): MockFailure {
  return typeof failure === 'string' ? { kind: failure } : failure;
}

/** A body that is valid JSON but breaks every schema of the SDK, or an empty text for text calls. */
function malformedBody(operation: MockedOperationId) {
  return MOCKED_OPERATIONS[operation].response === 'text'
    ? HttpResponse.text('')
    : HttpResponse.json({ malformed: true, items: 'not-a-list' });
}

/** The response a failure turns into, for the given operation. */
export function failureResponse(
  operation: MockedOperationId,
  failure: MockFailureKind | MockFailure,
) {
  const { kind, validationErrors, status = 500, abpFormat = false } = toMockFailure(failure);
  switch (kind) {
    case 'validation':
      return validationError(validationErrors ?? DEFAULT_MOCK_VALIDATION_ERRORS);
    case 'unauthorized':
      return unauthorized();
    case 'forbidden':
      return forbidden();
    case 'not-found':
      return abpError(
        404,
        'Resource not found!',
        'The resource requested could not found on the server.',
      );
    case 'server-error':
      return internalServerError();
    case 'network-error':
      return HttpResponse.error();
    case 'malformed-body':
      return malformedBody(operation);
    case 'invalid-json':
      return new HttpResponse('{"items": [', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'status':
      return abpFormat
        ? abpError(
            status,
            'The operation could not be completed.',
            `The server answered ${status}.`,
          )
        : new HttpResponse(null, { status });
    case 'tenant-resolve-error':
      // ABP's MultiTenancyMiddleware to an AJAX request naming a tenant that no longer exists:
      // 404, its header, and RemoteServiceErrorResponse JSON without `_AbpErrorFormat`.
      return HttpResponse.json(
        {
          error: {
            code: null,
            message: 'Tenant not found!',
            details: 'There is no tenant with the tenant id or name: acme',
            data: null,
            validationErrors: null,
          },
        },
        { status: 404, headers: { 'Abp-Tenant-Resolve-Error': 'Tenant not found!' } },
      );
  }
}

const HTTP_BY_METHOD = { GET: http.get, POST: http.post, PUT: http.put } as const;

/** The MSW path pattern of an operation; the leading star matches any origin. */
export function operationPattern(operation: MockedOperationId): string {
  return `*/${MOCKED_OPERATIONS[operation].path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** One MSW handler that answers `operation` with `failure` every time, for stories: put it first. */
export function failureHandler(
  operation: MockedOperationId,
  failure: MockFailureKind | MockFailure,
) {
  return HTTP_BY_METHOD[MOCKED_OPERATIONS[operation].method](operationPattern(operation), () =>
    failureResponse(operation, failure),
  );
}

/** Failure handlers for several operations at once: `createFailureHandlers({ getWallet: 'server-error' })`. */
export function createFailureHandlers(
  failures: Partial<Record<MockedOperationId, MockFailureKind | MockFailure>>,
) {
  return (Object.entries(failures) as [MockedOperationId, MockFailureKind | MockFailure][]).map(
    ([operation, failure]) => failureHandler(operation, failure),
  );
}

export interface QueuedFailure {
  /** An operation id, or `'*'` for any call. */
  target: MockedOperationId | '*';
  failure: MockFailure;
  remaining: number;
}

export function failureMatches(queued: QueuedFailure, operation: MockedOperationId): boolean {
  return queued.target === '*' || queued.target === operation;
}

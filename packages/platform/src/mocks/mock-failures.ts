import type { MockErrorKey, MockFieldName, MockTextParams } from './mock-error-texts';

/** One invalid member: a message key, its parameters and the camelCase members it concerns (contract §13). */
export interface MockValidationIssue {
  key: MockErrorKey;
  params?: MockTextParams;
  members: string[];
}

/** Why the mock backend refused a request, before it is put in ABP's error format. */
export type MockFailure =
  | { kind: 'validation'; issues: MockValidationIssue[] }
  | { kind: 'business'; code: string | null; key: MockErrorKey; params?: MockTextParams }
  | { kind: 'notFound'; entity: string; id: string }
  | { kind: 'concurrency' };

export type MockResult<T> = { ok: true; value: T } | { ok: false; failure: MockFailure };

export const succeed = <T>(value: T): MockResult<T> => ({ ok: true, value });

export const refuse = (failure: MockFailure): { ok: false; failure: MockFailure } => ({
  ok: false,
  failure,
});

export const invalid = (issues: MockValidationIssue[]) => refuse({ kind: 'validation', issues });

export const notFound = (entity: string, id: string) => refuse({ kind: 'notFound', entity, id });

/** An issue about one field, its label filled into the message. */
export function fieldIssue(
  field: MockFieldName,
  key: MockErrorKey,
  params: MockTextParams = {},
): MockValidationIssue {
  return { key, params: { field, ...params }, members: [field] };
}

/** A stale `concurrencyStamp` (ABP answers 409); a missing one skips the check, as ABP does. */
export function isStale(sent: string | undefined, current: string): boolean {
  return sent !== undefined && sent !== '' && sent !== current;
}

import type { MockErrorKey, MockFieldName, MockTextParams } from './mock-error-texts';

/** One invalid member: a message key, its parameters and the camelCase members it concerns (contract §13). */
export interface MockValidationIssue {
  key: MockErrorKey;
  params?: MockTextParams;
  members: string[];
}

/** The `IdentityError.Code`s the mock raises; ABP's code is `Volo.Abp.Identity:` + it. */
export const IDENTITY_ERROR_TEXTS = {
  InvalidUserName: 'InvalidUserName',
  DuplicateUserName: 'DuplicateUserName',
  InvalidEmail: 'InvalidEmailIdentity',
  DuplicateEmail: 'DuplicateEmail',
  DuplicateRoleName: 'DuplicateRoleName',
  PasswordTooShort: 'PasswordTooShort',
  PasswordRequiresNonAlphanumeric: 'PasswordRequiresNonAlphanumeric',
  PasswordRequiresDigit: 'PasswordRequiresDigit',
  PasswordRequiresLower: 'PasswordRequiresLower',
  PasswordRequiresUpper: 'PasswordRequiresUpper',
  PasswordMismatch: 'PasswordMismatch',
  InvalidToken: 'InvalidToken',
} as const satisfies Record<string, MockErrorKey>;

/** One ASP.NET Core Identity error with the value its sentence names. */
export interface MockIdentityError {
  code: keyof typeof IDENTITY_ERROR_TEXTS;
  /** The value the sentence quotes; ABP puts the first error's value in `data["0"]`. */
  value?: string | number;
}

/** Why the mock backend refused a request, before it is put in ABP's error format. */
export type MockFailure =
  | { kind: 'validation'; issues: MockValidationIssue[] }
  | {
      kind: 'business';
      code: string | null;
      key: MockErrorKey;
      params?: MockTextParams;
      /** `BusinessException.WithData(…)`: sent as `error.data`. */
      data?: Record<string, string | number>;
    }
  /** `AbpIdentityResultException`: IdentityResult errors, code of the first, sentences joined. */
  | { kind: 'identity'; errors: [MockIdentityError, ...MockIdentityError[]] }
  | { kind: 'notFound'; entity: string; id: string }
  | { kind: 'concurrency' }
  /** An exception ABP maps to nothing (e.g. Dynamic LINQ refusing a sorting): 500. */
  | { kind: 'internal' };

export type MockResult<T> = { ok: true; value: T } | { ok: false; failure: MockFailure };

export const succeed = <T>(value: T): MockResult<T> => ({ ok: true, value });

export const refuse = (failure: MockFailure): { ok: false; failure: MockFailure } => ({
  ok: false,
  failure,
});

export const invalid = (issues: MockValidationIssue[]) => refuse({ kind: 'validation', issues });

export const notFound = (entity: string, id: string) => refuse({ kind: 'notFound', entity, id });

/** IdentityResult.CheckErrors(): nothing when there are no errors, else ABP's 403. */
export function identityFailure(errors: MockIdentityError[]) {
  const [first, ...rest] = errors;
  return first ? refuse({ kind: 'identity', errors: [first, ...rest] }) : null;
}

/** An issue about one field; its property name goes into the message. */
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

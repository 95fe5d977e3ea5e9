import type { ErrorOption } from 'react-hook-form';
import {
  memberToFieldPath,
  parseValidationErrors,
  readHttpError,
  type HttpErrorInfo,
} from '@sahm/platform';

export interface ServerErrorsResult {
  /** The failure was about the input: ABP's 400, or a business rule that belongs to one field. */
  isValidationError: boolean;
  /** Messages (`Key[params]` or sentences) whose member is not a field of this form. */
  unmatched: string[];
}

/** The part of react-hook-form's `UseFormReturn` the errors are written to (methods: bivariant). */
export interface ServerErrorTarget {
  getValues(): object;
  setError(name: string, error: ErrorOption, options?: { shouldFocus: boolean }): void;
}

const PASSWORD_FIELDS = ['password', 'newPassword'] as const;

/**
 * ABP answers these business rules with a 403, a code and a sentence but no member
 * (AbpIdentityResultException, TenantManager): the fields they are about, the first the form has.
 */
const FIELDS_BY_ERROR_CODE: Record<string, readonly string[]> = {
  'Volo.Abp.Identity:InvalidUserName': ['userName'],
  'Volo.Abp.Identity:DuplicateUserName': ['userName'],
  'Volo.Abp.Identity:InvalidEmail': ['email', 'emailAddress'],
  'Volo.Abp.Identity:DuplicateEmail': ['email', 'emailAddress'],
  'Volo.Abp.Identity:DuplicateRoleName': ['name'],
  'Volo.Abp.Identity:PasswordTooShort': PASSWORD_FIELDS,
  'Volo.Abp.Identity:PasswordRequiresNonAlphanumeric': PASSWORD_FIELDS,
  'Volo.Abp.Identity:PasswordRequiresDigit': PASSWORD_FIELDS,
  'Volo.Abp.Identity:PasswordRequiresLower': PASSWORD_FIELDS,
  'Volo.Abp.Identity:PasswordRequiresUpper': PASSWORD_FIELDS,
  'Volo.Abp.Identity:PasswordRequiresUniqueChars': PASSWORD_FIELDS,
  'Volo.Abp.Identity:PasswordMismatch': ['currentPassword'],
  'Volo.Abp.TenantManagement:DuplicateTenantName': ['name'],
};

interface FieldMessage {
  field: string | null;
  message: string;
}

/** ABP's 400: each message (with its `[params]`, SPEC §5) under the field its member names. */
function validationMessages(
  info: HttpErrorInfo,
  fieldFor: (member: string) => string | null,
): FieldMessage[] {
  return parseValidationErrors(info.body).map(({ member, key, params }) => ({
    field: member ? fieldFor(member) : null,
    message: params.length > 0 ? `${key}[${params.join(',')}]` : key,
  }));
}

/** A 403 business rule of one field, its sentence shown as ABP sent it. */
function businessRuleMessage(info: HttpErrorInfo, known: Set<string>): FieldMessage | null {
  const error = (info.body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (info.status !== 403 || typeof error?.code !== 'string' || typeof error.message !== 'string') {
    return null;
  }
  const field = FIELDS_BY_ERROR_CODE[error.code]?.find((candidate) => known.has(candidate));
  return field ? { field, message: error.message } : null;
}

/**
 * ABP's `validationErrors` (SPEC §5) and its one-field business rules as errors of the form's
 * fields: messages keep their `[params]` so `useFieldError` localizes them, and ABP's sentences
 * are shown as they are. Members the form does not have are returned; `fieldFor` maps server
 * member names to field names where they differ.
 */
export async function applyServerValidationErrors(
  form: ServerErrorTarget,
  error: unknown,
  fieldFor: (member: string) => string | null = memberToFieldPath,
): Promise<ServerErrorsResult> {
  const info = await readHttpError(error);
  const known = new Set(Object.keys(form.getValues()));
  const business = businessRuleMessage(info, known);
  const messages = business
    ? [business]
    : info.status === 400
      ? validationMessages(info, fieldFor)
      : [];
  if (messages.length === 0) return { isValidationError: false, unmatched: [] };
  const unmatched: string[] = [];
  // One field may fail several rules at once (a password: length, digit, upper case…): keep all.
  const byField = new Map<string, string[]>();
  for (const { field, message } of messages) {
    if (field && known.has(field.split('.')[0] ?? field)) {
      byField.set(field, [...(byField.get(field) ?? []), message]);
    } else {
      unmatched.push(message);
    }
  }
  let focused = false;
  for (const [field, fieldMessages] of byField) {
    const types = Object.fromEntries(
      fieldMessages.map((message, index) => [`server${index}`, message]),
    );
    form.setError(
      field,
      { type: 'server', message: fieldMessages[0], types },
      { shouldFocus: !focused },
    );
    focused = true;
  }
  return { isValidationError: true, unmatched };
}

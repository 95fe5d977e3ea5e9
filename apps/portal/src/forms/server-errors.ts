import type { ErrorOption } from 'react-hook-form';
import { parseValidationErrors, readHttpError } from '@sahm/platform';

export interface ServerErrorsResult {
  /** Whether the error was an ABP validation error (400 with `validationErrors`). */
  isValidationError: boolean;
  /** Messages (`Key[params]`) whose member is not a field of this form. */
  unmatched: string[];
}

/** The part of react-hook-form's `UseFormReturn` the errors are written to (methods: bivariant). */
export interface ServerErrorTarget {
  getValues(): object;
  setError(name: string, error: ErrorOption, options?: { shouldFocus: boolean }): void;
}

/** `Address.PostalCode` → `address.postalCode`: ABP camel-cases members, older servers may not. */
const toFieldPath = (member: string) =>
  member
    .split('.')
    .map((part) => part.charAt(0).toLowerCase() + part.slice(1))
    .join('.');

/**
 * ABP's `validationErrors` (SPEC §5) as errors of the form's fields: each message keeps its
 * `[params]` so `useFieldError` localizes it. Members the form does not have are returned, and
 * `fieldFor` maps server member names to field names where they differ.
 */
export async function applyServerValidationErrors(
  form: ServerErrorTarget,
  error: unknown,
  fieldFor: (member: string) => string | null = toFieldPath,
): Promise<ServerErrorsResult> {
  const info = await readHttpError(error);
  const errors = parseValidationErrors(info.body);
  if (info.status !== 400 || errors.length === 0)
    return { isValidationError: false, unmatched: [] };
  const known = new Set(Object.keys(form.getValues()));
  const unmatched: string[] = [];
  // One field may fail several rules at once (a password: length, digit, upper case…): keep all.
  const byField = new Map<string, string[]>();
  for (const { member, key, params } of errors) {
    const message = params.length > 0 ? `${key}[${params.join(',')}]` : key;
    const field = member ? fieldFor(member) : null;
    if (field && known.has(field.split('.')[0] ?? field)) {
      byField.set(field, [...(byField.get(field) ?? []), message]);
    } else {
      unmatched.push(message);
    }
  }
  let focused = false;
  for (const [field, messages] of byField) {
    const types = Object.fromEntries(messages.map((message, index) => [`server${index}`, message]));
    form.setError(
      field,
      { type: 'server', message: messages[0], types },
      { shouldFocus: !focused },
    );
    focused = true;
  }
  return { isValidationError: true, unmatched };
}

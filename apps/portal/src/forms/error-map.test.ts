import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formErrorMap } from './error-map';

const messageOf = (schema: z.ZodMiniType, input: unknown) =>
  z.safeParse(schema, input, { error: formErrorMap }).error?.issues[0]?.message;

describe('formErrorMap', () => {
  // Issue 28 C9: an empty choice said "This value is invalid".
  it.each([undefined, null, ''])('calls a choice left empty (%s) required', (input) => {
    expect(messageOf(z.enum(['1', '2']), input)).toBe('::Form:Validation:Required');
  });

  it('calls a choice outside the list invalid', () => {
    expect(messageOf(z.enum(['1', '2']), '3')).toBe('::Form:Validation:Invalid');
  });

  it('keeps the messages of the other checks', () => {
    expect(messageOf(z.string().check(z.minLength(1)), '')).toBe('::Form:Validation:Required');
    expect(messageOf(z.string().check(z.maxLength(2)), 'abc')).toBe(
      '::Form:Validation:MaxLength[2,3]',
    );
    expect(messageOf(z.email(), 'x')).toBe('::Form:Validation:Email');
  });
});

import { describe, expect, it } from 'vitest';
import { passwordRules, passwordSchema, readPasswordPolicy } from './password-policy';

const ABP_DEFAULTS = {
  'Abp.Identity.Password.RequiredLength': '6',
  'Abp.Identity.Password.RequireDigit': 'true',
  'Abp.Identity.Password.RequireLowercase': 'true',
  'Abp.Identity.Password.RequireUppercase': 'true',
  'Abp.Identity.Password.RequireNonAlphanumeric': 'true',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('readPasswordPolicy', () => {
  it('reads the identity settings', () => {
    expect(
      readPasswordPolicy({
        ...ABP_DEFAULTS,
        'Abp.Identity.Password.RequiredLength': '8',
        'Abp.Identity.Password.RequireDigit': 'False',
      }),
    ).toEqual({
      requiredLength: 8,
      requireDigit: false,
      requireLowercase: true,
      requireUppercase: true,
      requireNonAlphanumeric: true,
    });
  });

  it("falls back to ABP's defaults for missing or broken values", () => {
    expect(readPasswordPolicy({ 'Abp.Identity.Password.RequiredLength': 'six' })).toEqual({
      requiredLength: 6,
      requireDigit: true,
      requireLowercase: true,
      requireUppercase: true,
      requireNonAlphanumeric: true,
    });
  });
});

describe('passwordSchema', () => {
  const schema = passwordSchema(readPasswordPolicy(ABP_DEFAULTS), (rule) => `<${rule}>`);

  it('accepts the seeded password', () => {
    expect(schema.safeParse('1q2w3E*').success).toBe(true);
  });

  it('names every missing character class with the invalidPassword message', () => {
    expect(messagesOf(schema.safeParse('abcdef'))).toEqual([
      '::Form:Validation:InvalidPassword[<Digit>]',
      '::Form:Validation:InvalidPassword[<Uppercase>]',
      '::Form:Validation:InvalidPassword[<NonAlphanumeric>]',
    ]);
  });

  it('counts only ASCII letters and digits, as ASP.NET Core Identity does', () => {
    expect(messagesOf(schema.safeParse('١٢٣أبجAa*'))).toEqual([
      '::Form:Validation:InvalidPassword[<Digit>]',
    ]);
  });

  it('checks the length against the policy and the fixed maximum', () => {
    const lengthIssues = (value: string) =>
      schema
        .safeParse(value)
        .error?.issues.filter((issue) => issue.code === 'too_small' || issue.code === 'too_big')
        .map((issue) => [issue.code, 'minimum' in issue ? issue.minimum : issue.maximum]) ?? [];
    expect(lengthIssues('1qE*')).toEqual([['too_small', 6]]);
    expect(lengthIssues(`1qE*${'x'.repeat(124)}`)).toEqual([]);
    expect(lengthIssues(`1qE*${'x'.repeat(125)}`)).toEqual([['too_big', 128]]);
  });

  it('keeps commas and brackets out of the message parameter', () => {
    const commas = passwordSchema(readPasswordPolicy(ABP_DEFAULTS), () => 'a [digit], please');
    expect(messagesOf(commas.safeParse('Abcdef*'))).toEqual([
      '::Form:Validation:InvalidPassword[a  digit   please]',
    ]);
  });

  it('lists only the rules turned on', () => {
    expect(
      passwordRules(
        readPasswordPolicy({
          'Abp.Identity.Password.RequireDigit': 'false',
          'Abp.Identity.Password.RequireNonAlphanumeric': 'false',
        }),
      ),
    ).toEqual(['Lowercase', 'Uppercase']);
  });
});

import { z } from 'zod/mini';

/** ABP's identity password settings (contract §2.4), as the server will enforce them. */
export interface PasswordPolicy {
  requiredLength: number;
  requireDigit: boolean;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNonAlphanumeric: boolean;
}

export type PasswordRule = 'Digit' | 'Lowercase' | 'Uppercase' | 'NonAlphanumeric';

/** ABP's fixed maximum (contract §2.4). */
export const PASSWORD_MAX_LENGTH = 128;
const DEFAULT_REQUIRED_LENGTH = 6;
const SETTING = 'Abp.Identity.Password.';

/** ASP.NET Core Identity's character classes are ASCII: its PasswordValidator checks a–z, A–Z, 0–9. */
const RULE_PATTERNS: Record<PasswordRule, RegExp> = {
  Digit: /[0-9]/,
  Lowercase: /[a-z]/,
  Uppercase: /[A-Z]/,
  NonAlphanumeric: /[^a-zA-Z0-9]/,
};

/** The policy from `setting.values`; a missing flag counts as required, like ABP's defaults. */
export function readPasswordPolicy(
  values: Record<string, string | null | undefined>,
): PasswordPolicy {
  const flag = (name: string) => values[`${SETTING}${name}`]?.toLowerCase() !== 'false';
  const length = Number.parseInt(values[`${SETTING}RequiredLength`] ?? '', 10);
  return {
    requiredLength: Number.isFinite(length) && length > 0 ? length : DEFAULT_REQUIRED_LENGTH,
    requireDigit: flag('RequireDigit'),
    requireLowercase: flag('RequireLowercase'),
    requireUppercase: flag('RequireUppercase'),
    requireNonAlphanumeric: flag('RequireNonAlphanumeric'),
  };
}

/** The character rules the policy turns on, in the order the hint names them. */
export function passwordRules(policy: PasswordPolicy): PasswordRule[] {
  const rules: [PasswordRule, boolean][] = [
    ['Digit', policy.requireDigit],
    ['Lowercase', policy.requireLowercase],
    ['Uppercase', policy.requireUppercase],
    ['NonAlphanumeric', policy.requireNonAlphanumeric],
  ];
  return rules.filter(([, on]) => on).map(([rule]) => rule);
}

/**
 * A new password under the policy, with SPEC §5's messages: required, min/max length, and
 * "Password should include {description}." per missing character class. `describe` gives the
 * rule's text in the user's language (it becomes the message's parameter, so no commas).
 */
export function passwordSchema(policy: PasswordPolicy, describe: (rule: PasswordRule) => string) {
  return passwordRules(policy).reduce(
    (schema, rule) =>
      schema.check(
        z.regex(RULE_PATTERNS[rule], {
          message: `::Form:Validation:InvalidPassword[${describe(rule).replace(/[,[\]]/g, ' ')}]`,
        }),
      ),
    z
      .string()
      .check(z.minLength(1), z.minLength(policy.requiredLength), z.maxLength(PASSWORD_MAX_LENGTH)),
  );
}

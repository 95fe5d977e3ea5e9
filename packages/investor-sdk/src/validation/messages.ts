import type { z } from 'zod';

/**
 * Validation messages as ABP-style localization keys, so the portal shows them in the user's
 * language (ADR 0013). Parameters travel in square brackets, comma-separated (SPEC §5).
 */
export const ValidationMessage = {
  Required: 'Sahm::Validation:Required',
  InvalidEmail: 'Sahm::Validation:InvalidEmail',
  MinLength: 'Sahm::Validation:MinLength',
  MaxLength: 'Sahm::Validation:MaxLength',
  Min: 'Sahm::Validation:Min',
  Max: 'Sahm::Validation:Max',
  Range: 'Sahm::Validation:Range',
  InvalidValue: 'Sahm::Validation:InvalidValue',
  InvalidSaudiPhone: 'Sahm::Validation:InvalidSaudiPhone',
  EnglishLettersAndDigitsOnly: 'Sahm::Validation:EnglishLettersAndDigitsOnly',
  EnglishLettersAndSpacesOnly: 'Sahm::Validation:EnglishLettersAndSpacesOnly',
  ArabicLettersAndSpacesOnly: 'Sahm::Validation:ArabicLettersAndSpacesOnly',
  InvalidNumber: 'Sahm::Validation:InvalidNumber',
  ExactDigits: 'Sahm::Validation:ExactDigits',
  InvalidSaudiNationalId: 'Sahm::Validation:InvalidSaudiNationalId',
  NationalIdTypeMismatch: 'Sahm::Validation:NationalIdTypeMismatch',
  InvalidSaudiIban: 'Sahm::Validation:InvalidSaudiIban',
  InvalidDate: 'Sahm::Validation:InvalidDate',
  MinimumAge: 'Sahm::Validation:MinimumAge',
  InvalidMoney: 'Sahm::Validation:InvalidMoney',
  InvalidSorting: 'Sahm::Validation:InvalidSorting',
  MustAcceptTerms: 'Sahm::Validation:MustAcceptTerms',
  InvalidVerificationCode: 'Sahm::Validation:InvalidVerificationCode',
} as const;
export type ValidationMessage = (typeof ValidationMessage)[keyof typeof ValidationMessage];

/** Server-side rule messages of the investor API (validation errors, SPEC §5 format). */
export const InvestorRuleMessage = {
  SubscriptionBelowMinimum: 'Sahm::Subscription:BelowMinimum',
  SubscriptionAboveMaximum: 'Sahm::Subscription:AboveMaximum',
  SubscriptionNotMultipleOfStep: 'Sahm::Subscription:NotMultipleOfStep',
  SubscriptionExceedsRemaining: 'Sahm::Subscription:ExceedsRemaining',
  InsufficientBalance: 'Sahm::Subscription:InsufficientBalance',
  OpportunityNotOpen: 'Sahm::Subscription:OpportunityNotOpen',
  IdempotencyKeyRequired: 'Sahm::Subscription:IdempotencyKeyRequired',
  IdempotencyKeyReused: 'Sahm::Subscription:IdempotencyKeyReused',
  RegistrationRequired: 'Sahm::Investor:RegistrationRequired',
  RegistrationStepRequired: 'Sahm::Registration:StepRequired',
  TermsVersionMismatch: 'Sahm::Terms:VersionMismatch',
  DuplicateIban: 'Sahm::BankAccount:DuplicateIban',
  NationalIdAlreadyRegistered: 'Sahm::Registration:NationalIdAlreadyRegistered',
} as const;
export type InvestorRuleMessage = (typeof InvestorRuleMessage)[keyof typeof InvestorRuleMessage];

/** `Key[p1,p2]`: a message key carrying its parameters the way ABP validation messages do. */
export function withParams(key: string, ...params: (string | number)[]): string {
  return params.length === 0 ? key : `${key}[${params.join(',')}]`;
}

/** Splits `Key[p1,p2]` into the key and its parameters (SPEC §5). */
export function parseValidationMessage(message: string): { key: string; params: string[] } {
  const match = /^(.*)\[([^\]]*)\]$/s.exec(message);
  if (!match) return { key: message, params: [] };
  return { key: match[1] ?? message, params: (match[2] ?? '').split(',') };
}

/**
 * Zod error map giving zod's built-in checks the same localization keys, for forms and for the
 * mock server. Messages set on a schema (the field rules) take precedence over it.
 */
export const sahmValidationErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? ValidationMessage.Required
        : ValidationMessage.InvalidValue;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) === 1
          ? ValidationMessage.Required
          : withParams(ValidationMessage.MinLength, Number(issue.minimum));
      }
      return issue.origin === 'array'
        ? ValidationMessage.Required
        : withParams(ValidationMessage.Min, Number(issue.minimum));
    case 'too_big':
      return withParams(
        issue.origin === 'string' ? ValidationMessage.MaxLength : ValidationMessage.Max,
        Number(issue.maximum),
      );
    case 'invalid_format':
      return issue.format === 'email'
        ? ValidationMessage.InvalidEmail
        : ValidationMessage.InvalidValue;
    default:
      return ValidationMessage.InvalidValue;
  }
};

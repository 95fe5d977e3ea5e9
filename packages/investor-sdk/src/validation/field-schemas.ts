import { z } from 'zod/mini';
import { MINIMUM_INVESTOR_AGE } from '../constants';
import { toWesternDigits } from './digits';
import { ValidationMessage, withParams } from './messages';
import { normalizeSaudiMobile } from './saudi-mobile';
import { isValidSaudiNationalId } from './saudi-national-id';
import {
  isArabicLettersAndSpaces,
  isEnglishLettersAndDigits,
  isEnglishLettersAndSpaces,
  isNumericText,
} from './text-rules';

/** Field rules as zod schemas; each failure message is a localization key (ADR 0013). */

// The IBAN rule lives in its own module so ibantools loads only where it is used (ADR 0186).
export { saudiIbanSchema } from './saudi-iban-schema';

export const saudiNationalIdSchema = z.pipe(
  z
    .string()
    .check(z.trim(), z.refine(isValidSaudiNationalId, ValidationMessage.InvalidSaudiNationalId)),
  z.transform(toWesternDigits),
);

/** Output is the normalised +9665XXXXXXXX form. */
export const saudiMobileSchema = z.pipe(
  z.string(),
  z.transform((value: string, context) => {
    const normalized = normalizeSaudiMobile(value);
    if (normalized === null) {
      context.issues.push({
        code: 'custom',
        message: ValidationMessage.InvalidSaudiPhone,
        input: value,
      });
      return z.NEVER;
    }
    return normalized;
  }),
);

export const englishLettersAndDigitsSchema = z
  .string()
  .check(z.refine(isEnglishLettersAndDigits, ValidationMessage.EnglishLettersAndDigitsOnly));

export const englishNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(64),
    z.refine(isEnglishLettersAndSpaces, ValidationMessage.EnglishLettersAndSpacesOnly),
  );

export const arabicNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(64),
    z.refine(isArabicLettersAndSpaces, ValidationMessage.ArabicLettersAndSpacesOnly),
  );

/** A number typed as text (Arabic digits allowed); output uses 0-9. */
export const numericTextSchema = z.pipe(
  z.string().check(z.trim(), z.refine(isNumericText, ValidationMessage.InvalidNumber)),
  z.transform(toWesternDigits),
);

/** Exactly `length` digits, e.g. a 5-digit postal code of the Saudi national address. */
export function digitsSchema(length: number) {
  return numericTextSchema.check(
    z.refine(
      (value: string) => new RegExp(`^\\d{${length}}$`).test(value),
      withParams(ValidationMessage.ExactDigits, length),
    ),
  );
}

export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** An amount in SAR the investor types: positive, at most 2 decimals (ADR 0011). */
export const moneyInputSchema = z
  .number()
  .check(z.positive(), z.refine(hasAtMostTwoDecimals, ValidationMessage.InvalidMoney));

export const isoDateInputSchema = z.iso.date({ message: ValidationMessage.InvalidDate });

/** Whole years between an ISO birth date and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  const hadBirthday =
    today.getUTCMonth() + 1 > month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

export const birthDateSchema = isoDateInputSchema.check(
  z.refine(
    (value: string) => ageOn(value, new Date()) >= MINIMUM_INVESTOR_AGE,
    withParams(ValidationMessage.MinimumAge, MINIMUM_INVESTOR_AGE),
  ),
);

export const verificationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, ValidationMessage.InvalidVerificationCode));

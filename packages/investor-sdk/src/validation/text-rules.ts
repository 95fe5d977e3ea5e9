import { toWesternDigits } from './digits';

/** The four custom rules of SPEC §5 plus Arabic names; patterns are ours (ADR 0013). */
const ENGLISH_LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
const ENGLISH_LETTERS_AND_SPACES = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
const ARABIC_LETTERS_AND_SPACES = /^[\u0621-\u0652]+(?: [\u0621-\u0652]+)*$/;
const NUMBER = /^\d+(?:\.\d+)?$/;

export function isEnglishLettersAndDigits(value: string): boolean {
  return ENGLISH_LETTERS_AND_DIGITS.test(value);
}

/** Words of English letters separated by single spaces (leading and trailing spaces are trimmed first). */
export function isEnglishLettersAndSpaces(value: string): boolean {
  return ENGLISH_LETTERS_AND_SPACES.test(value.trim());
}

export function isArabicLettersAndSpaces(value: string): boolean {
  return ARABIC_LETTERS_AND_SPACES.test(value.trim());
}

/** A non-negative decimal number typed as text; Arabic digits count as digits. */
export function isNumericText(value: string): boolean {
  return NUMBER.test(toWesternDigits(value.trim()));
}

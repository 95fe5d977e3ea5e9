import { NationalIdType } from '../enums';
import { toWesternDigits } from './digits';

const NATIONAL_ID_PATTERN = /^[12]\d{9}$/;

/** The leading digit says who holds the number: 1 a citizen (national id), 2 a resident (iqama). */
const LEADING_DIGIT_BY_TYPE: Record<NationalIdType, string> = {
  [NationalIdType.Citizen]: '1',
  [NationalIdType.Resident]: '2',
};

/** Luhn sum as the NIC computes it: digits at odd positions (1st, 3rd, …) are doubled. */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/** The check digit that completes the first nine digits of a national id or iqama. */
export function saudiNationalIdCheckDigit(firstNineDigits: string): number {
  return (10 - (luhnSum(firstNineDigits) % 10)) % 10;
}

/** A 10-digit Saudi national id (leading 1) or iqama (leading 2) with a valid check digit. */
export function isValidSaudiNationalId(value: string): boolean {
  const digits = toWesternDigits(value.trim());
  return NATIONAL_ID_PATTERN.test(digits) && luhnSum(digits) % 10 === 0;
}

/** Which kind of number this is, read from its leading digit; null when it is not valid. */
export function nationalIdTypeOf(value: string): NationalIdType | null {
  if (!isValidSaudiNationalId(value)) return null;
  return toWesternDigits(value.trim()).startsWith('1')
    ? NationalIdType.Citizen
    : NationalIdType.Resident;
}

/** Whether a valid number belongs to the declared type (citizen ↔ 1, resident ↔ 2). */
export function matchesNationalIdType(value: string, type: NationalIdType): boolean {
  return toWesternDigits(value.trim()).startsWith(LEADING_DIGIT_BY_TYPE[type]);
}

import { toWesternDigits } from './digits';

const SAUDI_MOBILE_PATTERN = /^(?:05|\+9665|9665)(\d{8})$/;

/**
 * Accepts 05XXXXXXXX, +9665XXXXXXXX and 9665XXXXXXXX (spaces and dashes ignored, Arabic digits
 * accepted) and returns the E.164 form +9665XXXXXXXX; null when it is not a Saudi mobile number.
 */
export function normalizeSaudiMobile(value: string): string | null {
  const compact = toWesternDigits(value).replace(/[\s-]/g, '');
  const subscriber = SAUDI_MOBILE_PATTERN.exec(compact)?.[1];
  return subscriber === undefined ? null : `+9665${subscriber}`;
}

export function isValidSaudiMobile(value: string): boolean {
  return normalizeSaudiMobile(value) !== null;
}

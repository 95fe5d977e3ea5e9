/**
 * Amounts and dates as DESIGN.md asks: Western digits in both languages (`nu-latn`), SAR after the
 * number in Arabic and before it in English (what Intl does for each locale), Gregorian dates in
 * the short yyyy-MM-dd-like pattern, and Umm al-Qura dates where a date matters legally.
 */
import { readServerDateTime } from '@sahm/platform';
import { serverClockKind } from './server-clock';

type Language = 'ar' | 'en' | (string & {});

const NUMBER_LOCALE = (language: Language) => (language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA');
const GREGORIAN_LOCALE = (language: Language) =>
  language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-SA-u-ca-gregory';
const HIJRI_LOCALE = (language: Language) =>
  language === 'ar' ? 'ar-SA-u-ca-islamic-umalqura-nu-latn' : 'en-SA-u-ca-islamic-umalqura';
// Dates are Saudi calendar dates wherever the browser is.
const TIME_ZONE = 'Asia/Riyadh';

/** A server date-time read as ABP's client reads it (ADR 0321), and the zone to show it in. */
function serverDate(iso: string): { date: Date; timeZone: string } {
  const { date, wallClock } = readServerDateTime(iso, serverClockKind());
  return { date, timeZone: wallClock ? 'UTC' : TIME_ZONE };
}

export function formatMoney(amount: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALE(language), {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return new Intl.NumberFormat(NUMBER_LOCALE(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

export function formatPercent(ratio: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALE(language), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(ratio);
}

export function formatDate(iso: string, language: Language): string {
  const { date, timeZone } = serverDate(iso);
  return new Intl.DateTimeFormat(GREGORIAN_LOCALE(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(date);
}

export function formatHijriDate(iso: string, language: Language): string {
  const { date, timeZone } = serverDate(iso);
  return new Intl.DateTimeFormat(HIJRI_LOCALE(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date);
}

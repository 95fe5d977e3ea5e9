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

// An Intl formatter costs far more to build than to use (milliseconds on a slow phone, for every
// amount on a page): each locale and option set is built once.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A server date-time read as ABP's client reads it (ADR 0321), and the zone to show it in. */
export function serverDate(iso: string): { date: Date; timeZone: string } {
  const { date, wallClock } = readServerDateTime(iso, serverClockKind());
  return { date, timeZone: wallClock ? 'UTC' : TIME_ZONE };
}

const MONEY = {
  style: 'currency',
  currency: 'SAR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
} as const;

export function formatMoney(amount: number, language: Language): string {
  return numberFormat(NUMBER_LOCALE(language), MONEY).format(amount);
}

/**
 * Builds the money formatter ahead of the first amount: its locale data takes tens of
 * milliseconds on a slow phone, better spent while the start-up waits for the network than in
 * the task that first renders a signed-in page.
 */
export function prepareMoneyFormat(language: Language): void {
  numberFormat(NUMBER_LOCALE(language), MONEY);
}

export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return numberFormat(NUMBER_LOCALE(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Short amounts for a chart's axis: 12K, 1.5M in English, 12 ألف in Arabic (Western digits). */
export function formatCompactAmount(amount: number, language: Language): string {
  return numberFormat(NUMBER_LOCALE(language), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}

export function formatPercent(ratio: number, language: Language): string {
  return numberFormat(NUMBER_LOCALE(language), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(ratio);
}

export function formatDate(iso: string, language: Language): string {
  const { date, timeZone } = serverDate(iso);
  return dateFormat(GREGORIAN_LOCALE(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(date);
}

export function formatHijriDate(iso: string, language: Language): string {
  const { date, timeZone } = serverDate(iso);
  return dateFormat(HIJRI_LOCALE(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date);
}

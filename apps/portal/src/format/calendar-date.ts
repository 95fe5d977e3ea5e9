/**
 * Calendar days as files and spreadsheets want them: yyyy-MM-dd in Western digits in every
 * language. Apart from `format.ts` so that only the chunks that write files carry them.
 */
import { dateFormat, serverDate } from './format';

const CALENDAR_DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** yyyy-MM-dd from a formatter's parts: the same order whatever the locale prints. */
function calendarDate(locale: string, iso: string): string {
  const { date, timeZone } = serverDate(iso);
  const parts = Object.fromEntries(
    dateFormat(locale, { ...CALENDAR_DAY, timeZone })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The Saudi (Riyadh) calendar day of a server date-time. */
export function gregorianCalendarDate(iso: string): string {
  return calendarDate('en-US-u-ca-gregory-nu-latn', iso);
}

/** The same day in the Umm al-Qura calendar (no era suffix). */
export function hijriCalendarDate(iso: string): string {
  return calendarDate('en-US-u-ca-islamic-umalqura-nu-latn', iso);
}

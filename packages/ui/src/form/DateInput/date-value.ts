// What a date field needs to show a value, without @internationalized/date: the calendar types,
// the minimums and the pattern writer, shared by the parser (dateText.ts) and the field.

/** The two calendars of SPEC §5: Gregorian and Islamic Umm al-Qura. */
export type CalendarSystem = 'gregory' | 'islamic-umalqura';

/** What a date field holds: the text as typed and the calendar it is typed in. */
export type DateInputValue = { text: string; calendar: CalendarSystem };

/** SPEC §5: culture short date pattern, default yyyy-MM-dd. */
export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd';

/** SPEC §5 / §9: the date picker's minimums, 1 Jan 1800 and 1 Muharram 1214. */
export const DATE_MINIMUMS: Record<CalendarSystem, { year: number; month: number; day: number }> = {
  gregory: { year: 1800, month: 1, day: 1 },
  'islamic-umalqura': { year: 1214, month: 1, day: 1 },
};

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** A date in the culture's short pattern, in the date's own calendar. */
export function formatDateText(
  date: { year: number; month: number; day: number },
  pattern: string = DEFAULT_DATE_PATTERN,
): string {
  return pattern.replace(/yyyy|MM|M|dd|d/g, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(date.year, 4);
      case 'MM':
        return pad(date.month, 2);
      case 'M':
        return String(date.month);
      case 'dd':
        return pad(date.day, 2);
      default:
        return String(date.day);
    }
  });
}

/**
 * A Gregorian field value from a Gregorian ISO date (what the server sends): the same as
 * `dateInputValueFromIso(iso, 'gregory', pattern)`, a re-ordering that needs no calendar code.
 * Anything but yyyy-MM-dd is kept as text, for the date rule to refuse.
 */
export function gregorianDateInputValue(
  iso: string | null | undefined,
  pattern: string = DEFAULT_DATE_PATTERN,
): DateInputValue {
  if (!iso) return { text: '', calendar: 'gregory' };
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.slice(0, 10));
  if (!parts) return { text: iso, calendar: 'gregory' };
  const date = { year: Number(parts[1]), month: Number(parts[2]), day: Number(parts[3]) };
  return { text: formatDateText(date, pattern), calendar: 'gregory' };
}

import {
  CalendarDate,
  GregorianCalendar,
  IslamicUmalquraCalendar,
  parseDate,
  toCalendar,
  type Calendar,
} from '@internationalized/date';
import {
  DATE_MINIMUMS,
  DEFAULT_DATE_PATTERN,
  formatDateText,
  type CalendarSystem,
  type DateInputValue,
} from './date-value';

export { DATE_MINIMUMS, DEFAULT_DATE_PATTERN, formatDateText };
export type { CalendarSystem, DateInputValue };

export type ParsedDate =
  | { status: 'empty' }
  | { status: 'invalid' }
  | { status: 'before-minimum' }
  /** `yyyy` or `yyyy-MM`: accepted while typing, not yet a day. */
  | { status: 'partial'; year: number; month: number | null }
  /** `iso` is the Gregorian yyyy-MM-dd whatever the calendar typed in. */
  | { status: 'complete'; date: CalendarDate; iso: string };

export function createCalendarSystem(system: CalendarSystem): Calendar {
  return system === 'gregory' ? new GregorianCalendar() : new IslamicUmalquraCalendar();
}

export function minimumDate(system: CalendarSystem): CalendarDate {
  const { year, month, day } = DATE_MINIMUMS[system];
  return new CalendarDate(createCalendarSystem(system), year, month, day);
}

/** Arabic-Indic and Persian digits to 0-9: typed dates may use either. */
export function toWesternDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A regular expression for a culture pattern made of yyyy, MM, M, dd, d and separators. */
function patternExpression(pattern: string): { regex: RegExp; order: ('y' | 'M' | 'd')[] } {
  const order: ('y' | 'M' | 'd')[] = [];
  const source = pattern.replace(/yyyy|MM|M|dd|d|[^yMd]+/g, (token) => {
    if (token === 'yyyy') {
      order.push('y');
      return '(\\d{4})';
    }
    if (token === 'MM' || token === 'M') {
      order.push('M');
      return '(\\d{1,2})';
    }
    if (token === 'dd' || token === 'd') {
      order.push('d');
      return '(\\d{1,2})';
    }
    return escapeRegExp(token);
  });
  return { regex: new RegExp(`^${source}$`), order };
}

/**
 * Reads a typed date (SPEC §5): `yyyy`, `yyyy-MM` or `yyyy-MM-dd` with hyphens, or the culture's
 * short pattern; anything else is invalid. Days are checked against the calendar's month length.
 */
export function parseDateText(
  text: string,
  system: CalendarSystem,
  pattern: string = DEFAULT_DATE_PATTERN,
): ParsedDate {
  const typed = toWesternDigits(text.trim());
  if (typed === '') return { status: 'empty' };
  const minimum = DATE_MINIMUMS[system];

  const partial = /^(\d{4})(?:-(\d{1,2}))?$/.exec(typed);
  if (partial) {
    const year = Number(partial[1]);
    const month = partial[2] === undefined ? null : Number(partial[2]);
    if (month !== null && (month < 1 || month > 12)) return { status: 'invalid' };
    if (year < minimum.year) return { status: 'before-minimum' };
    return { status: 'partial', year, month };
  }

  let parts: { y: number; M: number; d: number } | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) {
    parts = { y: Number(iso[1]), M: Number(iso[2]), d: Number(iso[3]) };
  } else {
    const { regex, order } = patternExpression(pattern);
    const match = regex.exec(typed);
    if (match && order.length === 3) {
      const values = { y: 0, M: 0, d: 0 };
      order.forEach((part, index) => {
        values[part] = Number(match[index + 1]);
      });
      parts = values;
    }
  }
  if (!parts) return { status: 'invalid' };

  const calendar = createCalendarSystem(system);
  if (parts.M < 1 || parts.M > 12 || parts.d < 1) return { status: 'invalid' };
  const daysInMonth = calendar.getDaysInMonth(new CalendarDate(calendar, parts.y, parts.M, 1));
  if (parts.d > daysInMonth) return { status: 'invalid' };
  const date = new CalendarDate(calendar, parts.y, parts.M, parts.d);
  if (date.compare(minimumDate(system)) < 0) return { status: 'before-minimum' };
  return { status: 'complete', date, iso: toCalendar(date, new GregorianCalendar()).toString() };
}

/** A field value from a Gregorian ISO date (what the server sends), shown in `calendar`. */
export function dateInputValueFromIso(
  iso: string | null | undefined,
  calendar: CalendarSystem = 'gregory',
  pattern: string = DEFAULT_DATE_PATTERN,
): DateInputValue {
  if (!iso) return { text: '', calendar };
  const date = toCalendar(parseDate(iso.slice(0, 10)), createCalendarSystem(calendar));
  return { text: formatDateText(date, pattern), calendar };
}

/** The same value shown in the other calendar; text that is not a whole date is kept as typed. */
export function switchDateCalendar(
  value: DateInputValue,
  calendar: CalendarSystem,
  pattern: string = DEFAULT_DATE_PATTERN,
): DateInputValue {
  if (calendar === value.calendar) return value;
  const parsed = parseDateText(value.text, value.calendar, pattern);
  if (parsed.status !== 'complete') return { text: value.text, calendar };
  return dateInputValueFromIso(parsed.iso, calendar, pattern);
}

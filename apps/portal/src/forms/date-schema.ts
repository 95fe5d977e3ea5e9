import { z } from 'zod/mini';
import { DATE_MINIMUMS, DEFAULT_DATE_PATTERN, parseDateText } from '@sahm/ui';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * A date field's `{ text, calendar }` as a Gregorian ISO date (yyyy-MM-dd). SPEC §5: typed as
 * year, year-month or year-month-day (or the culture pattern), from 1800-01-01 / 1214-01-01.
 * Synchronous: a date's verdict never waits for, or depends on, the network (ADR 0381).
 */
export function isoDateFromInput(pattern: string = DEFAULT_DATE_PATTERN) {
  return z.pipe(
    z.object({ text: z.string(), calendar: z.enum(['gregory', 'islamic-umalqura']) }),
    z.transform((value, context) => {
      const fail = (message: string) => {
        context.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      };
      const parsed = parseDateText(value.text, value.calendar, pattern);
      switch (parsed.status) {
        case 'complete':
          return parsed.iso;
        case 'empty':
          return fail('::Form:Validation:Required');
        case 'partial':
          return fail('::Form:Validation:DateIncomplete');
        case 'before-minimum': {
          const { year, month, day } = DATE_MINIMUMS[value.calendar];
          return fail(
            `::Form:Validation:DateBeforeMinimum[${pad(year, 4)}-${pad(month)}-${pad(day)}]`,
          );
        }
        default:
          return fail('::Form:Validation:Date');
      }
    }),
  );
}

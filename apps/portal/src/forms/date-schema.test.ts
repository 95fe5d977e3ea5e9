import { describe, expect, it } from 'vitest';
import { isoDateFromInput } from './date-schema';

const gregorian = (text: string) => ({ text, calendar: 'gregory' as const });
const hijri = (text: string) => ({ text, calendar: 'islamic-umalqura' as const });

/**
 * The message key of the one issue, or the ISO date when the value passes. `safeParse`, not its
 * async form: zod throws if the rule ever waits for something again (ADR 0381).
 */
function check(
  value: { text: string; calendar: 'gregory' | 'islamic-umalqura' },
  pattern?: string,
) {
  const result = isoDateFromInput(pattern).safeParse(value);
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
}

describe('isoDateFromInput (SPEC §5, ADR 0162)', () => {
  it('judges a date at once, the same with the async parse the forms use', async () => {
    const values = [
      gregorian('1990-1-5'),
      hijri('1410-06'),
      gregorian('1799-12-31'),
      gregorian('x'),
    ];
    const atOnce = values.map((value) => check(value));
    const asForms = await Promise.all(
      values.map(async (value) => {
        const result = await isoDateFromInput().safeParseAsync(value);
        return result.success ? result.data : result.error.issues.map((issue) => issue.message);
      }),
    );
    expect(asForms).toEqual(atOnce);
    expect(atOnce).toEqual([
      '1990-01-05',
      ['::Form:Validation:DateIncomplete'],
      ['::Form:Validation:DateBeforeMinimum[1800-01-01]'],
      ['::Form:Validation:Date'],
    ]);
  });

  it('turns a whole date, typed in either calendar, into the Gregorian ISO date', () => {
    expect(check(gregorian('1990-1-5'))).toBe('1990-01-05');
    expect(check(hijri('1410-06-07'))).toBe('1990-01-05');
    expect(check(gregorian('05/01/1990'), 'dd/MM/yyyy')).toBe('1990-01-05');
  });

  it('refuses a year or a year-month as incomplete, never inventing the missing day', () => {
    expect(check(gregorian('1990'))).toEqual(['::Form:Validation:DateIncomplete']);
    expect(check(gregorian('1990-04'))).toEqual(['::Form:Validation:DateIncomplete']);
    expect(check(hijri('1410-06'))).toEqual(['::Form:Validation:DateIncomplete']);
  });

  it('rejects anything but hyphenated year-month-day or the culture pattern', () => {
    for (const text of ['1990/04/30', '30-04-1990', '90-4-30', '1990-13', '1990-02-30', 'x']) {
      expect(check(gregorian(text))).toEqual(['::Form:Validation:Date']);
    }
  });

  it('asks for a value when the field is empty', () => {
    expect(check(gregorian('  '))).toEqual(['::Form:Validation:Required']);
  });

  it('names the calendar’s minimum when the date is earlier', () => {
    expect(check(gregorian('1799-12-31'))).toEqual([
      '::Form:Validation:DateBeforeMinimum[1800-01-01]',
    ]);
    expect(check(gregorian('1799'))).toEqual(['::Form:Validation:DateBeforeMinimum[1800-01-01]']);
    expect(check(hijri('1213-12-29'))).toEqual(['::Form:Validation:DateBeforeMinimum[1214-01-01]']);
    expect(check(gregorian('1800-01-01'))).toBe('1800-01-01');
    expect(check(hijri('1214-01-01'))).toBe('1799-06-05');
  });
});

import { describe, expect, it } from 'vitest';
import { dateInputValueFromIso, parseDateText, switchDateCalendar } from './date-text';

describe('parseDateText (SPEC §5)', () => {
  it('accepts year, year-month and year-month-day with hyphens', () => {
    expect(parseDateText('1990', 'gregory')).toEqual({
      status: 'partial',
      year: 1990,
      month: null,
    });
    expect(parseDateText('1990-04', 'gregory')).toEqual({
      status: 'partial',
      year: 1990,
      month: 4,
    });
    expect(parseDateText('1990-04-30', 'gregory')).toMatchObject({
      status: 'complete',
      iso: '1990-04-30',
    });
  });

  it('rejects other shapes and impossible days', () => {
    expect(parseDateText('30.04.1990', 'gregory').status).toBe('invalid');
    expect(parseDateText('1990-02-30', 'gregory').status).toBe('invalid');
    expect(parseDateText('1990-13', 'gregory').status).toBe('invalid');
    expect(parseDateText('', 'gregory').status).toBe('empty');
  });

  it('reads the culture pattern and Arabic-Indic digits', () => {
    expect(parseDateText('05/01/1990', 'gregory', 'dd/MM/yyyy')).toMatchObject({
      iso: '1990-01-05',
    });
    expect(parseDateText('١٩٩٠-٠١-٠٥', 'gregory')).toMatchObject({ iso: '1990-01-05' });
  });

  it('converts Umm al-Qura dates to Gregorian', () => {
    expect(parseDateText('1410-06-07', 'islamic-umalqura')).toMatchObject({ iso: '1990-01-05' });
  });

  it('refuses dates before 1800-01-01 and 1214-01-01', () => {
    expect(parseDateText('1799-12-31', 'gregory').status).toBe('before-minimum');
    expect(parseDateText('1800-01-01', 'gregory').status).toBe('complete');
    expect(parseDateText('1213-12-29', 'islamic-umalqura').status).toBe('before-minimum');
    expect(parseDateText('1214-01-01', 'islamic-umalqura').status).toBe('complete');
  });
});

describe('calendar switching', () => {
  it('shows an ISO date in either calendar and converts typed dates', () => {
    expect(dateInputValueFromIso('1990-01-05', 'islamic-umalqura')).toEqual({
      text: '1410-06-07',
      calendar: 'islamic-umalqura',
    });
    expect(
      switchDateCalendar({ text: '1410-06-07', calendar: 'islamic-umalqura' }, 'gregory'),
    ).toEqual({ text: '1990-01-05', calendar: 'gregory' });
    expect(switchDateCalendar({ text: '1990', calendar: 'gregory' }, 'islamic-umalqura')).toEqual({
      text: '1990',
      calendar: 'islamic-umalqura',
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { gregorianCalendarDate, hijriCalendarDate } from './calendar-date';
import { setServerClockKind } from './server-clock';

describe('calendar dates for files (yyyy-MM-dd, Western digits)', () => {
  afterEach(() => setServerClockKind(undefined));

  it('gives the Riyadh calendar day in the Gregorian calendar', () => {
    expect(gregorianCalendarDate('2026-11-21T20:59:00Z')).toBe('2026-11-21');
    expect(gregorianCalendarDate('2026-11-21T21:30:00Z')).toBe('2026-11-22');
    expect(gregorianCalendarDate('2026-11-21T23:30:00+05:00')).toBe('2026-11-21');
    expect(gregorianCalendarDate('2026-03-05')).toBe('2026-03-05');
  });

  it('gives the same day in Umm al-Qura, without an era', () => {
    // 1 Muharram 1447 was 26 June 2025; 1 Ramadan 1447 was 18 February 2026.
    expect(hijriCalendarDate('2025-06-26')).toBe('1447-01-01');
    expect(hijriCalendarDate('2026-02-18T09:00:00Z')).toBe('1447-09-01');
    expect(hijriCalendarDate('2026-03-05')).toBe('1447-09-16');
    // 00:30 on 26 June in Riyadh, still 25 June in UTC.
    expect(hijriCalendarDate('2025-06-25T21:30:00Z')).toBe('1447-01-01');
    expect(hijriCalendarDate('2025-06-25T20:59:00Z')).toBe('1446-12-29');
  });

  it('reads offset-less date-times by the server clock (ADR 0321)', () => {
    setServerClockKind('Utc');
    expect(gregorianCalendarDate('2026-11-21T22:30:00')).toBe('2026-11-22');
    expect(hijriCalendarDate('2025-06-25T21:30:00')).toBe('1447-01-01');
    setServerClockKind('Unspecified');
    expect(gregorianCalendarDate('2026-11-21T22:30:00')).toBe('2026-11-21');
    expect(hijriCalendarDate('2025-06-25T21:30:00')).toBe('1446-12-29');
  });
});

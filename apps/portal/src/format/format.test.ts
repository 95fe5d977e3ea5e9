import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCompactAmount,
  formatDate,
  formatHijriDate,
  formatMoney,
  formatNumber,
  formatPercent,
} from './format';
import { setServerClockKind } from './server-clock';

describe('formatMoney', () => {
  it('puts SAR after the amount in Arabic, with Western digits', () => {
    // Intl wraps Arabic currency text in right-to-left marks.
    const text = formatMoney(12345.5, 'ar').replace(/\u200f/g, '');
    expect(text).toMatch(/^12,345\.50\sر\.س\.$/);
  });

  it('puts SAR before the amount in English', () => {
    expect(formatMoney(12345.5, 'en')).toMatch(/^SAR\s?12,345\.50$/);
  });
});

describe('numbers and dates', () => {
  it("shortens a chart axis's amounts in each language, with Western digits", () => {
    expect(formatCompactAmount(12_000, 'en')).toBe('12K');
    expect(formatCompactAmount(1_500_000, 'ar')).toMatch(/^1\.5\sمليون$/);
  });

  it('formats numbers and percentages with Western digits', () => {
    expect(formatNumber(1500, 'ar')).toBe('1,500');
    expect(formatPercent(0.425, 'en')).toBe('43%');
  });

  it('shows Gregorian dates in the Riyadh calendar day', () => {
    expect(formatDate('2026-11-21T22:30:00Z', 'en')).toMatch(/22/);
    expect(formatDate('2026-03-05', 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('shows the Umm al-Qura date', () => {
    expect(formatHijriDate('2026-03-05', 'en')).toMatch(/1447/);
  });
});

describe('offset-less server dates (ABP UtcToLocalPipe, ADR 0321)', () => {
  afterEach(() => setServerClockKind(undefined));

  it('are UTC when the clock is UTC: 22:30 UTC is the next day in Riyadh', () => {
    setServerClockKind('Utc');
    expect(formatDate('2026-11-21T22:30:00', 'en')).toMatch(/\b22\b/);
  });

  it('are the wall-clock time they spell with any other clock', () => {
    setServerClockKind('Unspecified');
    expect(formatDate('2026-11-21T22:30:00', 'en')).toMatch(/\b21\b/);
    expect(formatDate('2026-11-21T22:30:00Z', 'en')).toMatch(/\b22\b/);
  });
});

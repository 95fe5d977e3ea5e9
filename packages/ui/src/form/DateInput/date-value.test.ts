import { describe, expect, it } from 'vitest';
import { dateInputValueFromIso } from './date-text';
import { gregorianDateInputValue } from './date-value';

describe('gregorianDateInputValue (ADR 0255)', () => {
  it('writes what dateInputValueFromIso writes for the Gregorian calendar, without its code', () => {
    for (const iso of ['1990-01-05', '1800-01-01', '2024-02-29T00:00:00', '', null, undefined]) {
      for (const pattern of ['yyyy-MM-dd', 'dd/MM/yyyy', 'd.M.yyyy']) {
        expect(gregorianDateInputValue(iso, pattern)).toEqual(
          dateInputValueFromIso(iso, 'gregory', pattern),
        );
      }
    }
  });

  it('keeps anything but yyyy-MM-dd as text, for the date rule to refuse', () => {
    expect(gregorianDateInputValue('05/01/1990')).toEqual({
      text: '05/01/1990',
      calendar: 'gregory',
    });
  });
});

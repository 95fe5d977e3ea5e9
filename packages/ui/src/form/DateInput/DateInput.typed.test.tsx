import { Theme } from '@radix-ui/themes';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput, type DateInputLabels } from './DateInput';
import type { DateInputValue } from './date-value';

// Reading, rewriting and converting a typed date happen at once, with no code to fetch (ADR 0381).

const labels: DateInputLabels = {
  calendar: 'Calendar',
  gregorian: 'Gregorian',
  hijri: 'Hijri',
  openPicker: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

function Harness({ initial }: { initial: DateInputValue }) {
  const [value, setValue] = useState(initial);
  return (
    <Theme>
      <DateInput value={value} onChange={setValue} language="en" labels={labels} />
    </Theme>
  );
}

const renderField = (initial: DateInputValue) => {
  render(<Harness initial={initial} />);
  return screen.getByRole('textbox');
};

describe('DateInput with a typed date', () => {
  it.each<DateInputValue>([
    { text: '1990-01-05', calendar: 'gregory' },
    { text: '1410-06-07', calendar: 'islamic-umalqura' },
  ])('shows a saved date in its calendar: $calendar', (saved) => {
    const input = renderField(saved);
    expect(input).toHaveValue(saved.text);
    const chosen = saved.calendar === 'gregory' ? labels.gregorian : labels.hijri;
    expect(screen.getByRole('radio', { name: chosen })).toBeChecked();
  });

  it('rewrites a left date in the pattern as it is left', () => {
    const input = renderField({ text: '1990-1-5', calendar: 'gregory' });
    fireEvent.blur(input);
    expect(input).toHaveValue('1990-01-05');
  });

  it('leaves a partial date as typed when it is left', () => {
    const input = renderField({ text: '1990-1', calendar: 'gregory' });
    fireEvent.blur(input);
    expect(input).toHaveValue('1990-1');
  });

  it('converts the date on a calendar switch', () => {
    const input = renderField({ text: '1990-01-05', calendar: 'gregory' });
    fireEvent.click(screen.getByRole('radio', { name: labels.hijri }));
    expect(input).toHaveValue('1410-06-07');
    expect(screen.getByRole('radio', { name: labels.hijri })).toBeChecked();
  });
});

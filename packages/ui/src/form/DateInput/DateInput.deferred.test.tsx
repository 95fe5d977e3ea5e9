import { Theme } from '@radix-ui/themes';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onDemand, type OnDemand } from '../../on-demand/on-demand';
import { DateInput, type DateInputLabels } from './DateInput';
import type * as DateText from './dateText';
import type { DateInputValue } from './dateValue';

// Each test gets its own parser source, held back until the test lets it through (ADR 0255).
const parser = vi.hoisted(() => ({
  source: undefined as unknown as OnDemand<typeof DateText>,
  requested: false,
  release: () => {},
}));
vi.mock('./dateLogic', () => ({
  dateTextCode: {
    load: () => parser.source.load(),
    loaded: () => parser.source.loaded(),
    subscribe: (listener: () => void) => parser.source.subscribe(listener),
  },
  preloadDateText: () => void parser.source.load().catch(() => undefined),
}));

function holdParserBack(fetchModule: () => Promise<typeof DateText> = () => import('./dateText')) {
  const arrived = new Promise<void>((resolve) => {
    parser.release = resolve;
  });
  parser.requested = false;
  parser.source = onDemand(async () => {
    parser.requested = true;
    await arrived;
    return fetchModule();
  });
}
beforeEach(() => holdParserBack());

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
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const letParserIn = () => act(async () => parser.release());

describe('DateInput before its parser has arrived', () => {
  it.each<DateInputValue>([
    { text: '1990-01-05', calendar: 'gregory' },
    { text: '1410-06-07', calendar: 'islamic-umalqura' },
  ])('shows a saved date without fetching the parser: $calendar', async (saved) => {
    const input = renderField(saved);
    expect(input).toHaveValue(saved.text);
    const chosen = saved.calendar === 'gregory' ? labels.gregorian : labels.hijri;
    expect(screen.getByRole('radio', { name: chosen })).toBeChecked();
    await settle();
    expect(parser.requested).toBe(false);
  });

  it.each([
    ['pointer enter', (element: HTMLElement) => fireEvent.pointerEnter(element)],
    ['focus', (element: HTMLElement) => fireEvent.focus(element)],
    ['touch start', (element: HTMLElement) => fireEvent.touchStart(element)],
  ])('fetches the parser on %s', (_, gesture) => {
    gesture(renderField({ text: '', calendar: 'gregory' }));
    expect(parser.requested).toBe(true);
  });

  it('rewrites a left date in the pattern once the parser is in', async () => {
    const input = renderField({ text: '1990-1-5', calendar: 'gregory' });
    fireEvent.blur(input);
    await settle();
    expect(input).toHaveValue('1990-1-5');
    await letParserIn();
    await waitFor(() => expect(input).toHaveValue('1990-01-05'));
  });

  it('leaves alone what was typed after leaving when the parser arrives late', async () => {
    const input = renderField({ text: '1990-1-5', calendar: 'gregory' });
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: '1990-1-6' } });
    await letParserIn();
    await settle();
    expect(input).toHaveValue('1990-1-6');
  });

  it('converts on a switch once the parser is in', async () => {
    const input = renderField({ text: '1990-01-05', calendar: 'gregory' });
    fireEvent.click(screen.getByRole('radio', { name: labels.hijri }));
    await settle();
    expect(screen.getByRole('radio', { name: labels.gregorian })).toBeChecked();
    expect(input).toHaveValue('1990-01-05');
    await letParserIn();
    await waitFor(() => expect(input).toHaveValue('1410-06-07'));
    expect(screen.getByRole('radio', { name: labels.hijri })).toBeChecked();
  });

  it('stays in its calendar when the parser cannot be fetched', async () => {
    holdParserBack(() => Promise.reject(new Error('offline')));
    const input = renderField({ text: '1990-01-05', calendar: 'gregory' });
    fireEvent.click(screen.getByRole('radio', { name: labels.hijri }));
    await letParserIn();
    await settle();
    expect(screen.getByRole('radio', { name: labels.gregorian })).toBeChecked();
    expect(input).toHaveValue('1990-01-05');
  });
});

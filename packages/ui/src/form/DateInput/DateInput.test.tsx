import { CalendarIcon } from '@radix-ui/react-icons';
import { IconButton, Popover, Theme } from '@radix-ui/themes';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Direction } from 'radix-ui';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, type DateInputLabels } from './DateInput';
import { markup } from '../../testing/markup';

// Holds the popover's module back until a test lets it through, to act before it has arrived.
const popoverGate = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./CalendarPopover', async (importOriginal) => {
  await popoverGate.arrived;
  return importOriginal();
});

const labels: DateInputLabels = {
  calendar: 'Calendar',
  gregorian: 'Gregorian',
  hijri: 'Hijri',
  openPicker: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

type Case = { dir?: 'ltr' | 'rtl'; disabled?: boolean };

function renderDateInput({ dir = 'ltr', disabled }: Case = {}) {
  const onChange = vi.fn();
  render(
    <Theme>
      <Direction.Provider dir={dir}>
        <DateInput
          value={{ text: '1990-01', calendar: 'gregory' }}
          onChange={onChange}
          language="en"
          labels={labels}
          disabled={disabled}
        />
      </Direction.Provider>
    </Theme>,
  );
  return { onChange, button: () => screen.getByRole('button', { name: labels.openPicker }) };
}

/** The calendar button as Radix's closed Popover.Trigger renders it, for comparison. */
function renderRadixTrigger({ dir = 'ltr', disabled }: Case) {
  const { container } = render(
    <Theme>
      <Direction.Provider dir={dir}>
        <Popover.Root>
          <Popover.Trigger>
            <IconButton
              type="button"
              variant="ghost"
              color="gray"
              highContrast
              aria-label={labels.openPicker}
              disabled={disabled}
            >
              <CalendarIcon aria-hidden="true" />
            </IconButton>
          </Popover.Trigger>
        </Popover.Root>
      </Direction.Provider>
    </Theme>,
  );
  return container.querySelector('button')!;
}

// Radix names its content's generated id before the content exists; the deferred button has no
// content to name.
const markupOf = (node: Node) => markup(node, ['aria-controls']);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const calendar = () => screen.queryByRole('group', { name: labels.openPicker });

describe('DateInput', () => {
  it('opens the calendar on a click (Enter, Space) before the popover arrived, once it has', async () => {
    const { button } = renderDateInput();
    const deferred = button();
    deferred.focus();
    // A button's Enter and Space are clicks.
    fireEvent.click(deferred);
    await settle();
    expect(button()).toBe(deferred);
    expect(calendar()).not.toBeInTheDocument();
    popoverGate.release();
    expect(
      await screen.findByRole('group', { name: labels.openPicker }, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.previousMonth })).toHaveFocus();
  });

  it.each<[string, Case]>([
    ['left to right', {}],
    ['right to left', { dir: 'rtl' }],
    ['disabled', { disabled: true }],
  ])('renders the calendar button as Radix Themes does, %s', (_, props) => {
    const radixMarkup = markupOf(renderRadixTrigger(props));
    cleanup();
    const { button } = renderDateInput(props);
    expect(markupOf(button())).toBe(radixMarkup);
  });

  it.each([
    ['pointer enter', (element: HTMLElement) => fireEvent.pointerEnter(element)],
    ['focus', (element: HTMLElement) => fireEvent.focus(element)],
    ['touch start', (element: HTMLElement) => fireEvent.touchStart(element)],
  ])('stays the deferred button, closed, on %s', async (_, gesture) => {
    const { button } = renderDateInput();
    const deferred = button();
    gesture(deferred);
    await settle();
    expect(button()).toBe(deferred);
    expect(calendar()).not.toBeInTheDocument();
  });

  it('swaps in the popover and opens it on a click', async () => {
    const { button } = renderDateInput();
    const deferred = button();
    fireEvent.click(deferred);
    expect(await screen.findByRole('group', { name: labels.openPicker })).toBeInTheDocument();
    expect(deferred).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.openPicker })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('writes the picked day in the field and closes the calendar', async () => {
    const { button, onChange } = renderDateInput();
    fireEvent.click(button());
    await screen.findByRole('group', { name: labels.openPicker });
    fireEvent.click(screen.getByRole('button', { name: /January 15, 1990/ }));
    expect(onChange).toHaveBeenCalledWith({ text: '1990-01-15', calendar: 'gregory' });
    await settle();
    expect(calendar()).not.toBeInTheDocument();
  });

  it('stays closed while disabled', async () => {
    const { button } = renderDateInput({ disabled: true });
    expect(button()).toBeDisabled();
    fireEvent.click(button());
    await settle();
    expect(calendar()).not.toBeInTheDocument();
  });
});

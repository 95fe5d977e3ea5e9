import { Theme } from '@radix-ui/themes';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Direction } from 'radix-ui';
import { describe, expect, it, vi } from 'vitest';
import { LazySelect } from './LazySelect';
import SelectFrame from './SelectFrame';
import type { SelectFrameProps } from './types';
import { markup } from '../../testing/markup';

const options = [
  { value: 'salary', label: 'Salary' },
  { value: 'business', label: 'Business' },
  { value: 'inheritance', label: 'Inheritance', disabled: true },
];

type Case = Partial<SelectFrameProps> & { dir?: 'ltr' | 'rtl' };

function renderSelect({ dir = 'ltr', ...props }: Case = {}) {
  const onValueChange = vi.fn();
  const ref = { current: null as HTMLButtonElement | null };
  render(
    <Theme>
      <Direction.Provider dir={dir}>
        <LazySelect
          options={options}
          value={undefined}
          onValueChange={onValueChange}
          placeholder="Choose"
          aria-label="Source of income"
          ref={ref}
          {...props}
        />
      </Direction.Provider>
    </Theme>,
  );
  return { onValueChange, ref, trigger: () => screen.getByRole('combobox') };
}

/** The closed trigger of the select LazySelect swaps in (Radix Themes' own), for comparison. */
function renderRadix({ dir = 'ltr', value, ...props }: Case) {
  const { container } = render(
    <Theme>
      <Direction.Provider dir={dir}>
        <SelectFrame options={options} value={value} onValueChange={() => {}} {...props} />
      </Direction.Provider>
    </Theme>,
  );
  return container.querySelector('button')!;
}

const wait = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
// Lets the dynamic import settle and React commit the swap, then the replay's timer run.
const settle = async () => {
  await wait();
  await wait();
};

describe('LazySelect', () => {
  it.each<[string, Case]>([
    ['the placeholder', { placeholder: 'Choose' }],
    ['a chosen value', { value: 'business' }],
    ['size 3, right to left', { value: 'salary', size: '3', dir: 'rtl' }],
    ['disabled', { value: 'salary', disabled: true }],
    [
      'field attributes',
      {
        id: 'income',
        name: 'income',
        'aria-describedby': 'income-error',
        'aria-invalid': true,
        'aria-required': true,
      },
    ],
  ])('renders the closed trigger as Radix Themes does, with %s', async (_, props) => {
    const radixTrigger = renderRadix({ size: '2', ...props });
    // Radix writes the chosen item's text into the trigger once its items mount.
    await settle();
    const radixMarkup = markup(radixTrigger);
    cleanup();
    const { trigger } = renderSelect({ placeholder: undefined, 'aria-label': undefined, ...props });
    expect(markup(trigger())).toBe(radixMarkup);
  });

  it.each([
    ['pointer enter', (element: HTMLElement) => fireEvent.pointerEnter(element)],
    ['focus', (element: HTMLElement) => fireEvent.focus(element)],
    ['touch start', (element: HTMLElement) => fireEvent.touchStart(element)],
    ['a secondary button', (element: HTMLElement) => fireEvent.pointerDown(element, { button: 2 })],
    ['Tab', (element: HTMLElement) => fireEvent.keyDown(element, { key: 'Tab' })],
  ])('stays the deferred trigger on %s', async (_, gesture) => {
    const { trigger } = renderSelect();
    const deferred = trigger();
    gesture(deferred);
    await settle();
    expect(trigger()).toBe(deferred);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it.each(['Enter', ' ', 'ArrowDown', 'ArrowUp'])(
    'opens the list on %j pressed before Radix loaded',
    async (key) => {
      const { trigger } = renderSelect();
      const deferred = trigger();
      deferred.focus();
      const keydown = fireEvent.keyDown(deferred, { key });
      // As Radix does: no scrolling and no click from the key.
      expect(keydown).toBe(false);
      await settle();
      expect(await screen.findByRole('listbox')).toBeInTheDocument();
      // Radix hides the page behind the open list: the trigger is found among hidden elements.
      expect(screen.getByRole('combobox', { hidden: true })).not.toBe(deferred);
    },
  );

  it('hands focus from the deferred trigger to the real one when it swaps', async () => {
    const { trigger, ref } = renderSelect();
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'a' });
    await settle();
    expect(trigger()).toHaveFocus();
    expect(ref.current).toBe(trigger());
  });

  it('selects by type-ahead from keys pressed before Radix loaded, without opening', async () => {
    const { trigger, onValueChange } = renderSelect();
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'b' });
    await settle();
    expect(onValueChange).toHaveBeenCalledWith('business');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the list on a primary mouse press, without focusing the trigger first', async () => {
    const { trigger } = renderSelect();
    const pointerdown = fireEvent.pointerDown(trigger(), { button: 0, pointerType: 'mouse' });
    expect(pointerdown).toBe(false);
    await settle();
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('takes focus on a click, as Radix does, before its list opens', async () => {
    const { trigger } = renderSelect();
    const deferred = trigger();
    fireEvent.pointerDown(deferred, { button: 0, pointerType: 'mouse' });
    fireEvent.click(deferred);
    expect(deferred).toHaveFocus();
  });

  it('opens the list on a tap once it is a click, not on the touch itself', async () => {
    const { trigger } = renderSelect();
    fireEvent.pointerDown(trigger(), { button: 0, pointerType: 'touch' });
    await settle();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.click(trigger());
    await settle();
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('stays closed while disabled', async () => {
    const { trigger } = renderSelect({ disabled: true });
    expect(trigger()).toBeDisabled();
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    await settle();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits its value with a form through a hidden field', () => {
    renderSelect({ name: 'income', value: 'salary' });
    const form = document.createElement('form');
    form.append(...document.body.querySelectorAll('input[name="income"]'));
    expect(new FormData(form).get('income')).toBe('salary');
  });
});

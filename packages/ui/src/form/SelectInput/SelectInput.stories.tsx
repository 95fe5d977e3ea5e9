import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Field } from '../Field';
import { SelectInput, type SelectOption } from './SelectInput';

type Texts = {
  label: string;
  placeholder: string;
  options: SelectOption[];
  longOption: string;
  required: string;
  requiredLabel: string;
};

const arabic: Texts = {
  label: 'مصدر الدخل',
  placeholder: 'اختر',
  options: [
    { value: 'salary', label: 'راتب' },
    { value: 'business', label: 'أعمال تجارية' },
    { value: 'investments', label: 'استثمارات' },
    { value: 'inheritance', label: 'ورث', disabled: true },
  ],
  longOption: 'دخل من عقارات مؤجرة داخل المملكة وخارجها بعقود طويلة الأجل موثقة',
  required: 'هذا الحقل مطلوب.',
  requiredLabel: 'مطلوب',
};

const english: Texts = {
  label: 'Source of income',
  placeholder: 'Choose',
  options: [
    { value: 'salary', label: 'Salary' },
    { value: 'business', label: 'Business' },
    { value: 'investments', label: 'Investments' },
    { value: 'inheritance', label: 'Inheritance', disabled: true },
  ],
  longOption:
    'Income from property let inside and outside the Kingdom on documented long-term leases',
  required: 'This field is required.',
  requiredLabel: 'required',
};

type State = 'idle' | 'filled' | 'error' | 'disabled' | 'long';
type Args = { texts: Texts; state: State };

function SelectDemo({ texts, state }: Args) {
  const options =
    state === 'long'
      ? [...texts.options, { value: 'property', label: texts.longOption }]
      : texts.options;
  const initial = { idle: '', error: '', filled: 'salary', disabled: 'salary', long: 'property' }[
    state
  ];
  const [value, setValue] = useState(initial);
  // SPEC §5: the error shows once the control was touched (opened and closed).
  const [touched, setTouched] = useState(state === 'error');
  return (
    <Flex p="5" style={{ maxWidth: 420 }} asChild>
      <main>
        <Field
          label={texts.label}
          required
          requiredLabel={texts.requiredLabel}
          error={touched && value === '' ? texts.required : null}
          disabled={state === 'disabled'}
        >
          <SelectInput
            options={options}
            value={value}
            onChange={setValue}
            onBlur={() => setTouched(true)}
            placeholder={texts.placeholder}
          />
        </Field>
      </main>
    </Flex>
  );
}

const meta = {
  title: 'UI/Form/SelectInput',
  component: SelectDemo,
  args: { texts: arabic, state: 'idle' },
} satisfies Meta<typeof SelectDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;

/**
 * The trigger now: the first opening swaps the deferred trigger for Radix's (LazySelect), so a play
 * function looks it up again after it.
 */
const currentTrigger = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('combobox', { name });

/** Radix Select hides the page while open: wait until its listbox is gone. */
const listboxClosed = () =>
  waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());

export const IdleArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: /مصدر الدخل/ });
    await expect(trigger).toHaveTextContent(arabic.placeholder);
    // Keyboard only: Tab, Enter opens, arrows move, Enter chooses and closes.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'ورث' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await listboxClosed();
    const chosen = currentTrigger(canvasElement, /مصدر الدخل/);
    await expect(chosen).toHaveTextContent('أعمال تجارية');
    await expect(chosen).toHaveFocus();
    await expect(chosen).not.toHaveAttribute('aria-invalid');
  },
};

export const IdleEnglish: Story = {
  globals: en,
  args: { texts: english },
  play: async ({ canvasElement, userEvent }) => {
    const name = /Source of income/;
    // Opened and left with Escape without a choice: the required message appears.
    await userEvent.click(currentTrigger(canvasElement, name));
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await listboxClosed();
    const trigger = currentTrigger(canvasElement, name);
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription(english.required);
    await userEvent.click(trigger);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Salary' }));
    await listboxClosed();
    await expect(trigger).not.toHaveAttribute('aria-invalid');
  },
};

/** A key pressed before Radix's select arrived is not lost: the list opens once it has. */
const keyBeforeLoad = (
  texts: Texts,
  globals: typeof ar | typeof en,
  firstOption: string,
): Story => ({
  globals,
  args: { texts },
  play: async ({ canvasElement, userEvent }) => {
    const name = new RegExp(texts.label);
    const deferred = currentTrigger(canvasElement, name);
    await userEvent.tab();
    await expect(deferred).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    // The key reached the deferred trigger, which Radix's then replaced.
    await expect(deferred).not.toBeInTheDocument();
    const first = within(listbox).getByRole('option', { name: firstOption });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await listboxClosed();
    const trigger = currentTrigger(canvasElement, name);
    await expect(trigger).toHaveTextContent(firstOption);
    await expect(trigger).toHaveFocus();
  },
});

export const KeyBeforeLoadArabic = keyBeforeLoad(arabic, ar, 'راتب');
export const KeyBeforeLoadEnglish = keyBeforeLoad(english, en, 'Salary');

/**
 * Type-ahead before Radix's select arrived chooses the next enabled match without opening the
 * list, as Radix's closed trigger does.
 */
const typeAheadBeforeLoad = (
  texts: Texts,
  globals: typeof ar | typeof en,
  typed: string,
  match: string,
): Story => ({
  globals,
  args: { texts },
  play: async ({ canvasElement, userEvent }) => {
    const name = new RegExp(texts.label);
    await userEvent.tab();
    await userEvent.keyboard(typed);
    await waitFor(() => expect(currentTrigger(canvasElement, name)).toHaveTextContent(match));
    await expect(currentTrigger(canvasElement, name)).toHaveFocus();
    await expect(document.body.querySelector('[role="listbox"]')).toBeNull();
  },
});

export const TypeAheadBeforeLoadArabic = typeAheadBeforeLoad(arabic, ar, 'ا', 'استثمارات');
// "Inheritance" is disabled: type-ahead passes it for "Investments".
export const TypeAheadBeforeLoadEnglish = typeAheadBeforeLoad(english, en, 'i', 'Investments');

export const FilledArabic: Story = {
  globals: ar,
  args: { state: 'filled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveTextContent('راتب');
  },
};

export const FilledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'filled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveTextContent('Salary');
  },
};

export const ErrorArabic: Story = {
  globals: ar,
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription(arabic.required);
  },
};

export const ErrorEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription(
      english.required,
    );
  },
};

export const DisabledArabic: Story = {
  globals: ar,
  args: { state: 'disabled' },
  play: async ({ canvasElement, userEvent }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await expect(trigger).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
  },
};

export const DisabledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'disabled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const LongValueArabic: Story = {
  globals: ar,
  args: { state: 'long' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveTextContent(arabic.longOption);
  },
};

export const LongValueEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'long' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveTextContent(english.longOption);
  },
};

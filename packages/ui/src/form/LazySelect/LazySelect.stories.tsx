import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { LazySelect } from './LazySelect';
import type { SelectOption } from './types';

type Texts = { label: string; options: SelectOption[]; longOption: string };

const arabic: Texts = {
  label: 'نوع العملية',
  options: [
    { value: 'all', label: 'كل الأنواع' },
    { value: 'deposit', label: 'إيداع' },
    { value: 'withdrawal', label: 'سحب' },
    { value: 'profit', label: 'أرباح' },
  ],
  longOption: 'توزيعات أرباح صكوك مرابحة عقارية طويلة الأجل مستحقة عن الربع الأخير من السنة',
};

const english: Texts = {
  label: 'Transaction type',
  options: [
    { value: 'all', label: 'All types' },
    { value: 'deposit', label: 'Deposit' },
    { value: 'withdrawal', label: 'Withdrawal' },
    { value: 'profit', label: 'Profit' },
  ],
  longOption:
    'Profit distributions of long-term real-estate murabaha sukuk due for the last quarter',
};

type State = 'idle' | 'filled' | 'disabled' | 'long';
type Args = { texts: Texts; state: State };

/** A list filter, as the wallet and investment lists use it: a visible label, no form. */
function FilterDemo({ texts, state }: Args) {
  const id = useId();
  const options =
    state === 'long'
      ? [...texts.options, { value: 'long', label: texts.longOption }]
      : texts.options;
  const [value, setValue] = useState(
    { idle: 'all', filled: 'deposit', disabled: 'deposit', long: 'long' }[state],
  );
  return (
    <Flex p="5" direction="column" gap="1" style={{ maxWidth: 320 }} asChild>
      <main>
        <Text as="label" size="2" weight="medium" htmlFor={id}>
          {texts.label}
        </Text>
        <LazySelect
          id={id}
          options={options}
          value={value}
          onValueChange={setValue}
          disabled={state === 'disabled'}
        />
      </main>
    </Flex>
  );
}

const meta = {
  title: 'UI/Form/LazySelect',
  component: FilterDemo,
  args: { texts: arabic, state: 'idle' },
} satisfies Meta<typeof FilterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof ar | typeof en;

/** The trigger now: the first opening swaps the deferred trigger for Radix's. */
const trigger = (canvasElement: HTMLElement, texts: Texts) =>
  within(canvasElement).getByRole('combobox', { name: texts.label });

const listboxClosed = () =>
  waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());

/** Before any intent: the deferred trigger, labelled, showing the value; a click opens the list. */
const idle = (texts: Texts, globals: Globals): Story => ({
  globals,
  args: { texts },
  play: async ({ canvasElement, userEvent }) => {
    const deferred = trigger(canvasElement, texts);
    await expect(deferred).toHaveTextContent(texts.options[0]!.label);
    await userEvent.click(deferred);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(deferred).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: texts.options[2]!.label }));
    await listboxClosed();
    await expect(trigger(canvasElement, texts)).toHaveTextContent(texts.options[2]!.label);
    await expect(trigger(canvasElement, texts)).toHaveFocus();
  },
});

export const IdleArabic = idle(arabic, ar);
export const IdleEnglish = idle(english, en);

const filled = (texts: Texts, globals: Globals): Story => ({
  globals,
  args: { texts, state: 'filled' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, texts)).toHaveTextContent(texts.options[1]!.label);
  },
});

export const FilledArabic = filled(arabic, ar);
export const FilledEnglish = filled(english, en);

/** Disabled: out of the Tab order, and a click loads and opens nothing. */
const disabled = (texts: Texts, globals: Globals): Story => ({
  globals,
  args: { texts, state: 'disabled' },
  play: async ({ canvasElement, userEvent }) => {
    const deferred = trigger(canvasElement, texts);
    await expect(deferred).toBeDisabled();
    await userEvent.tab();
    await expect(deferred).not.toHaveFocus();
    await userEvent.click(deferred);
    await expect(document.body.querySelector('[role="listbox"]')).toBeNull();
    await expect(trigger(canvasElement, texts)).toBe(deferred);
  },
});

export const DisabledArabic = disabled(arabic, ar);
export const DisabledEnglish = disabled(english, en);

/** A long chosen label stays on the trigger's one line, within the filter's width. */
const longValue = (texts: Texts, globals: Globals): Story => ({
  globals,
  args: { texts, state: 'long' },
  play: async ({ canvasElement }) => {
    const chosen = trigger(canvasElement, texts);
    await expect(chosen).toHaveTextContent(texts.longOption);
    const main = canvasElement.querySelector('main')!;
    await expect(chosen.getBoundingClientRect().width).toBeLessThanOrEqual(
      main.getBoundingClientRect().width,
    );
  },
});

export const LongValueArabic = longValue(arabic, ar);
export const LongValueEnglish = longValue(english, en);

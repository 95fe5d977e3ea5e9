import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../Field';
import { DateInput, type DateInputLabels } from './DateInput';
import type { DateInputValue } from './date-text';

type Args = {
  label: string;
  language: string;
  labels: DateInputLabels;
  initial: DateInputValue;
  pattern?: string;
  error?: string;
  disabled?: boolean;
};

function DateDemo({ label, initial, error, disabled, ...props }: Args) {
  const [value, setValue] = useState(initial);
  return (
    <Flex p="5" style={{ maxWidth: 420 }} asChild>
      <main>
        <Field label={label} error={error} disabled={disabled}>
          <DateInput {...props} value={value} onChange={setValue} />
        </Field>
        <output data-testid="value" hidden>
          {JSON.stringify(value)}
        </output>
      </main>
    </Flex>
  );
}

const arabicLabels: DateInputLabels = {
  calendar: 'التقويم',
  gregorian: 'ميلادي',
  hijri: 'هجري',
  openPicker: 'اختيار التاريخ',
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
};
const englishLabels: DateInputLabels = {
  calendar: 'Calendar',
  gregorian: 'Gregorian',
  hijri: 'Hijri',
  openPicker: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

const meta = {
  title: 'UI/Form/DateInput',
  component: DateDemo,
  args: {
    label: 'تاريخ الميلاد',
    language: 'ar',
    labels: arabicLabels,
    initial: { text: '', calendar: 'gregory' },
  },
} satisfies Meta<typeof DateDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;

/** The calendar switch's raised indicator lies under the chosen option, in either direction. */
async function expectIndicatorUnder(radio: HTMLElement) {
  const segment = radio.closest('label') as HTMLElement;
  const indicator = segment.parentElement?.querySelector('.sahm-segmented__indicator');
  // Polled: the indicator slides there unless motion is reduced.
  await waitFor(() => {
    const under = segment.getBoundingClientRect();
    const raised = indicator?.getBoundingClientRect();
    expect(raised?.left).toBeCloseTo(under.left, 0);
    expect(raised?.right).toBeCloseTo(under.right, 0);
  });
}

export const TypedGregorianToHijriArabic: Story = {
  globals: ar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'تاريخ الميلاد' });
    await userEvent.type(input, '1990-1-5');
    await userEvent.tab();
    // Rewritten in the culture pattern as it is left (ADR 0381).
    await expect(input).toHaveValue('1990-01-05');
    await expectIndicatorUnder(canvas.getByRole('radio', { name: 'ميلادي' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'هجري' }));
    await waitFor(() => expect(input).toHaveValue('1410-06-07'));
    await expectIndicatorUnder(canvas.getByRole('radio', { name: 'هجري' }));
  },
};

export const TypedGregorianToHijriEnglish: Story = {
  globals: en,
  args: { label: 'Birth date', language: 'en', labels: englishLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Birth date' });
    await userEvent.type(input, '1990-1-5');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('1990-01-05'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Hijri' }));
    await waitFor(() => expect(input).toHaveValue('1410-06-07'));
    await expectIndicatorUnder(canvas.getByRole('radio', { name: 'Hijri' }));
  },
};

export const PickerHijriArabic: Story = {
  globals: ar,
  args: { initial: { text: '1410-06', calendar: 'islamic-umalqura' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'اختيار التاريخ' }));
    const month = await screen.findByRole('group', { name: 'اختيار التاريخ' });
    await userEvent.click(within(month).getByRole('button', { name: /\b15\b/ }));
    await expect(canvas.getByRole('textbox', { name: 'تاريخ الميلاد' })).toHaveValue('1410-06-15');
  },
};

export const PickerHijriEnglish: Story = {
  globals: en,
  args: {
    label: 'Birth date',
    language: 'en',
    labels: englishLabels,
    initial: { text: '1410-06', calendar: 'islamic-umalqura' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    // A typed yyyy-MM opens the picker on that Hijri month.
    const month = await screen.findByRole('group', { name: 'Choose date' });
    await userEvent.click(within(month).getByRole('button', { name: /\b15\b/ }));
    await expect(canvas.getByRole('textbox', { name: 'Birth date' })).toHaveValue('1410-06-15');
  },
};

/**
 * SPEC §5 minimum: from the month after it, the picker steps back to the minimum's month and no
 * further, and that month starts at the minimum, so no earlier day can be chosen.
 */
const showsNoDayBeforeMinimum =
  ({ year, picked }: { year: string; picked: string }): Story['play'] =>
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: args.labels.openPicker }));
    const month = await screen.findByRole('group', { name: args.labels.openPicker });
    const previous = within(month).getByRole('button', { name: args.labels.previousMonth });
    const next = within(month).getByRole('button', { name: args.labels.nextMonth });
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await expect(previous).toBeDisabled();
    await expect(within(month).getByText(new RegExp(year))).toBeInTheDocument();
    const days = within(month)
      .getAllByRole('button')
      .filter((button) => button !== previous && button !== next);
    // The first day on offer is the 1st, the minimum itself, and it can be chosen.
    await expect(days[0]).toHaveTextContent(/^1$/);
    for (const day of days) await expect(day).toBeEnabled();
    await userEvent.click(days[0] as HTMLElement);
    await expect(canvas.getByRole('textbox', { name: args.label })).toHaveValue(picked);
  };

export const PickerGregorianMinimumArabic: Story = {
  globals: ar,
  args: { initial: { text: '1800-02', calendar: 'gregory' } },
  play: showsNoDayBeforeMinimum({ year: '1800', picked: '1800-01-01' }),
};

export const PickerGregorianMinimumEnglish: Story = {
  globals: en,
  args: {
    label: 'Birth date',
    language: 'en',
    labels: englishLabels,
    initial: { text: '1800-02', calendar: 'gregory' },
  },
  play: showsNoDayBeforeMinimum({ year: '1800', picked: '1800-01-01' }),
};

export const PickerHijriMinimumArabic: Story = {
  globals: ar,
  args: { initial: { text: '1214-02', calendar: 'islamic-umalqura' } },
  play: showsNoDayBeforeMinimum({ year: '1214', picked: '1214-01-01' }),
};

export const PickerHijriMinimumEnglish: Story = {
  globals: en,
  args: {
    label: 'Birth date',
    language: 'en',
    labels: englishLabels,
    initial: { text: '1214-02', calendar: 'islamic-umalqura' },
  },
  play: showsNoDayBeforeMinimum({ year: '1214', picked: '1214-01-01' }),
};

/**
 * Enter on the calendar button before Radix's popover arrived is not lost: the calendar opens once
 * it has, with focus on its first button, as Radix's popover places it, and Escape returns focus
 * to the date's text field.
 */
const keyBeforeLoad: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('textbox', { name: args.label });
  const deferred = canvas.getByRole('button', { name: args.labels.openPicker });
  await expect(deferred).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(deferred).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(input);
  await userEvent.tab();
  await expect(deferred).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const month = await screen.findByRole('group', { name: args.labels.openPicker });
  // The key reached the deferred button, which Radix's trigger then replaced.
  await expect(deferred).not.toBeInTheDocument();
  const previous = within(month).getByRole('button', { name: args.labels.previousMonth });
  await waitFor(() => expect(previous).toHaveFocus());
  await expect(canvas.getByRole('button', { name: args.labels.openPicker })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(month).not.toBeInTheDocument());
  await expect(input).toHaveFocus();
};

export const KeyBeforeLoadArabic: Story = {
  globals: ar,
  args: { initial: { text: '1990-01', calendar: 'gregory' } },
  play: keyBeforeLoad,
};

export const KeyBeforeLoadEnglish: Story = {
  globals: en,
  args: {
    label: 'Birth date',
    language: 'en',
    labels: englishLabels,
    initial: { text: '1990-01', calendar: 'gregory' },
  },
  play: keyBeforeLoad,
};

export const CulturePatternEnglish: Story = {
  globals: en,
  args: {
    label: 'Birth date',
    language: 'en',
    labels: englishLabels,
    pattern: 'dd/MM/yyyy',
    initial: { text: '05/01/1990', calendar: 'gregory' },
  },
};

export const CulturePatternArabic: Story = {
  globals: ar,
  args: { pattern: 'dd/MM/yyyy', initial: { text: '05/01/1990', calendar: 'gregory' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'هجري' }));
    // Converted and shown in the culture's pattern, in the Hijri calendar.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'تاريخ الميلاد' })).toHaveValue('07/06/1410'),
    );
  },
};

export const ErrorArabic: Story = {
  globals: ar,
  args: {
    initial: { text: '1990-13', calendar: 'gregory' },
    error: 'أدخل التاريخ بالصيغة yyyy-MM-dd.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'تاريخ الميلاد' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ErrorEnglish: Story = {
  globals: en,
  args: {
    label: 'Birth date',
    language: 'en',
    labels: englishLabels,
    initial: { text: '1990-13', calendar: 'gregory' },
    error: 'Enter a date as yyyy-MM-dd.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Birth date' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DisabledArabic: Story = {
  globals: ar,
  args: { disabled: true, initial: { text: '1990-01-05', calendar: 'gregory' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'تاريخ الميلاد' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'اختيار التاريخ' })).toBeDisabled();
  },
};

export const DisabledEnglish: Story = {
  globals: en,
  args: {
    label: 'Birth date',
    language: 'en',
    labels: englishLabels,
    disabled: true,
    initial: { text: '1990-01-05', calendar: 'gregory' },
  },
};

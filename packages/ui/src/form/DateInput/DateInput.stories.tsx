import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { DateInput, type DateInputLabels } from './DateInput';
import type { DateInputValue } from './dateText';

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

export const TypedGregorianToHijriArabic: Story = {
  globals: ar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'تاريخ الميلاد' });
    await userEvent.type(input, '1990-1-5');
    await userEvent.tab();
    // Rewritten in the culture pattern when left.
    await expect(input).toHaveValue('1990-01-05');
    await userEvent.click(canvas.getByRole('radio', { name: 'هجري' }));
    await expect(input).toHaveValue('1410-06-07');
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

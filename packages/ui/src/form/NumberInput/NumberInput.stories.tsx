import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Field } from '../Field';
import { NumberInput } from './NumberInput';

const MIN = 1000;

type Texts = {
  label: string;
  longLabel: string;
  unit: string;
  value: string;
  longValue: string;
  required: string;
  requiredLabel: string;
  invalid: string;
  /** SPEC §5's min message. */
  tooSmall: (actual: string) => string;
};

const arabic: Texts = {
  label: 'مبلغ الاكتتاب',
  longLabel: 'مبلغ الاكتتاب بالريال السعودي، بحد أدنى ألف ريال ومضاعفات المئة، دون الرسوم والضريبة',
  unit: 'ريال',
  value: '25000',
  longValue: '123456789012345678.75',
  required: 'هذا الحقل مطلوب.',
  requiredLabel: 'مطلوب',
  invalid: 'رقم غير صالح.',
  tooSmall: (actual) => `الحد الأدنى للقيمة ${MIN}. (المدخل ${actual})`,
};

const english: Texts = {
  label: 'Subscription amount',
  longLabel:
    'Subscription amount in Saudi riyals, at least one thousand and in hundreds, before fees and VAT',
  unit: 'SAR',
  value: '25000',
  longValue: '123456789012345678.75',
  required: 'This field is required.',
  requiredLabel: 'required',
  invalid: 'Invalid number.',
  tooSmall: (actual) => `Min. value should be ${MIN}. (${actual} entered)`,
};

type State = 'idle' | 'filled' | 'error' | 'disabled' | 'readOnly' | 'long';
type Args = { texts: Texts; state: State };

const ARABIC_INDIC = /[٠-٩]/g;
const toWestern = (text: string) =>
  text.replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x0660));

/** The form schema's rules: required, a number (Arabic-Indic digits accepted), at least MIN. */
function validate(value: string, texts: Texts): string | null {
  if (value.trim() === '') return texts.required;
  const western = toWestern(value.trim());
  if (!/^\d+(\.\d+)?$/.test(western)) return texts.invalid;
  return Number(western) < MIN ? texts.tooSmall(value.trim()) : null;
}

function NumberDemo({ texts, state }: Args) {
  const initial =
    state === 'idle' || state === 'error' ? '' : state === 'long' ? texts.longValue : texts.value;
  const [value, setValue] = useState(initial);
  const [edited, setEdited] = useState(state === 'error');
  return (
    <Flex p="5" style={{ maxWidth: 420 }} asChild>
      <main>
        <Field
          label={state === 'long' ? texts.longLabel : texts.label}
          required
          requiredLabel={texts.requiredLabel}
          error={edited ? validate(value, texts) : null}
          disabled={state === 'disabled'}
        >
          <NumberInput
            unit={texts.unit}
            value={value}
            readOnly={state === 'readOnly'}
            onChange={(event) => {
              setEdited(true);
              setValue(event.target.value);
            }}
          />
        </Field>
      </main>
    </Flex>
  );
}

const meta = {
  title: 'UI/Form/NumberInput',
  component: NumberDemo,
  args: { texts: arabic, state: 'idle' },
} satisfies Meta<typeof NumberDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;

export const IdleArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const input = within(canvasElement).getByRole('textbox');
    // Numbers read left to right in tabular figures even on a right-to-left page.
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('٥٠٠');
    await expect(input).toHaveValue('٥٠٠');
    await expect(input).toHaveAccessibleDescription(arabic.tooSmall('٥٠٠'));
    await userEvent.keyboard('٠');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const IdleEnglish: Story = {
  globals: en,
  args: { texts: english },
  play: async ({ canvasElement, userEvent }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '12a');
    // Nothing typed is lost: the text stays and the message says what is wrong.
    await expect(input).toHaveValue('12a');
    await expect(input).toHaveAccessibleDescription(english.invalid);
    await userEvent.clear(input);
    await expect(input).toHaveAccessibleDescription(english.required);
  },
};

export const FilledArabic: Story = {
  globals: ar,
  args: { state: 'filled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveValue(arabic.value);
    await expect(canvas.getByText(arabic.unit)).toBeVisible();
  },
};

export const FilledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'filled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(english.unit)).toBeVisible();
  },
};

export const ErrorArabic: Story = {
  globals: ar,
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(arabic.required);
  },
};

export const ErrorEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      english.required,
    );
  },
};

export const DisabledArabic: Story = {
  globals: ar,
  args: { state: 'disabled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const DisabledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'disabled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnlyArabic: Story = {
  globals: ar,
  args: { state: 'readOnly' },
  play: async ({ canvasElement, userEvent }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('9');
    await expect(input).toHaveValue(arabic.value);
  },
};

export const ReadOnlyEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'readOnly' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('readonly');
  },
};

export const LongValueArabic: Story = {
  globals: ar,
  args: { state: 'long' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue(arabic.longValue);
  },
};

export const LongValueEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'long' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue(english.longValue);
  },
};

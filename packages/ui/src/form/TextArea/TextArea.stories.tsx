import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Field } from '../Field';
import { TextArea } from './TextArea';

const MAX_LENGTH = 200;

type Texts = {
  label: string;
  longLabel: string;
  value: string;
  required: string;
  requiredLabel: string;
  /** SPEC §5's maxlength message. */
  tooLong: (actual: number) => string;
};

const arabic: Texts = {
  label: 'سبب الطلب',
  longLabel: 'اشرح سبب الطلب بالتفصيل، مع ذكر المستندات التي أرفقتها وتاريخ كل منها إن وجدت',
  value: 'تحديث بيانات الحساب البنكي بعد تغيير الفرع.',
  required: 'هذا الحقل مطلوب.',
  requiredLabel: 'مطلوب',
  tooLong: (actual) => `يسمح بـ ${MAX_LENGTH} حرفاً كحد أقصى. (المدخل ${actual})`,
};

const english: Texts = {
  label: 'Reason for the request',
  longLabel:
    'Explain the reason for the request in detail, naming the documents you attached and the date of each if any',
  value: 'Updating the bank account after the branch changed.',
  required: 'This field is required.',
  requiredLabel: 'required',
  tooLong: (actual) => `Max. ${MAX_LENGTH} characters are allowed. (has ${actual})`,
};

type State = 'idle' | 'filled' | 'error' | 'disabled' | 'readOnly' | 'long';
type Args = { texts: Texts; state: State };

function validate(value: string, texts: Texts): string | null {
  if (value.trim() === '') return texts.required;
  return value.length > MAX_LENGTH ? texts.tooLong(value.length) : null;
}

function TextAreaDemo({ texts, state }: Args) {
  const initial =
    state === 'idle' || state === 'error'
      ? ''
      : state === 'long'
        ? Array.from({ length: 6 }, () => texts.value).join('\n')
        : texts.value;
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
          <TextArea
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
  title: 'UI/Form/TextArea',
  component: TextAreaDemo,
  args: { texts: arabic, state: 'idle' },
} satisfies Meta<typeof TextAreaDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;

export const IdleArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Enter adds a line in a textarea; it never submits (SPEC §5).
    await userEvent.keyboard('سطر أول{Enter}سطر ثان');
    await expect(input).toHaveValue('سطر أول\nسطر ثان');
    await userEvent.clear(input);
    await expect(input).toHaveAccessibleDescription(arabic.required);
  },
};

export const IdleEnglish: Story = {
  globals: en,
  args: { texts: english },
  play: async ({ canvasElement, userEvent }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(MAX_LENGTH + 5));
    await expect(input).toHaveValue('x'.repeat(MAX_LENGTH + 5));
    await expect(input).toHaveAccessibleDescription(english.tooLong(MAX_LENGTH + 5));
  },
};

export const FilledArabic: Story = {
  globals: ar,
  args: { state: 'filled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue(arabic.value);
  },
};

export const FilledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'filled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue(english.value);
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
    await userEvent.keyboard('x{Enter}');
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
    const input = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox');
    await expect(input.value.split('\n')).toHaveLength(6);
  },
};

export const LongValueEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'long' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox');
    await expect(input.value.split('\n')).toHaveLength(6);
  },
};

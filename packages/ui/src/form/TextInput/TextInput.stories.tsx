import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Field } from '../Field';
import { TextInput } from './TextInput';

type Texts = {
  label: string;
  longLabel: string;
  value: string;
  longValue: string;
  required: string;
  requiredLabel: string;
  /** SPEC §5's maxlength message, for a value longer than `MAX_LENGTH`. */
  tooLong: (actual: number) => string;
  next: string;
};

const MAX_LENGTH = 60;

const arabic: Texts = {
  label: 'الاسم الأول',
  longLabel:
    'الاسم الأول كما يظهر في الهوية الوطنية أو هوية المقيم، باللغة العربية ودون اختصارات أو ألقاب',
  value: 'محمد',
  longValue: 'عبدالرحمن بن عبدالعزيز بن عبدالله آل عبدالكريم',
  required: 'هذا الحقل مطلوب.',
  requiredLabel: 'مطلوب',
  tooLong: (actual) => `يسمح بـ ${MAX_LENGTH} حرفاً كحد أقصى. (المدخل ${actual})`,
  next: 'التالي',
};

const english: Texts = {
  label: 'First name',
  longLabel:
    'First name as it appears on your national ID or resident identity, without abbreviations or titles',
  value: 'Mohammed',
  longValue: 'Abdulrahman bin Abdulaziz bin Abdullah Al Abdulkarim',
  required: 'This field is required.',
  requiredLabel: 'required',
  tooLong: (actual) => `Max. ${MAX_LENGTH} characters are allowed. (has ${actual})`,
  next: 'Next',
};

type State = 'idle' | 'filled' | 'error' | 'disabled' | 'readOnly' | 'long';
type Args = { texts: Texts; state: State };

/** What the form's schema would say; shown only once the field was edited (SPEC §5). */
function validate(value: string, texts: Texts): string | null {
  if (value.trim() === '') return texts.required;
  if (value.length > MAX_LENGTH) return texts.tooLong(value.length);
  return null;
}

function initialValue(state: State, texts: Texts): string {
  if (state === 'idle' || state === 'error') return '';
  return state === 'long' ? texts.longValue : texts.value;
}

function TextInputDemo({ texts, state }: Args) {
  const [value, setValue] = useState(initialValue(state, texts));
  // The error story shows a field already edited and emptied.
  const [edited, setEdited] = useState(state === 'error');
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 420 }} asChild>
      <main>
        <Field
          label={state === 'long' ? texts.longLabel : texts.label}
          required
          requiredLabel={texts.requiredLabel}
          error={edited ? validate(value, texts) : null}
          disabled={state === 'disabled'}
        >
          <TextInput
            value={value}
            readOnly={state === 'readOnly'}
            onChange={(event) => {
              setEdited(true);
              setValue(event.target.value);
            }}
          />
        </Field>
        <Button type="button" highContrast>
          {texts.next}
        </Button>
      </main>
    </Flex>
  );
}

const meta = {
  title: 'UI/Form/TextInput',
  component: TextInputDemo,
  args: { texts: arabic, state: 'idle' },
} satisfies Meta<typeof TextInputDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;

export const IdleArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: `${arabic.label} ${arabic.requiredLabel}` });
    // Keyboard: Tab reaches the field first, then the button after it.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'سارة');
    await expect(input).toHaveValue('سارة');
    // Emptied after an edit: the required message appears, wired as the description.
    await userEvent.clear(input);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(arabic.required);
    await userEvent.type(input, 'نورة');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: arabic.next })).toHaveFocus();
  },
};

export const IdleEnglish: Story = {
  globals: en,
  args: { texts: english },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'First name required' });
    await userEvent.type(input, 'x'.repeat(MAX_LENGTH + 1));
    // Nothing typed is lost: the value stays, the message says by how much it is too long.
    await expect(input).toHaveValue('x'.repeat(MAX_LENGTH + 1));
    await expect(input).toHaveAccessibleDescription(english.tooLong(MAX_LENGTH + 1));
    await userEvent.keyboard('{Backspace}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const FilledArabic: Story = {
  globals: ar,
  args: { state: 'filled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveValue(arabic.value);
  },
};

export const FilledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'filled' },
  play: async ({ canvasElement, userEvent }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('Sara');
    await expect(input).toHaveValue('Sara');
  },
};

export const ErrorArabic: Story = {
  globals: ar,
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
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
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    // Tab skips a disabled field.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: arabic.next })).toHaveFocus();
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
    // Read-only stays in the Tab order (it can be read and copied) but typing changes nothing.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('abc');
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
    const input = within(canvasElement).getByRole('textbox', { name: new RegExp(arabic.label) });
    await expect(input).toHaveValue(arabic.longValue);
  },
};

export const LongValueEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'long' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: new RegExp(english.label) });
    await expect(input).toHaveValue(english.longValue);
  },
};

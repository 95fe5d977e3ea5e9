import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { CheckboxInput } from '../CheckboxInput';
import { NumberInput } from '../NumberInput';
import { RadioGroupInput } from '../RadioGroupInput';
import { SelectInput } from '../SelectInput';
import { TextArea } from '../TextArea';
import { TextInput } from '../TextInput';
import { Field, type FieldProps } from './Field';

type Texts = {
  name: string;
  nameValue: string;
  amount: string;
  city: string;
  cities: { value: string; label: string }[];
  gender: string;
  genders: { value: string; label: string }[];
  notes: string;
  agree: string;
  requiredLabel: string;
  hint: string;
  error: string;
  long: string;
};

const arabic: Texts = {
  name: 'الاسم الأول',
  nameValue: 'محمد',
  amount: 'الدخل السنوي',
  city: 'المدينة',
  cities: [
    { value: 'riyadh', label: 'الرياض' },
    { value: 'jeddah', label: 'جدة' },
  ],
  gender: 'الجنس',
  genders: [
    { value: 'm', label: 'ذكر' },
    { value: 'f', label: 'أنثى' },
  ],
  notes: 'ملاحظات',
  agree: 'أقر بصحة البيانات',
  requiredLabel: 'مطلوب',
  hint: 'كما هو مكتوب في الهوية الوطنية.',
  error: 'هذا الحقل مطلوب.',
  long: 'الاسم الأول كما يظهر في الهوية الوطنية أو هوية المقيم، باللغة العربية ودون اختصارات أو ألقاب',
};

const english: Texts = {
  name: 'First name',
  nameValue: 'Mohammed',
  amount: 'Annual income',
  city: 'City',
  cities: [
    { value: 'riyadh', label: 'Riyadh' },
    { value: 'jeddah', label: 'Jeddah' },
  ],
  gender: 'Gender',
  genders: [
    { value: 'm', label: 'Male' },
    { value: 'f', label: 'Female' },
  ],
  notes: 'Notes',
  agree: 'I confirm the data is correct',
  requiredLabel: 'required',
  hint: 'As written on your national ID.',
  error: 'This field is required.',
  long: 'First name as it appears on your national ID or resident identity, in English, without abbreviations or titles',
};

type State = 'empty' | 'filled' | 'error' | 'disabled' | 'required' | 'long' | 'hint';
type Args = { texts: Texts; state: State };

/** Every control in the same field state. */
function FieldStates({ texts, state }: Args) {
  const filled = state === 'filled' || state === 'disabled';
  const [city, setCity] = useState(filled ? 'riyadh' : '');
  const [gender, setGender] = useState(filled ? 'm' : '');
  const [agree, setAgree] = useState(filled);
  const common: Partial<FieldProps> = {
    error: state === 'error' ? texts.error : null,
    required: state === 'required' || state === 'error',
    requiredLabel: texts.requiredLabel,
    disabled: state === 'disabled',
    hint: state === 'hint' ? texts.hint : undefined,
  };
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 480 }} asChild>
      <main>
        <Field label={state === 'long' ? texts.long : texts.name} {...common}>
          <TextInput defaultValue={filled ? texts.nameValue : ''} />
        </Field>
        <Field label={texts.amount} {...common}>
          <NumberInput defaultValue={filled ? '250000' : ''} unit="SAR" />
        </Field>
        <Field label={texts.city} {...common}>
          <SelectInput options={texts.cities} value={city} onChange={setCity} />
        </Field>
        <Field label={texts.gender} labelKind="group" {...common}>
          <RadioGroupInput
            options={texts.genders}
            value={gender}
            onChange={setGender}
            orientation="horizontal"
          />
        </Field>
        <Field label={texts.notes} {...common}>
          <TextArea defaultValue={filled ? texts.nameValue : ''} />
        </Field>
        <Field label={texts.agree} layout="inline" {...common}>
          <CheckboxInput checked={agree} onChange={setAgree} />
        </Field>
      </main>
    </Flex>
  );
}

const meta = {
  title: 'UI/Form/Field',
  component: FieldStates,
  args: { texts: arabic, state: 'empty' },
} satisfies Meta<typeof FieldStates>;

export default meta;
type Story = StoryObj<typeof meta>;

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;

export const EmptyArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: arabic.name });
    await expect(name).toHaveValue('');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.type(name, 'سارة');
    await expect(name).toHaveValue('سارة');
  },
};

export const EmptyEnglish: Story = {
  globals: en,
  args: { texts: english },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: english.agree }));
    await expect(canvas.getByRole('checkbox', { name: english.agree })).toBeChecked();
  },
};

export const FilledArabic: Story = {
  globals: ar,
  args: { state: 'filled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: arabic.name })).toHaveValue('محمد');
    await expect(canvas.getByRole('combobox', { name: arabic.city })).toHaveTextContent('الرياض');
  },
};

export const FilledEnglish: Story = { globals: en, args: { texts: english, state: 'filled' } };

export const ErrorArabic: Story = {
  globals: ar,
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /الاسم الأول/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(arabic.error);
  },
};

export const ErrorEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('combobox', { name: /City/ });
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveAccessibleDescription(english.error);
  },
};

export const DisabledArabic: Story = {
  globals: ar,
  args: { state: 'disabled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: arabic.name })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: arabic.city })).toBeDisabled();
  },
};

export const DisabledEnglish: Story = { globals: en, args: { texts: english, state: 'disabled' } };

export const RequiredArabic: Story = {
  globals: ar,
  args: { state: 'required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The marker has an accessible name, so the field reads "الاسم الأول مطلوب".
    const name = canvas.getByRole('textbox', { name: 'الاسم الأول مطلوب' });
    await expect(name).toHaveAttribute('aria-required', 'true');
  },
};

export const RequiredEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First name required' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const LongLabelArabic: Story = { globals: ar, args: { state: 'long' } };
export const LongLabelEnglish: Story = { globals: en, args: { texts: english, state: 'long' } };

export const HintArabic: Story = {
  globals: ar,
  args: { state: 'hint' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: arabic.name })).toHaveAccessibleDescription(
      arabic.hint,
    );
  },
};

export const HintEnglish: Story = { globals: en, args: { texts: english, state: 'hint' } };

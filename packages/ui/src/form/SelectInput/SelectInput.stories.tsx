import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { expect, within } from 'storybook/test';
import { Field } from '../Field';
import { SelectInput, type SelectOption } from './SelectInput';

type Texts = {
  label: string;
  placeholder: string;
  options: SelectOption[];
  longOption: string;
  required: string;
  requiredLabel: string;
  filterLabel: string;
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
  filterLabel: 'نوع الدخل',
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
  filterLabel: 'Income type',
};

type State = 'idle' | 'filled' | 'error' | 'disabled' | 'long' | 'filter';
type Args = { texts: Texts; state: State };

/** A list filter, as the wallet and investment lists use it: a visible label, size 2, no form. */
function FilterDemo({ texts }: { texts: Texts }) {
  const id = useId();
  const [value, setValue] = useState('salary');
  return (
    <Flex p="5" direction="column" gap="1" style={{ maxWidth: 320 }} asChild>
      <main>
        <Text as="label" size="2" weight="medium" htmlFor={id}>
          {texts.filterLabel}
        </Text>
        <SelectInput id={id} size="2" options={texts.options} value={value} onChange={setValue} />
      </main>
    </Flex>
  );
}

function SelectDemo({ texts, state }: Args) {
  const options =
    state === 'long'
      ? [...texts.options, { value: 'property', label: texts.longOption }]
      : texts.options;
  const initial = {
    idle: '',
    error: '',
    filled: 'salary',
    disabled: 'salary',
    long: 'property',
    filter: 'salary',
  }[state];
  const [value, setValue] = useState(initial);
  // SPEC §5: the error shows once the control was touched (focused and left).
  const [touched, setTouched] = useState(state === 'error');
  if (state === 'filter') return <FilterDemo texts={texts} />;
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

const select = (canvasElement: HTMLElement, name?: RegExp) =>
  within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name });

export const IdleArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const control = select(canvasElement, /مصدر الدخل/);
    await expect(control).toHaveDisplayValue(arabic.placeholder);
    // Keyboard only: Tab reaches it, an arrow chooses the next option without opening a list.
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(within(control).getByRole('option', { name: 'ورث' })).toBeDisabled();
    await userEvent.selectOptions(control, 'business');
    await expect(control).toHaveDisplayValue('أعمال تجارية');
    await expect(control).toHaveFocus();
    await expect(control).not.toHaveAttribute('aria-invalid');
  },
};

export const IdleEnglish: Story = {
  globals: en,
  args: { texts: english },
  play: async ({ canvasElement, userEvent }) => {
    const control = select(canvasElement, /Source of income/);
    // Reached and left without a choice: the required message appears.
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.tab();
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(english.required);
    await userEvent.selectOptions(control, 'Salary');
    await expect(control).toHaveDisplayValue('Salary');
    await expect(control).not.toHaveAttribute('aria-invalid');
  },
};

export const FilledArabic: Story = {
  globals: ar,
  args: { state: 'filled' },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveDisplayValue('راتب');
  },
};

export const FilledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'filled' },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveDisplayValue('Salary');
  },
};

export const ErrorArabic: Story = {
  globals: ar,
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const control = select(canvasElement);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAttribute('aria-required', 'true');
    await expect(control).toHaveAccessibleDescription(arabic.required);
  },
};

export const ErrorEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveAccessibleDescription(english.required);
  },
};

export const DisabledArabic: Story = {
  globals: ar,
  args: { state: 'disabled' },
  play: async ({ canvasElement, userEvent }) => {
    const control = select(canvasElement);
    await expect(control).toBeDisabled();
    await userEvent.tab();
    await expect(control).not.toHaveFocus();
  },
};

export const DisabledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'disabled' },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toBeDisabled();
  },
};

/** A long chosen label stays on the control's one line, within the field's width. */
const longValue = (texts: Texts, globals: typeof ar | typeof en): Story => ({
  globals,
  args: { texts, state: 'long' },
  play: async ({ canvasElement }) => {
    const control = select(canvasElement);
    await expect(control).toHaveDisplayValue(texts.longOption);
    const main = canvasElement.querySelector('main')!;
    await expect(control.getBoundingClientRect().width).toBeLessThanOrEqual(
      main.getBoundingClientRect().width,
    );
  },
});

export const LongValueArabic = longValue(arabic, ar);
export const LongValueEnglish = longValue(english, en);

/** A list's filter: named by its visible label, size 2, a choice applies at once. */
const listFilter = (texts: Texts, globals: typeof ar | typeof en): Story => ({
  globals,
  args: { texts, state: 'filter' },
  play: async ({ canvasElement, userEvent }) => {
    const control = select(canvasElement, new RegExp(texts.filterLabel));
    await expect(control).toHaveDisplayValue(texts.options[0]!.label);
    await userEvent.selectOptions(control, texts.options[2]!.value);
    await expect(control).toHaveDisplayValue(texts.options[2]!.label);
  },
});

export const ListFilterArabic = listFilter(arabic, ar);
export const ListFilterEnglish = listFilter(english, en);

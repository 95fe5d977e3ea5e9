import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../Field';
import type { SelectOption } from '../SelectInput';
import { RadioGroupInput } from './RadioGroupInput';

type Texts = {
  label: string;
  options: SelectOption[];
  longOptions: SelectOption[];
  required: string;
  requiredLabel: string;
};

const arabic: Texts = {
  label: 'مستوى الخبرة الاستثمارية',
  options: [
    { value: 'none', label: 'لا توجد' },
    { value: 'some', label: 'محدودة' },
    { value: 'wide', label: 'واسعة' },
  ],
  longOptions: [
    { value: 'none', label: 'لا توجد لدي خبرة سابقة في الاستثمار في الأوراق المالية أو العقارات' },
    {
      value: 'wide',
      label: 'استثمرت لأكثر من خمس سنوات في الأسهم والصكوك وصناديق الاستثمار العقارية',
    },
  ],
  required: 'هذا الحقل مطلوب.',
  requiredLabel: 'مطلوب',
};

const english: Texts = {
  label: 'Investment experience',
  options: [
    { value: 'none', label: 'None' },
    { value: 'some', label: 'Some' },
    { value: 'wide', label: 'Wide' },
  ],
  longOptions: [
    { value: 'none', label: 'I have no previous experience investing in securities or property' },
    {
      value: 'wide',
      label: 'I have invested for more than five years in shares, sukuk and real-estate funds',
    },
  ],
  required: 'This field is required.',
  requiredLabel: 'required',
};

type State = 'idle' | 'filled' | 'error' | 'disabled' | 'long' | 'horizontal';
type Args = { texts: Texts; state: State };

function RadioDemo({ texts, state }: Args) {
  const [value, setValue] = useState(state === 'filled' || state === 'disabled' ? 'some' : '');
  return (
    <Flex p="5" style={{ maxWidth: 480 }} asChild>
      <main>
        <Field
          label={texts.label}
          labelKind="group"
          required
          requiredLabel={texts.requiredLabel}
          error={state === 'error' && value === '' ? texts.required : null}
          disabled={state === 'disabled'}
        >
          <RadioGroupInput
            options={state === 'long' ? texts.longOptions : texts.options}
            value={value}
            onChange={setValue}
            orientation={state === 'horizontal' ? 'horizontal' : 'vertical'}
          />
        </Field>
      </main>
    </Flex>
  );
}

const meta = {
  title: 'UI/Form/RadioGroupInput',
  component: RadioDemo,
  args: { texts: arabic, state: 'idle' },
} satisfies Meta<typeof RadioDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hold the key until the option is checked, as a person's key press does. */
async function pressArrow(
  key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight',
  to: HTMLElement,
) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(to).toBeChecked());
  await userEvent.keyboard(`{/${key}}`);
}

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;

export const IdleArabic: Story = {
  globals: ar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: /مستوى الخبرة/ })).toBeVisible();
    // Tab enters the group on its first option; arrows move and choose.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'لا توجد' })).toHaveFocus();
    await pressArrow('ArrowDown', canvas.getByRole('radio', { name: 'محدودة' }));
    await expect(canvas.getByRole('radio', { name: 'محدودة' })).toHaveFocus();
    await pressArrow('ArrowUp', canvas.getByRole('radio', { name: 'لا توجد' }));
  },
};

export const IdleEnglish: Story = {
  globals: en,
  args: { texts: english },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Wide' }));
    await expect(canvas.getByRole('radio', { name: 'Wide' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'None' })).not.toBeChecked();
    // Enter does not submit the surrounding form from a radio (fireEvent answers false when prevented).
    await expect(
      fireEvent.keyDown(canvas.getByRole('radio', { name: 'Wide' }), { key: 'Enter' }),
    ).toBe(false);
  },
};

export const HorizontalArabic: Story = {
  globals: ar,
  args: { state: 'horizontal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Right to left: the next option is to the left, so ArrowLeft moves forward.
    await pressArrow('ArrowLeft', canvas.getByRole('radio', { name: 'محدودة' }));
  },
};

export const HorizontalEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'horizontal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await pressArrow('ArrowRight', canvas.getByRole('radio', { name: 'Some' }));
  },
};

export const FilledArabic: Story = {
  globals: ar,
  args: { state: 'filled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab lands on the chosen option, not the first.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'محدودة' })).toHaveFocus();
  },
};

export const FilledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'filled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Some' })).toBeChecked();
    // A focus given to the group goes to the chosen option, not the first.
    canvas.getByRole('radiogroup').focus();
    await expect(canvas.getByRole('radio', { name: 'Some' })).toHaveFocus();
    canvas.getByRole('radio', { name: 'Some' }).blur();
  },
};

export const ErrorArabic: Story = {
  globals: ar,
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(arabic.required);
    await userEvent.click(canvas.getByRole('radio', { name: 'واسعة' }));
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAccessibleDescription(english.required);
    // react-hook-form focuses the first invalid field through its ref: the group hands focus on.
    group.focus();
    await expect(canvas.getByRole('radio', { name: 'None' })).toHaveFocus();
    canvas.getByRole('radio', { name: 'None' }).blur();
  },
};

export const DisabledArabic: Story = {
  globals: ar,
  args: { state: 'disabled' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const DisabledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'disabled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Some' })).toBeDisabled();
  },
};

export const LongLabelArabic: Story = {
  globals: ar,
  args: { state: 'long' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
  },
};

export const LongLabelEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'long' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: /more than five years/ }),
    ).toBeVisible();
  },
};

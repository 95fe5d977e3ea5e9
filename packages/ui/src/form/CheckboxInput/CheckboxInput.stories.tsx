import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Field } from '../Field';
import { CheckboxInput } from './CheckboxInput';

type Texts = { label: string; longLabel: string; mustAccept: string; requiredLabel: string };

const arabic: Texts = {
  label: 'أوافق على الشروط والأحكام',
  longLabel:
    'أقر بأنني قرأت نشرة الإصدار وفهمت مخاطر الاستثمار، وأن المبالغ المستثمرة قد لا تسترد كاملة، وأوافق على الشروط والأحكام',
  mustAccept: 'يجب الموافقة على الشروط للمتابعة.',
  requiredLabel: 'مطلوب',
};

const english: Texts = {
  label: 'I accept the terms and conditions',
  longLabel:
    'I confirm I have read the offering memorandum and understand the investment risks, that invested amounts may not be returned in full, and I accept the terms and conditions',
  mustAccept: 'Accept the terms to continue.',
  requiredLabel: 'required',
};

type State = 'idle' | 'filled' | 'error' | 'disabled' | 'long';
type Args = { texts: Texts; state: State };

function CheckboxDemo({ texts, state }: Args) {
  const [checked, setChecked] = useState(state === 'filled' || state === 'disabled');
  const [edited, setEdited] = useState(state === 'error');
  return (
    <Flex p="5" style={{ maxWidth: 420 }} asChild>
      <main>
        <Field
          label={state === 'long' ? texts.longLabel : texts.label}
          layout="inline"
          required
          requiredLabel={texts.requiredLabel}
          error={edited && !checked ? texts.mustAccept : null}
          disabled={state === 'disabled'}
        >
          <CheckboxInput
            checked={checked}
            onChange={(next) => {
              setEdited(true);
              setChecked(next);
            }}
          />
        </Field>
      </main>
    </Flex>
  );
}

const meta = {
  title: 'UI/Form/CheckboxInput',
  component: CheckboxDemo,
  args: { texts: arabic, state: 'idle' },
} satisfies Meta<typeof CheckboxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;

export const IdleArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /أوافق على الشروط/ });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText(arabic.label));
    // The label is a real <label>: clicking it toggles the box.
    await expect(box).toBeChecked();
  },
};

export const IdleEnglish: Story = {
  globals: en,
  args: { texts: english },
  play: async ({ canvasElement, userEvent }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /I accept/ });
    await userEvent.click(box);
    await userEvent.click(box);
    // Unticked after an edit: the message says what to do.
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(english.mustAccept);
  },
};

export const KeyboardArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(arabic.mustAccept);
  },
};

export const KeyboardEnglish: Story = {
  globals: en,
  args: { texts: english },
  play: async ({ canvasElement, userEvent }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

export const FilledArabic: Story = {
  globals: ar,
  args: { state: 'filled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const FilledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'filled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const ErrorArabic: Story = {
  globals: ar,
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(arabic.mustAccept);
  },
};

export const ErrorEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      english.mustAccept,
    );
  },
};

export const DisabledArabic: Story = {
  globals: ar,
  args: { state: 'disabled' },
  play: async ({ canvasElement, userEvent }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText(arabic.label));
    await expect(box).toBeChecked();
  },
};

export const DisabledEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'disabled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const LongLabelArabic: Story = {
  globals: ar,
  args: { state: 'long' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: /نشرة الإصدار/ }),
    ).toBeVisible();
  },
};

export const LongLabelEnglish: Story = {
  globals: en,
  args: { texts: english, state: 'long' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: /offering memorandum/ }),
    ).toBeVisible();
  },
};

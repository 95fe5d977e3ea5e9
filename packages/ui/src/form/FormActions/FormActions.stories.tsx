import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { expect, fn, within } from 'storybook/test';
import { Form } from '../Form';
import { FormActions } from './FormActions';

type Texts = { form: string; back: string; cancel: string; save: string };

const arabic: Texts = { form: 'بيانات الحساب', back: 'السابق', cancel: 'إلغاء', save: 'حفظ' };
const english: Texts = { form: 'Account details', back: 'Back', cancel: 'Cancel', save: 'Save' };
const arabicLong: Texts = {
  form: 'بيانات الحساب',
  back: 'العودة إلى الخطوة السابقة دون حفظ',
  cancel: 'إلغاء التعديلات والعودة إلى الملف الشخصي',
  save: 'حفظ التعديلات والمتابعة إلى الخطوة التالية',
};
const englishLong: Texts = {
  form: 'Account details',
  back: 'Back to the previous step without saving',
  cancel: 'Discard the changes and return to the profile',
  save: 'Save the changes and continue to the next step',
};

type Args = {
  texts: Texts;
  withStart?: boolean;
  busy?: boolean;
  disabled?: boolean;
  /** The container's width in px: narrow shows the row wrapping. */
  width?: number;
  onSubmit: () => void;
  onCancel: () => void;
};

function FormActionsDemo({
  texts,
  withStart,
  busy,
  disabled,
  width = 560,
  onSubmit,
  onCancel,
}: Args) {
  return (
    <Flex p="5" style={{ maxWidth: width }} asChild>
      <main>
        <Form
          aria-label={texts.form}
          busy={busy}
          style={{ inlineSize: '100%' }}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <FormActions
            start={
              withStart ? (
                <Button type="button" variant="ghost" color="gray" highContrast>
                  {texts.back}
                </Button>
              ) : undefined
            }
          >
            <Button type="button" variant="soft" color="gray" highContrast onClick={onCancel}>
              {texts.cancel}
            </Button>
            <Button type="submit" highContrast loading={busy} disabled={disabled}>
              {texts.save}
            </Button>
          </FormActions>
        </Form>
      </main>
    </Flex>
  );
}

const meta = {
  title: 'UI/Form/FormActions',
  component: FormActionsDemo,
  args: { texts: arabic, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof FormActionsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;

export const IdleArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    // Tab follows the reading order: Cancel, then the primary action last.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: arabic.cancel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: arabic.save })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const IdleEnglish: Story = {
  globals: en,
  args: { texts: english },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const WithStartArabic: Story = {
  globals: ar,
  args: { withStart: true },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('button', { name: arabic.back });
    const save = canvas.getByRole('button', { name: arabic.save });
    // Right to left: the secondary action sits at the inline start, i.e. on the right.
    await expect(back.getBoundingClientRect().left).toBeGreaterThan(
      save.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await expect(back).toHaveFocus();
  },
};

export const WithStartEnglish: Story = {
  globals: en,
  args: { texts: english, withStart: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Back' }).getBoundingClientRect().left,
    ).toBeLessThan(canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect().left);
  },
};

export const BusyArabic: Story = {
  globals: ar,
  args: { busy: true },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    // Saving: the form says it is busy, the button keeps its name and cannot submit twice.
    await expect(canvas.getByRole('form', { name: arabic.form })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const save = canvas.getByRole('button', { name: arabic.save });
    await expect(save).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BusyEnglish: Story = {
  globals: en,
  args: { texts: english, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const DisabledArabic: Story = {
  globals: ar,
  args: { disabled: true },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: arabic.save })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: arabic.cancel })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: arabic.save })).not.toHaveFocus();
  },
};

export const DisabledEnglish: Story = {
  globals: en,
  args: { texts: english, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const LongTextArabic: Story = { globals: ar, args: { texts: arabicLong, withStart: true } };
export const LongTextEnglish: Story = {
  globals: en,
  args: { texts: englishLong, withStart: true },
};

/**
 * Every button inside the container, and the row broken over more than one line. (A ghost
 * button's negative margin may reach into the container's padding, by Radix's design.)
 */
async function wrapsWithoutOverflow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const box = canvas.getByRole('main').getBoundingClientRect();
  const buttons = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect());
  for (const button of buttons) {
    await expect(button.left).toBeGreaterThanOrEqual(box.left);
    await expect(button.right).toBeLessThanOrEqual(box.right);
  }
  await expect(new Set(buttons.map((button) => Math.round(button.top))).size).toBeGreaterThan(1);
}

export const NarrowArabic: Story = {
  globals: ar,
  args: { texts: arabicLong, withStart: true, width: 320 },
  play: ({ canvasElement }) => wrapsWithoutOverflow(canvasElement),
};

export const NarrowEnglish: Story = {
  globals: en,
  args: { texts: englishLong, withStart: true, width: 320 },
  play: ({ canvasElement }) => wrapsWithoutOverflow(canvasElement),
};

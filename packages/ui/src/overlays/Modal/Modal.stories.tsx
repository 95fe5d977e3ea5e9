import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ESCAPE_DEBOUNCE_MS } from '../../theme/constants';
import { showsProgress } from '../../testing/busy';
import { backdropOf, dialogsClosed, findOpenDialog } from '../../testing/dialogs';
import { Modal, type ModalProps } from './Modal';

type ModalStoryArgs = ModalProps & { triggerLabel: string; fieldLabel: string };

// The portal's usage: a trigger opens the modal; the modal asks to close, the page agrees.
function ModalDemo({ triggerLabel, fieldLabel, children, ...args }: ModalStoryArgs) {
  const [open, setOpen] = useState(args.open);
  return (
    <main style={{ padding: 'var(--space-5)' }}>
      <Button highContrast onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      >
        <Flex direction="column" gap="2">
          <Text as="label" htmlFor="iban" size="2" weight="medium">
            {fieldLabel}
          </Text>
          <TextField.Root id="iban" defaultValue="SA03 8000 0000 6080 1016 7519" dir="ltr" />
          {children}
        </Flex>
      </Modal>
    </main>
  );
}

const meta = {
  title: 'UI/Overlays/Modal',
  component: Modal,
  render: ModalDemo,
  args: { open: false, onClose: fn(), onSubmit: fn(), children: null },
} satisfies Meta<ModalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = {
  triggerLabel: 'تعديل الحساب البنكي',
  title: 'تعديل الحساب البنكي',
  fieldLabel: 'رقم الآيبان',
  closeLabel: 'إغلاق',
  cancelLabel: 'إلغاء',
  submitLabel: 'حفظ',
  unsavedChangesWarning: {
    title: 'تغييرات غير محفوظة',
    message: 'ستفقد التغييرات التي أجريتها. هل تريد المتابعة؟',
    yesText: 'نعم، تجاهل التغييرات',
    cancelText: 'إلغاء',
    iconLabel: 'تحذير',
  },
};
const english = {
  triggerLabel: 'Edit bank account',
  title: 'Edit bank account',
  fieldLabel: 'IBAN',
  closeLabel: 'Close',
  cancelLabel: 'Cancel',
  submitLabel: 'Save',
  unsavedChangesWarning: {
    title: 'Unsaved changes',
    message: 'Changes you made will be lost. Do you want to continue?',
    yesText: 'Yes, discard',
    cancelText: 'Cancel',
    iconLabel: 'Warning',
  },
};

async function openModal(canvasElement: HTMLElement, trigger: string, title: string) {
  const button = within(canvasElement).getByRole('button', { name: trigger });
  await userEvent.click(button);
  return { trigger: button, dialog: await findOpenDialog(title) };
}

export const IdleArabic: Story = {
  args: arabic,
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openModal(canvasElement, arabic.triggerLabel, arabic.title);
    const modal = within(dialog);
    // Not vertically centred: it sits near the top of the viewport.
    await expect(dialog.getBoundingClientRect().top).toBeLessThan(100);
    // Focus starts in the body; Tab goes Cancel, Save, close, and round again, never out.
    const field = modal.getByRole('textbox', { name: 'رقم الآيبان' });
    await expect(field).toHaveFocus();
    await userEvent.tab();
    await expect(modal.getByRole('button', { name: 'إلغاء' })).toHaveFocus();
    await userEvent.tab();
    await expect(modal.getByRole('button', { name: 'حفظ' })).toHaveFocus();
    await userEvent.tab();
    await expect(modal.getByRole('button', { name: 'إغلاق' })).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await dialogsClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const IdleEnglish: Story = {
  args: english,
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openModal(canvasElement, english.triggerLabel, english.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(backdropOf(dialog));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await dialogsClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const BusyEnglish: Story = {
  args: { ...english, open: true, busy: true },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog(english.title);
    const modal = within(dialog);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(showsProgress(modal.getByRole('button', { name: 'Save' }))).toBe(true);
    await expect(modal.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdropOf(dialog));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const BusyArabic: Story = {
  args: { ...arabic, open: true, busy: true },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog(arabic.title);
    await expect(within(dialog).getByRole('button', { name: 'حفظ' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const DirtyAskingArabic: Story = {
  args: { ...arabic, dirty: true },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openModal(canvasElement, arabic.triggerLabel, arabic.title);
    // A double Escape opens the warning; the second press, within 150 ms, does not dismiss it.
    await userEvent.keyboard('{Escape}{Escape}');
    let warning = await findOpenDialog('تغييرات غير محفوظة', 'alertdialog');
    await expect(warning).toHaveAccessibleDescription(
      'ستفقد التغييرات التي أجريتها. هل تريد المتابعة؟',
    );
    await expect(within(warning).getByRole('button', { name: 'إلغاء' })).toHaveFocus();
    // Escape now dismisses the warning only: the modal stays, with its changes. Pressed once the
    // 150 ms debounce has passed: with reduced motion the warning opens at once.
    await new Promise((resolve) => setTimeout(resolve, ESCAPE_DEBOUNCE_MS));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    // Focus is back in the field; ask again from the close button, and discard.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'رقم الآيبان' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    warning = await findOpenDialog('تغييرات غير محفوظة', 'alertdialog');
    await userEvent.click(within(warning).getByRole('button', { name: 'نعم، تجاهل التغييرات' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await dialogsClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DirtyAskingEnglish: Story = {
  args: { ...english, dirty: true },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openModal(canvasElement, english.triggerLabel, english.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const warning = await findOpenDialog('Unsaved changes', 'alertdialog');
    // Keep editing: the warning closes and focus goes back to Cancel in the modal.
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const DirtySuppressedArabic: Story = {
  args: { ...arabic, dirty: true, suppressUnsavedChangesWarning: true },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const { trigger } = await openModal(canvasElement, arabic.triggerLabel, arabic.title);
    // Dirty, but the warning is suppressed: Escape closes at once and focus goes back.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await dialogsClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DirtySuppressedEnglish: Story = {
  args: { ...english, dirty: true, suppressUnsavedChangesWarning: true },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    await openModal(canvasElement, english.triggerLabel, english.title);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await dialogsClosed();
  },
};

const terms = (line: number, arabicText: boolean) =>
  arabicText
    ? `البند ${line}: يلتزم المستثمر بتحديث بياناته البنكية، ويتحمل مسؤولية صحة رقم الآيبان المسجل.`
    : `Clause ${line}: The investor keeps their bank details up to date and is responsible for the registered IBAN.`;

export const LongBodyEnglish: Story = {
  args: {
    ...english,
    open: true,
    children: Array.from({ length: 40 }, (_, line) => (
      <Text as="p" key={line}>
        {terms(line + 1, false)}
      </Text>
    )),
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async () => {
    const dialog = await findOpenDialog(english.title);
    const body = dialog.querySelector('.sahm-modal__body') as HTMLElement;
    // The body scrolls between a fixed header and footer, and takes focus to scroll by keyboard.
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

export const LongBodyArabic: Story = {
  args: {
    ...arabic,
    open: true,
    children: Array.from({ length: 40 }, (_, line) => (
      <Text as="p" key={line}>
        {terms(line + 1, true)}
      </Text>
    )),
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const dialog = await findOpenDialog(arabic.title);
    const body = dialog.querySelector('.sahm-modal__body') as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(dialog).toHaveAttribute('dir', 'rtl');
  },
};

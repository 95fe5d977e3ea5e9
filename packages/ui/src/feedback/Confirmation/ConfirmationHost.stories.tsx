import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogsClosed, findOpenDialog } from '../../testing/dialogs';
import type { ConfirmationOutcome } from './Confirmation.variants';
import { ConfirmationHost, useConfirmation, type ConfirmationHostProps } from './ConfirmationHost';
import { createConfirmationStore, type ConfirmationRequest } from './confirmationStore';

type HostStoryArgs = Omit<ConfirmationHostProps, 'store'> & {
  triggerLabel: string;
  requests: ConfirmationRequest[];
  onOutcome: (outcome: ConfirmationOutcome) => void;
};

// What a screen does: await the answer, then act on it.
function AskingScreen({ triggerLabel, requests, onOutcome, ...hostProps }: HostStoryArgs) {
  const [store] = useState(createConfirmationStore);
  const confirm = useConfirmation(store);
  return (
    <main style={{ padding: 'var(--space-5)' }}>
      <Button
        highContrast
        onClick={() => requests.forEach((request) => confirm(request).then(onOutcome))}
      >
        {triggerLabel}
      </Button>
      <ConfirmationHost store={store} {...hostProps} />
    </main>
  );
}

const meta = {
  title: 'UI/Feedback/ConfirmationHost',
  render: AskingScreen,
  args: { onOutcome: fn() },
} satisfies Meta<HostStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabicHost = {
  cancelText: 'إلغاء',
  yesText: 'نعم',
  severityLabels: {
    neutral: 'سؤال',
    info: 'معلومة',
    success: 'نجاح',
    warning: 'تحذير',
    error: 'خطأ',
  },
};
const englishHost = {
  cancelText: 'Cancel',
  yesText: 'Yes',
  severityLabels: {
    neutral: 'Question',
    info: 'Information',
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
  },
};

export const QueuedArabic: Story = {
  args: {
    ...arabicHost,
    triggerLabel: 'تسجيل الخروج',
    requests: [
      { title: 'تسجيل الخروج؟', message: 'ستحتاج إلى تسجيل الدخول مجدداً.', severity: 'warning' },
      { title: 'حفظ التفضيلات؟', message: 'احفظ لغة الواجهة لهذا الجهاز.' },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'تسجيل الخروج' });
    await userEvent.click(trigger);
    // Two requests, one dialog at a time, first in first out.
    const first = await findOpenDialog('تسجيل الخروج؟', 'alertdialog');
    await expect(within(first).getByText('تحذير')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('confirm'));
    const second = await findOpenDialog('حفظ التفضيلات؟', 'alertdialog');
    await expect(within(second).getByRole('button', { name: 'إلغاء' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOutcome).toHaveBeenLastCalledWith('dismiss'));
    await expect(args.onOutcome).toHaveBeenCalledTimes(2);
    await dialogsClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const QueuedEnglish: Story = {
  args: {
    ...englishHost,
    triggerLabel: 'Log out',
    requests: [
      { title: 'Log out?', message: 'You will need to sign in again.', severity: 'warning' },
      { title: 'Save preferences?', message: 'Keep the interface language on this device.' },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Log out' });
    await userEvent.click(trigger);
    // Two requests, one dialog at a time, first in first out.
    const first = await findOpenDialog('Log out?', 'alertdialog');
    await expect(within(first).getByText('Warning')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('confirm'));
    const second = await findOpenDialog('Save preferences?', 'alertdialog');
    await expect(within(second).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOutcome).toHaveBeenLastCalledWith('dismiss'));
    await expect(args.onOutcome).toHaveBeenCalledTimes(2);
    await dialogsClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OptionsArabic: Story = {
  args: {
    ...arabicHost,
    triggerLabel: 'تحميل المحفظة',
    requests: [
      {
        title: 'حدث خطأ!',
        message: 'لم يرسل الخادم تفاصيل الخطأ.',
        severity: 'error',
        options: { hideCancelBtn: true, yesText: 'إغلاق', dismissible: false },
      },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'تحميل المحفظة' }));
    const dialog = await findOpenDialog('حدث خطأ!', 'alertdialog');
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['إغلاق']);
    // Not dismissible: Escape leaves it open; Enter answers with its only button.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('confirm'));
    await expect(args.onOutcome).toHaveBeenCalledOnce();
    await dialogsClosed();
  },
};

export const OptionsEnglish: Story = {
  args: {
    ...englishHost,
    triggerLabel: 'Load wallet',
    requests: [
      {
        title: 'An error has occurred!',
        message: 'Error detail not sent by server.',
        severity: 'error',
        options: { hideCancelBtn: true, yesText: 'Close', dismissible: false },
      },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load wallet' }));
    const dialog = await findOpenDialog('An error has occurred!', 'alertdialog');
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('confirm'));
    await expect(args.onOutcome).toHaveBeenCalledOnce();
    await dialogsClosed();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { backdropOf, dialogsClosed, findOpenDialog } from '../../testing/dialogs';
import { Confirmation, type ConfirmationProps } from './Confirmation';

// The portal's usage: a trigger opens the dialog, the answer closes it.
function ConfirmationDemo(args: ConfirmationProps) {
  const [open, setOpen] = useState(args.open);
  const arabic = document.documentElement.lang === 'ar';
  return (
    <main style={{ padding: 'var(--space-5)' }}>
      <Button highContrast onClick={() => setOpen(true)}>
        {arabic ? 'حذف الحساب البنكي' : 'Delete bank account'}
      </Button>
      <Confirmation
        {...args}
        open={open}
        onResolve={(outcome) => {
          args.onResolve(outcome);
          setOpen(false);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'UI/Feedback/Confirmation',
  component: Confirmation,
  render: ConfirmationDemo,
  args: { open: true, onResolve: fn() },
} satisfies Meta<typeof Confirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = { cancelText: 'إلغاء', yesText: 'نعم' };
const english = { cancelText: 'Cancel', yesText: 'Yes' };

export const QuestionArabic: Story = {
  args: {
    ...arabic,
    iconLabel: 'سؤال',
    title: 'هل أنت متأكد؟',
    message: 'سيتم حذف الحساب البنكي المسجل.',
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('هل أنت متأكد؟', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription('سيتم حذف الحساب البنكي المسجل.');
    await expect(within(dialog).getByText('سؤال')).toBeInTheDocument();
    // Focus starts on Cancel and Tab cycles inside the dialog.
    const cancel = within(dialog).getByRole('button', { name: 'إلغاء' });
    const yes = within(dialog).getByRole('button', { name: 'نعم' });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(yes).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(yes).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResolve).toHaveBeenCalledOnce();
    await expect(args.onResolve).toHaveBeenCalledWith('confirm');
    await dialogsClosed();
  },
};

export const QuestionEnglish: Story = {
  args: {
    ...english,
    iconLabel: 'Question',
    title: 'Are you sure?',
    message: 'The registered bank account will be deleted.',
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Are you sure?', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'The registered bank account will be deleted.',
    );
    await expect(within(dialog).getByText('Question')).toBeInTheDocument();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(yes).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(yes).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResolve).toHaveBeenCalledOnce();
    await expect(args.onResolve).toHaveBeenCalledWith('confirm');
    await dialogsClosed();
  },
};

export const InfoArabic: Story = {
  args: {
    ...arabic,
    open: false,
    severity: 'info',
    iconLabel: 'معلومة',
    title: 'حذف الحساب البنكي؟',
    message: 'ستكتمل التحويلات الجارية.',
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'حذف الحساب البنكي' });
    await userEvent.click(trigger);
    const dialog = await findOpenDialog('حذف الحساب البنكي؟', 'alertdialog');
    await expect(within(dialog).getByText('معلومة')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onResolve).toHaveBeenCalledOnce();
    await expect(args.onResolve).toHaveBeenCalledWith('dismiss');
    await dialogsClosed();
    // Focus returns to what opened the dialog.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const InfoEnglish: Story = {
  args: {
    ...english,
    open: false,
    severity: 'info',
    iconLabel: 'Information',
    title: 'Delete bank account?',
    message: 'Transfers in progress will still complete.',
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete bank account' });
    await userEvent.click(trigger);
    const dialog = await findOpenDialog('Delete bank account?', 'alertdialog');
    await expect(within(dialog).getByText('Information')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onResolve).toHaveBeenCalledOnce();
    await expect(args.onResolve).toHaveBeenCalledWith('dismiss');
    await dialogsClosed();
    // Focus returns to what opened the dialog.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

// Success with a single answer: only Yes (here “OK”).
export const SuccessArabic: Story = {
  args: {
    ...arabic,
    yesText: 'حسناً',
    severity: 'success',
    iconLabel: 'تم بنجاح',
    title: 'تم الحفظ بنجاح',
    hideCancelBtn: true,
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('تم الحفظ بنجاح', 'alertdialog');
    await expect(within(dialog).queryByRole('button', { name: 'إلغاء' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'حسناً' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResolve).toHaveBeenCalledWith('confirm');
    await dialogsClosed();
  },
};

export const SuccessEnglish: Story = {
  args: {
    ...english,
    yesText: 'OK',
    severity: 'success',
    iconLabel: 'Success',
    title: 'Saved successfully',
    hideCancelBtn: true,
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Saved successfully', 'alertdialog');
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResolve).toHaveBeenCalledWith('confirm');
    await dialogsClosed();
  },
};

export const WarningArabic: Story = {
  args: {
    ...arabic,
    severity: 'warning',
    iconLabel: 'تحذير',
    title: 'المغادرة دون حفظ؟',
    message: 'ستفقد التغييرات على ملف المستثمر.',
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('المغادرة دون حفظ؟', 'alertdialog');
    await userEvent.click(backdropOf(dialog));
    await expect(args.onResolve).toHaveBeenCalledOnce();
    await expect(args.onResolve).toHaveBeenCalledWith('dismiss');
    await dialogsClosed();
  },
};

export const WarningEnglish: Story = {
  args: {
    ...english,
    severity: 'warning',
    iconLabel: 'Warning',
    title: 'Leave without saving?',
    message: 'Your changes to the investor profile will be lost.',
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Leave without saving?', 'alertdialog');
    await userEvent.click(backdropOf(dialog));
    await expect(args.onResolve).toHaveBeenCalledOnce();
    await expect(args.onResolve).toHaveBeenCalledWith('dismiss');
    await dialogsClosed();
  },
};

// Without a title: the severity names the dialog.
export const ErrorArabic: Story = {
  args: {
    ...arabic,
    severity: 'error',
    iconLabel: 'خطأ',
    message: 'حدث خطأ! لم يرسل الخادم تفاصيل الخطأ.',
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    // Without a title the severity names the dialog.
    const dialog = await findOpenDialog('خطأ', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription('حدث خطأ! لم يرسل الخادم تفاصيل الخطأ.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await expect(args.onResolve).toHaveBeenCalledOnce();
    await expect(args.onResolve).toHaveBeenCalledWith('reject');
    await dialogsClosed();
  },
};

export const ErrorEnglish: Story = {
  args: {
    ...english,
    severity: 'error',
    iconLabel: 'Error',
    message: 'An error has occurred! The server sent no details.',
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Error', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'An error has occurred! The server sent no details.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onResolve).toHaveBeenCalledOnce();
    await expect(args.onResolve).toHaveBeenCalledWith('reject');
    await dialogsClosed();
  },
};

export const NotDismissibleArabic: Story = {
  args: {
    ...arabic,
    severity: 'warning',
    iconLabel: 'تحذير',
    title: 'الموافقة على الشروط والأحكام الجديدة؟',
    dismissible: false,
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('الموافقة على الشروط والأحكام الجديدة؟', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdropOf(dialog));
    await expect(args.onResolve).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await expect(args.onResolve).toHaveBeenCalledOnce();
    await expect(args.onResolve).toHaveBeenCalledWith('reject');
    await dialogsClosed();
  },
};

export const NotDismissibleEnglish: Story = {
  args: {
    ...english,
    severity: 'warning',
    iconLabel: 'Warning',
    title: 'Accept the new terms and conditions?',
    dismissible: false,
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Accept the new terms and conditions?', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdropOf(dialog));
    await expect(args.onResolve).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onResolve).toHaveBeenCalledOnce();
    await expect(args.onResolve).toHaveBeenCalledWith('reject');
    await dialogsClosed();
  },
};

export const NoButtonsArabic: Story = {
  args: {
    ...arabic,
    severity: 'info',
    iconLabel: 'معلومة',
    title: 'جارٍ تحديث بيانات المحفظة',
    message: 'اضغط مفتاح الهروب للإغلاق.',
    hideCancelBtn: true,
    hideYesBtn: true,
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('جارٍ تحديث بيانات المحفظة', 'alertdialog');
    await expect(within(dialog).queryAllByRole('button')).toHaveLength(0);
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onResolve).toHaveBeenCalledWith('dismiss');
    await dialogsClosed();
  },
};

export const NoButtonsEnglish: Story = {
  args: {
    ...english,
    severity: 'info',
    iconLabel: 'Information',
    title: 'Updating the wallet details',
    message: 'Press Escape to close.',
    hideCancelBtn: true,
    hideYesBtn: true,
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Updating the wallet details', 'alertdialog');
    await expect(within(dialog).queryAllByRole('button')).toHaveLength(0);
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onResolve).toHaveBeenCalledWith('dismiss');
    await dialogsClosed();
  },
};

export const LongTextEnglish: Story = {
  args: {
    ...english,
    severity: 'error',
    iconLabel: 'Error',
    title: 'An error has occurred!',
    message: Array.from(
      { length: 30 },
      (_, line) => `Line ${line + 1}: Error detail not sent by server.`,
    ).join('\n'),
    hideCancelBtn: true,
    yesText: 'Close',
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async () => {
    const dialog = await findOpenDialog('An error has occurred!', 'alertdialog');
    // SPEC §2: 450 px wide, 90vw under 500 px.
    const expected = Math.min(450, window.innerWidth * 0.9);
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(expected, 0);
    // The dialog scrolls as a whole inside the backdrop; the button stays reachable.
    const scroller = dialog.closest('.rt-BaseDialogScroll') as HTMLElement;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const LongTextArabic: Story = {
  args: {
    ...arabic,
    severity: 'neutral',
    iconLabel: 'سؤال',
    title: 'تأكيد الاشتراك في الفرصة الاستثمارية',
    message:
      'بالضغط على نعم فإنك توافق على الشروط والأحكام الخاصة بالفرصة الاستثمارية، وتقر بأنك اطلعت على نشرة الإصدار وفهمت المخاطر المرتبطة بالاستثمار، وأن المبلغ سيُخصم من رصيد محفظتك فور التأكيد. '.repeat(
        4,
      ),
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('تأكيد الاشتراك في الفرصة الاستثمارية', 'alertdialog');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    const expected = Math.min(450, window.innerWidth * 0.9);
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(expected, 0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'نعم' }));
    await expect(args.onResolve).toHaveBeenCalledWith('confirm');
    await dialogsClosed();
    await expect(screen.queryByText('تأكيد الاشتراك في الفرصة الاستثمارية')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from './Toaster';
import { clearToasts, showToast, type ToastOptions } from './toast';

function ShowOnMount({ toasts }: { toasts: ToastOptions[] }) {
  useEffect(() => {
    toasts.forEach(showToast);
    return clearToasts;
  }, [toasts]);
  return null;
}

type ToasterStoryArgs = { label: string; closeLabel: string; toasts: ToastOptions[] };

const meta = {
  title: 'UI/Feedback/Toaster',
  render: ({ label, closeLabel, toasts }) => (
    <>
      <Toaster label={label} closeLabel={closeLabel} />
      <ShowOnMount toasts={toasts} />
    </>
  ),
} satisfies Meta<ToasterStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = { label: 'الإشعارات', closeLabel: 'إغلاق' };
const english = { label: 'Notifications', closeLabel: 'Close' };

// Toasts slide and fade in; axe measures contrast after play, so play waits until they settle.
async function findSettledToast(text: string) {
  const toast = (await screen.findByText(text)).closest('[data-sonner-toast]') as HTMLElement;
  await waitFor(() => expect(getComputedStyle(toast).opacity).toBe('1'));
  return toast;
}

export const SeveritiesArabic: Story = {
  args: {
    ...arabic,
    toasts: [
      { severity: 'info', message: 'تم تحديث بيانات المحفظة.' },
      { severity: 'warning', message: 'ستنتهي جلستك قريباً.' },
      { severity: 'error', message: 'حدث خطأ!' },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const region = screen.getByRole('region', { name: 'الإشعارات' });
    const toast = await findSettledToast('حدث خطأ!');
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(within(region).getByRole('list')).toHaveAttribute('data-x-position', 'left');
    await expect(toast.getBoundingClientRect().width).toBe(350);
  },
};

export const SeveritiesEnglish: Story = {
  args: {
    ...english,
    toasts: [
      { severity: 'success', message: 'Successfully saved.' },
      { severity: 'info', message: 'Wallet details were updated.' },
      { severity: 'warning', message: 'Your session will expire soon.' },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async () => {
    const toast = await findSettledToast('Your session will expire soon.');
    await expect(toast).toHaveAttribute('data-type', 'warning');
    await expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByRole('list'),
    ).toHaveAttribute('data-x-position', 'right');
  },
};

export const WithTitleArabic: Story = {
  args: {
    ...arabic,
    toasts: [
      {
        severity: 'error',
        title: 'خطأ',
        message: 'الجهة المحددة غير متاحة: شركة سهم المالية',
      },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const toast = await findSettledToast('خطأ');
    const message = within(toast).getByText('الجهة المحددة غير متاحة: شركة سهم المالية');
    await expect(message.closest('.sahm-toast__content')).toHaveStyle({ maxInlineSize: '240px' });
  },
};

export const ClosableEnglish: Story = {
  args: { ...english, toasts: [{ severity: 'success', message: 'Successfully saved.' }] },
  globals: { locale: 'en', direction: 'ltr' },
  play: async () => {
    const toast = await findSettledToast('Successfully saved.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Successfully saved.')).not.toBeInTheDocument());
  },
};

export const StickyNotClosableArabic: Story = {
  args: {
    ...arabic,
    toasts: [
      { severity: 'info', message: 'جارٍ معالجة طلب الاشتراك.', sticky: true, closable: false },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const toast = await findSettledToast('جارٍ معالجة طلب الاشتراك.');
    await expect(within(toast).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ClearedEnglish: Story = {
  args: {
    ...english,
    toasts: [
      { severity: 'info', message: 'First message.' },
      { severity: 'error', message: 'Second message.' },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async () => {
    await findSettledToast('Second message.');
    clearToasts();
    await waitFor(() => expect(screen.queryByText('First message.')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Second message.')).not.toBeInTheDocument());
  },
};

export const TapToDismissEnglish: Story = {
  args: {
    ...english,
    toasts: [
      {
        severity: 'info',
        message: 'Tap to hide this message.',
        closable: false,
        tapToDismiss: true,
        sticky: true,
      },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async () => {
    const toast = await findSettledToast('Tap to hide this message.');
    await expect(within(toast).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(toast);
    await waitFor(() =>
      expect(screen.queryByText('Tap to hide this message.')).not.toBeInTheDocument(),
    );
  },
};

export const NoTapToDismissArabic: Story = {
  args: {
    ...arabic,
    toasts: [{ severity: 'success', message: 'تم الحفظ بنجاح.', sticky: true }],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const toast = await findSettledToast('تم الحفظ بنجاح.');
    // Without tapToDismiss a click on the toast leaves it; its close button removes it.
    await userEvent.click(within(toast).getByText('تم الحفظ بنجاح.'));
    await expect(screen.getByText('تم الحفظ بنجاح.')).toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByText('تم الحفظ بنجاح.')).not.toBeInTheDocument());
  },
};

export const ShortLifeEnglish: Story = {
  args: {
    ...english,
    toasts: [{ severity: 'warning', message: 'Gone in a moment.', life: 600 }],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async () => {
    await screen.findByText('Gone in a moment.');
    await waitFor(() => expect(screen.queryByText('Gone in a moment.')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

export const ContainersArabic: Story = {
  args: {
    ...arabic,
    toasts: [
      { severity: 'info', message: 'رسالة عامة.', sticky: true },
      { severity: 'error', message: 'تعذر تحميل المحفظة.', sticky: true, containerKey: 'wallet' },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  render: ({ label, closeLabel, toasts }) => (
    <>
      <Toaster label={label} closeLabel={closeLabel} />
      <Toaster
        label="إشعارات المحفظة"
        closeLabel={closeLabel}
        containerKey="wallet"
        placement="top"
      />
      <ShowOnMount toasts={toasts} />
    </>
  ),
  play: async () => {
    const wallet = screen.getByRole('region', { name: 'إشعارات المحفظة' });
    const general = screen.getByRole('region', { name: 'الإشعارات' });
    await findSettledToast('تعذر تحميل المحفظة.');
    await findSettledToast('رسالة عامة.');
    // Each toast goes to its own container.
    await expect(within(wallet).getByText('تعذر تحميل المحفظة.')).toBeInTheDocument();
    await expect(within(wallet).queryByText('رسالة عامة.')).not.toBeInTheDocument();
    await expect(within(general).getByText('رسالة عامة.')).toBeInTheDocument();
    await expect(within(wallet).getByRole('list')).toHaveAttribute('data-y-position', 'top');
  },
};

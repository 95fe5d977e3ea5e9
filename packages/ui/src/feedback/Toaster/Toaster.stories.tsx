import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withClock, type StoryClock } from '../../testing/clock';
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

// The same under the fake clock, whose setTimeout findBy… would wait on: a toast shows one tick
// after it reaches Sonner (which renders it from a timer), and the first toast waits for Sonner to
// load, so each try ticks zero milliseconds: time does not move, but a timer set meanwhile runs.
async function settledToastOnClock(clock: StoryClock, text: string) {
  let toast: HTMLElement | undefined;
  await clock.waitFor(async () => {
    await clock.tick(0);
    toast = screen.getByText(text).closest('[data-sonner-toast]') as HTMLElement;
    expect(getComputedStyle(toast).opacity).toBe('1');
  });
  return toast as HTMLElement;
}

/** On the fake clock: the toast stays `life` ms to the millisecond, then leaves. */
const livesFor =
  (text: string, life: number): Story['play'] =>
  ({ mount }) =>
    withClock(mount, async (clock) => {
      const toast = await settledToastOnClock(clock, text);
      await clock.tick(life - 1);
      await expect(toast).toHaveAttribute('data-removed', 'false');
      await clock.tick(1);
      await clock.waitFor(() => expect(toast).toHaveAttribute('data-removed', 'true'));
      // Sonner lets it slide out for 200 ms before taking it from the page.
      await clock.tick(200);
      await clock.waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
    });

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
    // The region comes with Sonner, which the first toast loads.
    const region = await screen.findByRole('region', { name: 'الإشعارات' });
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
      within(await screen.findByRole('region', { name: 'Notifications' })).getByRole('list'),
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

export const WithTitleEnglish: Story = {
  args: {
    ...english,
    toasts: [
      {
        severity: 'error',
        title: 'Error',
        message: 'The selected organisation is not available: Sahm Capital',
      },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async () => {
    const toast = await findSettledToast('Error');
    const message = within(toast).getByText(
      'The selected organisation is not available: Sahm Capital',
    );
    await expect(message.closest('.sahm-toast__content')).toHaveStyle({ maxInlineSize: '240px' });
  },
};

export const ClosableArabic: Story = {
  args: { ...arabic, toasts: [{ severity: 'success', message: 'تم الحفظ بنجاح.' }] },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const toast = await findSettledToast('تم الحفظ بنجاح.');
    await userEvent.click(within(toast).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByText('تم الحفظ بنجاح.')).not.toBeInTheDocument());
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

/** On the fake clock: a sticky toast ignores its `life` and has no close button. */
const staysAndCannotBeClosed =
  (text: string): Story['play'] =>
  ({ mount }) =>
    withClock(mount, async (clock) => {
      const toast = await settledToastOnClock(clock, text);
      await expect(within(toast).queryByRole('button')).not.toBeInTheDocument();
      await clock.tick(60_000);
      await expect(toast).toHaveAttribute('data-removed', 'false');
      await expect(screen.getByText(text)).toBeVisible();
    });

export const StickyNotClosableArabic: Story = {
  args: {
    ...arabic,
    toasts: [
      {
        severity: 'info',
        message: 'جارٍ معالجة طلب الاشتراك.',
        sticky: true,
        life: 1000,
        closable: false,
      },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: staysAndCannotBeClosed('جارٍ معالجة طلب الاشتراك.'),
};

export const StickyNotClosableEnglish: Story = {
  args: {
    ...english,
    toasts: [
      {
        severity: 'info',
        message: 'Your subscription request is being processed.',
        sticky: true,
        life: 1000,
        closable: false,
      },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: staysAndCannotBeClosed('Your subscription request is being processed.'),
};

export const ClearedArabic: Story = {
  args: {
    ...arabic,
    toasts: [
      { severity: 'info', message: 'الرسالة الأولى.' },
      { severity: 'error', message: 'الرسالة الثانية.' },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    await findSettledToast('الرسالة الثانية.');
    clearToasts();
    await waitFor(() => expect(screen.queryByText('الرسالة الأولى.')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('الرسالة الثانية.')).not.toBeInTheDocument());
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

const tapToHide = (message: string): ToastOptions => ({
  severity: 'info',
  message,
  closable: false,
  tapToDismiss: true,
  sticky: true,
});

const hidesOnTap =
  (text: string): Story['play'] =>
  async () => {
    const toast = await findSettledToast(text);
    await expect(within(toast).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(toast);
    await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
  };

export const TapToDismissArabic: Story = {
  args: { ...arabic, toasts: [tapToHide('انقر لإخفاء هذه الرسالة.')] },
  globals: { locale: 'ar', direction: 'rtl' },
  play: hidesOnTap('انقر لإخفاء هذه الرسالة.'),
};

export const TapToDismissEnglish: Story = {
  args: { ...english, toasts: [tapToHide('Tap to hide this message.')] },
  globals: { locale: 'en', direction: 'ltr' },
  play: hidesOnTap('Tap to hide this message.'),
};

// Without tapToDismiss a click on the toast leaves it; its close button removes it.
const staysOnTap =
  (text: string, closeLabel: string): Story['play'] =>
  async () => {
    const toast = await findSettledToast(text);
    await userEvent.click(within(toast).getByText(text));
    await expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: closeLabel }));
    await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
  };

export const NoTapToDismissArabic: Story = {
  args: {
    ...arabic,
    toasts: [{ severity: 'success', message: 'تم الحفظ بنجاح.', sticky: true }],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: staysOnTap('تم الحفظ بنجاح.', 'إغلاق'),
};

export const NoTapToDismissEnglish: Story = {
  args: {
    ...english,
    toasts: [{ severity: 'success', message: 'Successfully saved.', sticky: true }],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: staysOnTap('Successfully saved.', 'Close'),
};

// SPEC §9: a toast without its own life stays 5000 ms.
export const DefaultLifeArabic: Story = {
  args: { ...arabic, toasts: [{ severity: 'info', message: 'تم تحديث بيانات المحفظة.' }] },
  globals: { locale: 'ar', direction: 'rtl' },
  play: livesFor('تم تحديث بيانات المحفظة.', 5000),
};

export const DefaultLifeEnglish: Story = {
  args: { ...english, toasts: [{ severity: 'info', message: 'Wallet details were updated.' }] },
  globals: { locale: 'en', direction: 'ltr' },
  play: livesFor('Wallet details were updated.', 5000),
};

export const CustomLifeArabic: Story = {
  args: {
    ...arabic,
    toasts: [{ severity: 'warning', message: 'ستختفي هذه الرسالة بعد لحظات.', life: 1500 }],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: livesFor('ستختفي هذه الرسالة بعد لحظات.', 1500),
};

export const CustomLifeEnglish: Story = {
  args: {
    ...english,
    toasts: [{ severity: 'warning', message: 'Gone in a moment.', life: 1500 }],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: livesFor('Gone in a moment.', 1500),
};

/** Two Toasters: the general one at the bottom, one keyed `wallet` at the top. */
const twoContainers = (walletLabel: string): Story['render'] =>
  function TwoContainers({ label, closeLabel, toasts }) {
    return (
      <>
        <Toaster label={label} closeLabel={closeLabel} />
        <Toaster
          label={walletLabel}
          closeLabel={closeLabel}
          containerKey="wallet"
          placement="top"
        />
        <ShowOnMount toasts={toasts} />
      </>
    );
  };

/** Each toast goes to its own container. */
const eachInItsContainer =
  (labels: { general: string; wallet: string }, general: string, wallet: string): Story['play'] =>
  async () => {
    const walletRegion = await screen.findByRole('region', { name: labels.wallet });
    const generalRegion = await screen.findByRole('region', { name: labels.general });
    await findSettledToast(wallet);
    await findSettledToast(general);
    await expect(within(walletRegion).getByText(wallet)).toBeInTheDocument();
    await expect(within(walletRegion).queryByText(general)).not.toBeInTheDocument();
    await expect(within(generalRegion).getByText(general)).toBeInTheDocument();
    await expect(within(walletRegion).getByRole('list')).toHaveAttribute('data-y-position', 'top');
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
  render: twoContainers('إشعارات المحفظة'),
  play: eachInItsContainer(
    { general: 'الإشعارات', wallet: 'إشعارات المحفظة' },
    'رسالة عامة.',
    'تعذر تحميل المحفظة.',
  ),
};

export const ContainersEnglish: Story = {
  args: {
    ...english,
    toasts: [
      { severity: 'info', message: 'A general message.', sticky: true },
      {
        severity: 'error',
        message: 'The wallet could not be loaded.',
        sticky: true,
        containerKey: 'wallet',
      },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  render: twoContainers('Wallet notifications'),
  play: eachInItsContainer(
    { general: 'Notifications', wallet: 'Wallet notifications' },
    'A general message.',
    'The wallet could not be loaded.',
  ),
};

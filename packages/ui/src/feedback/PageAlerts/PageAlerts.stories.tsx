import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageAlerts, type PageAlertsProps } from './PageAlerts';

// The portal keeps the list; dismissing removes the alert.
function PageAlertsDemo(args: PageAlertsProps) {
  const [alerts, setAlerts] = useState(args.alerts);
  return (
    <main style={{ padding: 'var(--space-4)' }}>
      <PageAlerts
        {...args}
        alerts={alerts}
        onDismiss={(id) => {
          args.onDismiss(id);
          setAlerts((current) => current.filter((alert) => alert.id !== id));
        }}
      />
    </main>
  );
}

const meta = {
  title: 'UI/Feedback/PageAlerts',
  component: PageAlerts,
  render: PageAlertsDemo,
  args: { onDismiss: fn() },
} satisfies Meta<typeof PageAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabicLabels = { info: 'معلومة', success: 'نجاح', warning: 'تحذير', error: 'خطأ' };
const englishLabels = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

export const AllTypesArabic: Story = {
  args: {
    typeLabels: arabicLabels,
    dismissLabel: 'إخفاء التنبيه',
    alerts: [
      { id: 'info', type: 'info', message: 'تم تحديث الشروط والأحكام.' },
      { id: 'success', type: 'success', title: 'تم', message: 'تم حفظ بيانات المستثمر.' },
      { id: 'warning', type: 'warning', message: 'تسجيلك غير مكتمل. أكمله لتبدأ الاستثمار.' },
      { id: 'error', type: 'error', title: 'خطأ', message: 'تعذر تحميل بيانات المحفظة.' },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    // Each type is told by an icon with a text alternative, not by colour alone.
    await expect(canvas.getAllByRole('alert')[1]).toHaveTextContent('خطأ');
    const dismissButtons = canvas.getAllByRole('button', { name: 'إخفاء التنبيه' });
    await expect(dismissButtons).toHaveLength(4);
    dismissButtons[1]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('success');
    await expect(canvas.queryByText('تم حفظ بيانات المستثمر.')).not.toBeInTheDocument();
    // Focus moves on to the next alert's button rather than being lost.
    await expect(canvas.getAllByRole('button', { name: 'إخفاء التنبيه' })[1]).toHaveFocus();
  },
};

export const AllTypesEnglish: Story = {
  args: {
    typeLabels: englishLabels,
    dismissLabel: 'Dismiss alert',
    alerts: [
      { id: 'info', type: 'info', message: 'The terms and conditions were updated.' },
      { id: 'success', type: 'success', message: 'Investor details were saved.' },
      {
        id: 'warning',
        type: 'warning',
        title: 'Registration incomplete',
        message: 'Complete your registration to start investing.',
      },
      { id: 'error', type: 'error', message: 'Wallet details could not be loaded.' },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [, , , last] = canvas.getAllByRole('button', { name: 'Dismiss alert' });
    await userEvent.click(last as HTMLElement);
    await expect(args.onDismiss).toHaveBeenCalledWith('error');
    // The last one gone, focus goes to the one before.
    await expect(canvas.getAllByRole('button', { name: 'Dismiss alert' })[2]).toHaveFocus();
  },
};

export const NotDismissibleArabic: Story = {
  args: {
    typeLabels: arabicLabels,
    dismissLabel: 'إخفاء التنبيه',
    alerts: [
      {
        id: 'maintenance',
        type: 'warning',
        title: 'صيانة مجدولة',
        message: 'تتوقف الاشتراكات يوم الجمعة من 01:00 إلى 03:00.',
        dismissible: false,
      },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('صيانة مجدولة');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NotDismissibleEnglish: Story = {
  args: {
    typeLabels: englishLabels,
    dismissLabel: 'Dismiss alert',
    alerts: [
      {
        id: 'maintenance',
        type: 'warning',
        title: 'Scheduled maintenance',
        message: 'Subscriptions pause on Friday from 01:00 to 03:00.',
        dismissible: false,
      },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Scheduled maintenance');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongMessageArabic: Story = {
  args: {
    typeLabels: arabicLabels,
    dismissLabel: 'إخفاء التنبيه',
    alerts: [
      {
        id: 'long',
        type: 'info',
        title: 'تحديث مهم',
        message:
          'نود إعلامكم بأنه سيتم تحديث سياسة الخصوصية والشروط والأحكام الخاصة بالمنصة، ويرجى مراجعتها قبل الاشتراك في أي فرصة استثمارية جديدة. '.repeat(
            3,
          ),
      },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(getComputedStyle(status).textAlign).toBe('start');
    const button = within(status).getByRole('button', { name: 'إخفاء التنبيه' });
    // The dismiss button sits at the inline end: the left in right-to-left.
    await expect(button.getBoundingClientRect().left).toBeLessThan(
      status.getBoundingClientRect().left + 60,
    );
  },
};

export const LongMessageEnglish: Story = {
  args: {
    typeLabels: englishLabels,
    dismissLabel: 'Dismiss alert',
    alerts: [
      {
        id: 'long',
        type: 'info',
        title: 'Important update',
        message:
          'The platform’s privacy policy and terms and conditions are being updated; please review them before subscribing to any new investment opportunity. '.repeat(
            3,
          ),
      },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(getComputedStyle(status).textAlign).toBe('start');
    const button = within(status).getByRole('button', { name: 'Dismiss alert' });
    // The dismiss button sits at the inline end: the right in left-to-right.
    await expect(button.getBoundingClientRect().right).toBeGreaterThan(
      status.getBoundingClientRect().right - 60,
    );
  },
};

export const EmptyArabic: Story = {
  args: { typeLabels: arabicLabels, dismissLabel: 'إخفاء التنبيه', alerts: [] },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sahm-page-alerts')).toBeNull();
  },
};

export const EmptyEnglish: Story = {
  args: { typeLabels: englishLabels, dismissLabel: 'Dismiss alert', alerts: [] },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sahm-page-alerts')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { backdropOf, findOpenDialog } from '../../testing/dialogs';
import { useCountdown } from './countdown';
import { IdleSessionDialog, type IdleSessionDialogProps } from './IdleSessionDialog';

const meta = {
  title: 'UI/Overlays/IdleSessionDialog',
  component: IdleSessionDialog,
  args: { open: true, onLogout: fn(), onContinue: fn() },
  parameters: {
    // Opens over whatever page is below; the dialog itself is not page content.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof IdleSessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = {
  title: 'تنبيه انتهاء الجلسة',
  formatMessage: (remaining: string) => `ستنتهي جلستك بسبب عدم النشاط خلال ${remaining}.`,
  logoutLabel: 'تسجيل الخروج',
  continueLabel: 'متابعة',
};
const english = {
  title: 'Your session is about to expire',
  formatMessage: (remaining: string) => `You will be logged out for inactivity in ${remaining}.`,
  logoutLabel: 'Log Out',
  continueLabel: 'Continue',
};

export const OneMinuteLeftArabic: Story = {
  args: { ...arabic, remainingSeconds: 60 },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('تنبيه انتهاء الجلسة', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription('ستنتهي جلستك بسبب عدم النشاط خلال 1:00.');
    await expect(within(dialog).getByRole('button', { name: 'متابعة' })).toHaveFocus();
    // A click beside it decides nothing; Escape means Continue.
    await userEvent.click(backdropOf(dialog));
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const FewSecondsLeftEnglish: Story = {
  args: { ...english, remainingSeconds: 9 },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Your session is about to expire', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'You will be logged out for inactivity in 0:09.',
    );
    const logout = within(dialog).getByRole('button', { name: 'Log Out' });
    const keep = within(dialog).getByRole('button', { name: 'Continue' });
    await expect(keep).toHaveFocus();
    await userEvent.tab();
    await expect(logout).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(keep).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const ContinueByEnterEnglish: Story = {
  args: { ...english, remainingSeconds: 45 },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    await findOpenDialog('Your session is about to expire', 'alertdialog');
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

// With the real clock: the countdown ticks each second and logs out at zero. Short, so the test is.
function LiveCountdown(args: IdleSessionDialogProps) {
  const remaining = useCountdown(2, args.open, args.onLogout);
  return <IdleSessionDialog {...args} remainingSeconds={remaining} />;
}

export const LiveCountdownArabic: Story = {
  args: { ...arabic, remainingSeconds: 2 },
  globals: { locale: 'ar', direction: 'rtl' },
  render: LiveCountdown,
  play: async ({ args }) => {
    const dialog = await findOpenDialog('تنبيه انتهاء الجلسة', 'alertdialog');
    await expect(dialog).toHaveTextContent('0:02');
    await waitFor(() => expect(dialog).toHaveTextContent('0:01'), { timeout: 1500 });
    await waitFor(() => expect(dialog).toHaveTextContent('0:00'), { timeout: 1500 });
    await waitFor(() => expect(args.onLogout).toHaveBeenCalled());
  },
};

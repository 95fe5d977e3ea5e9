import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within, type Mock } from 'storybook/test';
import { withClock } from '../../testing/clock';
import { backdropOf, findOpenDialog, runningAnimations } from '../../testing/dialogs';
import { formatCountdown, useCountdown } from './countdown';
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

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof AR | typeof EN;

const TEXTS = {
  ar: {
    title: 'تنبيه انتهاء الجلسة',
    formatMessage: (remaining: string) => `ستنتهي جلستك بسبب عدم النشاط خلال ${remaining}.`,
    logoutLabel: 'تسجيل الخروج',
    continueLabel: 'متابعة',
  },
  en: {
    title: 'Your session is about to expire',
    formatMessage: (remaining: string) => `You will be logged out for inactivity in ${remaining}.`,
    logoutLabel: 'Log Out',
    continueLabel: 'Continue',
  },
};

function oneMinuteLeftStory(globals: Globals): Story {
  const texts = TEXTS[globals.locale];
  return {
    args: { ...texts, remainingSeconds: 60 },
    globals,
    play: async ({ args }) => {
      const dialog = await findOpenDialog(texts.title, 'alertdialog');
      await expect(dialog).toHaveAccessibleDescription(texts.formatMessage('1:00'));
      await expect(within(dialog).getByRole('button', { name: texts.continueLabel })).toHaveFocus();
      // A click beside it decides nothing; Escape means Continue.
      await userEvent.click(backdropOf(dialog));
      await expect(args.onContinue).not.toHaveBeenCalled();
      await expect(args.onLogout).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
      await expect(args.onContinue).toHaveBeenCalledOnce();
      await expect(args.onLogout).not.toHaveBeenCalled();
    },
  };
}

export const OneMinuteLeftArabic = oneMinuteLeftStory(AR);
export const OneMinuteLeftEnglish = oneMinuteLeftStory(EN);

function fewSecondsLeftStory(globals: Globals): Story {
  const texts = TEXTS[globals.locale];
  return {
    args: { ...texts, remainingSeconds: 9 },
    globals,
    play: async ({ args }) => {
      const dialog = await findOpenDialog(texts.title, 'alertdialog');
      await expect(dialog).toHaveAccessibleDescription(texts.formatMessage('0:09'));
      const logout = within(dialog).getByRole('button', { name: texts.logoutLabel });
      const keep = within(dialog).getByRole('button', { name: texts.continueLabel });
      await expect(keep).toHaveFocus();
      // Focus stays trapped between the two answers, both ways round.
      await userEvent.tab();
      await expect(logout).toHaveFocus();
      await userEvent.tab();
      await expect(keep).toHaveFocus();
      await userEvent.tab({ shift: true });
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
}

export const FewSecondsLeftArabic = fewSecondsLeftStory(AR);
export const FewSecondsLeftEnglish = fewSecondsLeftStory(EN);

function continueByEnterStory(globals: Globals): Story {
  const texts = TEXTS[globals.locale];
  return {
    args: { ...texts, remainingSeconds: 45 },
    globals,
    play: async ({ args }) => {
      await findOpenDialog(texts.title, 'alertdialog');
      await userEvent.keyboard('{Enter}');
      await expect(args.onContinue).toHaveBeenCalledOnce();
      await expect(args.onLogout).not.toHaveBeenCalled();
    },
  };
}

export const ContinueByEnterArabic = continueByEnterStory(AR);
export const ContinueByEnterEnglish = continueByEnterStory(EN);

// The countdown as the portal runs it (useCountdown), from 1:05 so the minute rolls over.
function LiveCountdown(args: IdleSessionDialogProps) {
  const remaining = useCountdown(args.remainingSeconds, args.open, args.onLogout);
  return <IdleSessionDialog {...args} remainingSeconds={remaining} />;
}

/** On the fake clock: m:ss each second, from the start down to 0:00, and one logout at zero. */
function liveCountdownStory(globals: Globals): Story {
  const texts = TEXTS[globals.locale];
  return {
    args: { ...texts, remainingSeconds: 65 },
    globals,
    render: LiveCountdown,
    play: ({ mount, args }) =>
      withClock(mount, async (clock) => {
        const dialog = () => screen.getByRole('alertdialog', { name: texts.title });
        const shows = (left: number) =>
          clock.waitFor(() =>
            expect(dialog()).toHaveAccessibleDescription(
              texts.formatMessage(formatCountdown(left)),
            ),
          );
        for (let left = args.remainingSeconds; left > 0; left -= 1) {
          await shows(left);
          // Nothing changes within the second, and nobody is logged out before zero.
          await clock.tick(999);
          await shows(left);
          await expect(args.onLogout).not.toHaveBeenCalled();
          await clock.tick(1);
        }
        await shows(0);
        // Not "once": Storybook 10 runs a story's effects twice (storybook#33584), so two countdowns.
        await expect(args.onLogout).toHaveBeenCalled();
        // Zero is the end: the clock running on changes nothing and logs out no more.
        const logouts = (args.onLogout as Mock).mock.calls.length;
        await clock.tick(5000);
        await shows(0);
        await expect(args.onLogout).toHaveBeenCalledTimes(logouts);
        await expect(args.onContinue).not.toHaveBeenCalled();
        await clock.waitFor(() => expect(runningAnimations()).toEqual([]));
      }),
  };
}

export const LiveCountdownArabic = liveCountdownStory(AR);
export const LiveCountdownEnglish = liveCountdownStory(EN);

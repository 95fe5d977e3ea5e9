import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogsClosed, findOpenDialog } from '../../testing/dialogs';
import type { ConfirmationOutcome } from './Confirmation.variants';
import { ConfirmationHost, useConfirmation, type ConfirmationHostProps } from './ConfirmationHost';
import { createConfirmationStore, type ConfirmationRequest } from './confirmation-store';

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

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof AR | typeof EN;

const hostOf = (globals: Globals) => (globals === AR ? arabicHost : englishHost);

type TitledRequest = ConfirmationRequest & { title: string };

function queuedStory(
  globals: Globals,
  triggerLabel: string,
  requests: [TitledRequest, TitledRequest],
): Story {
  const host = hostOf(globals);
  return {
    args: { ...host, triggerLabel, requests },
    globals,
    play: async ({ canvasElement, args }) => {
      const trigger = within(canvasElement).getByRole('button', { name: triggerLabel });
      await userEvent.click(trigger);
      // Two requests, one dialog at a time, first in first out.
      const first = await findOpenDialog(requests[0].title, 'alertdialog');
      await expect(within(first).getByText(host.severityLabels.warning)).toBeInTheDocument();
      await userEvent.click(within(first).getByRole('button', { name: host.yesText }));
      await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('confirm'));
      const second = await findOpenDialog(requests[1].title, 'alertdialog');
      await expect(within(second).getByRole('button', { name: host.cancelText })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(args.onOutcome).toHaveBeenLastCalledWith('dismiss'));
      await expect(args.onOutcome).toHaveBeenCalledTimes(2);
      await dialogsClosed();
      await waitFor(() => expect(trigger).toHaveFocus());
    },
  };
}

export const QueuedArabic = queuedStory(AR, 'تسجيل الخروج', [
  { title: 'تسجيل الخروج؟', message: 'ستحتاج إلى تسجيل الدخول مجدداً.', severity: 'warning' },
  { title: 'حفظ التفضيلات؟', message: 'احفظ لغة الواجهة لهذا الجهاز.' },
]);
export const QueuedEnglish = queuedStory(EN, 'Log out', [
  { title: 'Log out?', message: 'You will need to sign in again.', severity: 'warning' },
  { title: 'Save preferences?', message: 'Keep the interface language on this device.' },
]);

function optionsStory(
  globals: Globals,
  texts: { trigger: string; title: string; message: string; close: string },
): Story {
  return {
    args: {
      ...hostOf(globals),
      triggerLabel: texts.trigger,
      requests: [
        {
          title: texts.title,
          message: texts.message,
          severity: 'error',
          options: { hideCancelBtn: true, yesText: texts.close, dismissible: false },
        },
      ],
    },
    globals,
    play: async ({ canvasElement, args }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: texts.trigger }));
      const dialog = await findOpenDialog(texts.title, 'alertdialog');
      await expect(
        within(dialog)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([texts.close]);
      // Not dismissible: Escape leaves it open; Enter answers with its only button.
      await userEvent.keyboard('{Escape}');
      await expect(args.onOutcome).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('confirm'));
      await expect(args.onOutcome).toHaveBeenCalledOnce();
      await dialogsClosed();
    },
  };
}

export const OptionsArabic = optionsStory(AR, {
  trigger: 'تحميل المحفظة',
  title: 'حدث خطأ!',
  message: 'لم يرسل الخادم تفاصيل الخطأ.',
  close: 'إغلاق',
});
export const OptionsEnglish = optionsStory(EN, {
  trigger: 'Load wallet',
  title: 'An error has occurred!',
  message: 'Error detail not sent by server.',
  close: 'Close',
});

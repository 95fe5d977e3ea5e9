import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  backdropOf,
  dialogsClosed,
  findOpenDialog,
  scrollingAncestorOf,
} from '../../testing/dialogs';
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

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof AR | typeof EN;

const arabic = { cancelText: 'إلغاء', yesText: 'نعم' };
const english = { cancelText: 'Cancel', yesText: 'Yes' };
const buttons = (globals: Globals) => (globals === AR ? arabic : english);

type Texts = { iconLabel: string; title: string; message: string };

function questionStory(globals: Globals, texts: Texts): Story {
  const { cancelText, yesText } = buttons(globals);
  return {
    args: { ...buttons(globals), ...texts },
    globals,
    play: async ({ args }) => {
      const dialog = await findOpenDialog(texts.title, 'alertdialog');
      await expect(dialog).toHaveAccessibleDescription(texts.message);
      await expect(within(dialog).getByText(texts.iconLabel)).toBeInTheDocument();
      // Focus starts on Cancel and Tab cycles inside the dialog.
      const cancel = within(dialog).getByRole('button', { name: cancelText });
      const yes = within(dialog).getByRole('button', { name: yesText });
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
}

export const QuestionArabic = questionStory(AR, {
  iconLabel: 'سؤال',
  title: 'هل أنت متأكد؟',
  message: 'سيتم حذف الحساب البنكي المسجل.',
});
export const QuestionEnglish = questionStory(EN, {
  iconLabel: 'Question',
  title: 'Are you sure?',
  message: 'The registered bank account will be deleted.',
});

function infoStory(globals: Globals, texts: Texts & { trigger: string }): Story {
  const { trigger: triggerName, ...dialogTexts } = texts;
  return {
    args: { ...buttons(globals), open: false, severity: 'info', ...dialogTexts },
    globals,
    play: async ({ canvasElement, args }) => {
      const trigger = within(canvasElement).getByRole('button', { name: triggerName });
      await userEvent.click(trigger);
      const dialog = await findOpenDialog(texts.title, 'alertdialog');
      await expect(within(dialog).getByText(texts.iconLabel)).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await expect(args.onResolve).toHaveBeenCalledOnce();
      await expect(args.onResolve).toHaveBeenCalledWith('dismiss');
      await dialogsClosed();
      // Focus returns to what opened the dialog.
      await waitFor(() => expect(trigger).toHaveFocus());
    },
  };
}

export const InfoArabic = infoStory(AR, {
  trigger: 'حذف الحساب البنكي',
  iconLabel: 'معلومة',
  title: 'حذف الحساب البنكي؟',
  message: 'ستكتمل التحويلات الجارية.',
});
export const InfoEnglish = infoStory(EN, {
  trigger: 'Delete bank account',
  iconLabel: 'Information',
  title: 'Delete bank account?',
  message: 'Transfers in progress will still complete.',
});

// Success with a single answer: only Yes (here “OK”).
function successStory(
  globals: Globals,
  texts: Omit<Texts, 'message'> & { yesText: string },
): Story {
  const { cancelText } = buttons(globals);
  return {
    args: { ...buttons(globals), severity: 'success', hideCancelBtn: true, ...texts },
    globals,
    play: async ({ args }) => {
      const dialog = await findOpenDialog(texts.title, 'alertdialog');
      await expect(
        within(dialog).queryByRole('button', { name: cancelText }),
      ).not.toBeInTheDocument();
      await expect(within(dialog).getByRole('button', { name: texts.yesText })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onResolve).toHaveBeenCalledWith('confirm');
      await dialogsClosed();
    },
  };
}

export const SuccessArabic = successStory(AR, {
  yesText: 'حسناً',
  iconLabel: 'تم بنجاح',
  title: 'تم الحفظ بنجاح',
});
export const SuccessEnglish = successStory(EN, {
  yesText: 'OK',
  iconLabel: 'Success',
  title: 'Saved successfully',
});

function warningStory(globals: Globals, texts: Texts): Story {
  return {
    args: { ...buttons(globals), severity: 'warning', ...texts },
    globals,
    play: async ({ args }) => {
      const dialog = await findOpenDialog(texts.title, 'alertdialog');
      await userEvent.click(backdropOf(dialog));
      await expect(args.onResolve).toHaveBeenCalledOnce();
      await expect(args.onResolve).toHaveBeenCalledWith('dismiss');
      await dialogsClosed();
    },
  };
}

export const WarningArabic = warningStory(AR, {
  iconLabel: 'تحذير',
  title: 'المغادرة دون حفظ؟',
  message: 'ستفقد التغييرات على ملف المستثمر.',
});
export const WarningEnglish = warningStory(EN, {
  iconLabel: 'Warning',
  title: 'Leave without saving?',
  message: 'Your changes to the investor profile will be lost.',
});

// Without a title: the severity names the dialog.
function errorStory(globals: Globals, texts: Omit<Texts, 'title'>): Story {
  const { cancelText } = buttons(globals);
  return {
    args: { ...buttons(globals), severity: 'error', ...texts },
    globals,
    play: async ({ args }) => {
      const dialog = await findOpenDialog(texts.iconLabel, 'alertdialog');
      await expect(dialog).toHaveAccessibleDescription(texts.message);
      await userEvent.click(within(dialog).getByRole('button', { name: cancelText }));
      await expect(args.onResolve).toHaveBeenCalledOnce();
      await expect(args.onResolve).toHaveBeenCalledWith('reject');
      await dialogsClosed();
    },
  };
}

export const ErrorArabic = errorStory(AR, {
  iconLabel: 'خطأ',
  message: 'حدث خطأ! لم يرسل الخادم تفاصيل الخطأ.',
});
export const ErrorEnglish = errorStory(EN, {
  iconLabel: 'Error',
  message: 'An error has occurred! The server sent no details.',
});

function notDismissibleStory(globals: Globals, texts: Omit<Texts, 'message'>): Story {
  const { cancelText } = buttons(globals);
  return {
    args: { ...buttons(globals), severity: 'warning', dismissible: false, ...texts },
    globals,
    play: async ({ args }) => {
      const dialog = await findOpenDialog(texts.title, 'alertdialog');
      await userEvent.keyboard('{Escape}');
      await userEvent.click(backdropOf(dialog));
      await expect(args.onResolve).not.toHaveBeenCalled();
      await expect(dialog).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: cancelText }));
      await expect(args.onResolve).toHaveBeenCalledOnce();
      await expect(args.onResolve).toHaveBeenCalledWith('reject');
      await dialogsClosed();
    },
  };
}

export const NotDismissibleArabic = notDismissibleStory(AR, {
  iconLabel: 'تحذير',
  title: 'الموافقة على الشروط والأحكام الجديدة؟',
});
export const NotDismissibleEnglish = notDismissibleStory(EN, {
  iconLabel: 'Warning',
  title: 'Accept the new terms and conditions?',
});

function noButtonsStory(globals: Globals, texts: Texts): Story {
  return {
    args: {
      ...buttons(globals),
      severity: 'info',
      hideCancelBtn: true,
      hideYesBtn: true,
      ...texts,
    },
    globals,
    play: async ({ args }) => {
      const dialog = await findOpenDialog(texts.title, 'alertdialog');
      await expect(within(dialog).queryAllByRole('button')).toHaveLength(0);
      await expect(dialog).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(args.onResolve).toHaveBeenCalledWith('dismiss');
      await dialogsClosed();
    },
  };
}

export const NoButtonsArabic = noButtonsStory(AR, {
  iconLabel: 'معلومة',
  title: 'جارٍ تحديث بيانات المحفظة',
  message: 'اضغط مفتاح الهروب للإغلاق.',
});
export const NoButtonsEnglish = noButtonsStory(EN, {
  iconLabel: 'Information',
  title: 'Updating the wallet details',
  message: 'Press Escape to close.',
});

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
  globals: EN,
  play: async () => {
    const dialog = await findOpenDialog('An error has occurred!', 'alertdialog');
    // SPEC §2: 450 px wide, 90vw under 500 px.
    const expected = Math.min(450, window.innerWidth * 0.9);
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(expected, 0);
    // The dialog scrolls as a whole inside the backdrop; the button stays reachable.
    const scroller = scrollingAncestorOf(dialog);
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
  globals: AR,
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

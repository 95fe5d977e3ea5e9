import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  createConfirmationStore,
  useConfirmation,
  type ConfirmationOutcome,
  type ConfirmationStore,
} from '../../feedback/Confirmation';
import { dialogsClosed, findOpenDialog } from '../../testing/dialogs';
import { EmptyLayout, type EmptyLayoutProps } from './EmptyLayout';

function AskButton({
  store,
  label,
  title,
  onOutcome,
}: {
  store: ConfirmationStore;
  label: string;
  title: string;
  onOutcome: (outcome: ConfirmationOutcome) => void;
}) {
  const confirm = useConfirmation(store);
  return (
    <Button highContrast onClick={() => confirm({ title, severity: 'neutral' }).then(onOutcome)}>
      {label}
    </Button>
  );
}

type EmptyLayoutStoryArgs = Omit<EmptyLayoutProps, 'children'> & {
  heading: string;
  body: string;
  askLabel: string;
  askTitle: string;
  onOutcome: (outcome: ConfirmationOutcome) => void;
};

function EmptyLayoutDemo({
  heading,
  body,
  askLabel,
  askTitle,
  onOutcome,
  confirmation,
}: EmptyLayoutStoryArgs) {
  const [store] = useState(createConfirmationStore);
  return (
    <EmptyLayout confirmation={{ ...confirmation, store }}>
      <Heading as="h1">{heading}</Heading>
      <Text as="p" my="3">
        {body}
      </Text>
      <AskButton store={store} label={askLabel} title={askTitle} onOutcome={onOutcome} />
    </EmptyLayout>
  );
}

const meta = {
  title: 'UI/Layout/EmptyLayout',
  render: EmptyLayoutDemo,
  args: { onOutcome: fn() },
} satisfies Meta<EmptyLayoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultArabic: Story = {
  args: {
    heading: 'إتمام الدفع',
    body: 'جارٍ تحويلك إلى بوابة الدفع.',
    askLabel: 'إلغاء الدفع',
    askTitle: 'هل تريد إلغاء الدفع؟',
    confirmation: {
      cancelText: 'إلغاء',
      yesText: 'نعم',
      severityLabels: {
        neutral: 'سؤال',
        info: 'معلومة',
        success: 'نجاح',
        warning: 'تحذير',
        error: 'خطأ',
      },
    },
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1 }),
    );
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'إلغاء الدفع' }));
    await findOpenDialog('هل تريد إلغاء الدفع؟', 'alertdialog');
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('confirm'));
    await expect(args.onOutcome).toHaveBeenCalledOnce();
    await dialogsClosed();
  },
};

export const DefaultEnglish: Story = {
  args: {
    heading: 'Complete payment',
    body: 'You are being redirected to the payment gateway.',
    askLabel: 'Cancel payment',
    askTitle: 'Cancel the payment?',
    confirmation: {
      cancelText: 'Cancel',
      yesText: 'Yes',
      severityLabels: {
        neutral: 'Question',
        info: 'Information',
        success: 'Success',
        warning: 'Warning',
        error: 'Error',
      },
    },
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel payment' }));
    await findOpenDialog('Cancel the payment?', 'alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('reject'));
    await expect(args.onOutcome).toHaveBeenCalledOnce();
    await dialogsClosed();
  },
};

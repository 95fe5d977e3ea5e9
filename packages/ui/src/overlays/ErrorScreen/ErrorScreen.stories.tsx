import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@radix-ui/themes';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { routerNavigate } from '../../testing/story-actions';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'UI/Overlays/ErrorScreen',
  component: ErrorScreen,
  args: { onClose: fn(), onNavigate: routerNavigate() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundArabic: Story = {
  args: {
    status: 404,
    title: 'لم يتم العثور على المورد!',
    details: 'تعذر العثور على المورد المطلوب على الخادم.',
    homeHref: '/',
    homeLabel: 'الرئيسية',
    closeLabel: 'إغلاق',
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'لم يتم العثور على المورد!' });
    await expect(dialog).toHaveAccessibleDescription('تعذر العثور على المورد المطلوب على الخادم.');
    await expect(within(dialog).getByText('[404]')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute(
      'href',
      '/',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const NotFoundEnglish: Story = {
  args: {
    status: 404,
    title: 'Resource not found!',
    details: 'The resource requested could not found on the server.',
    homeHref: '/',
    homeLabel: 'Home',
    closeLabel: 'Close',
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Resource not found!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/', expect.anything());
  },
};

export const NetworkErrorArabic: Story = {
  args: {
    status: 0,
    title: 'حدث خطأ!',
    details: 'Http failure response for https://api.sahm.example/api/app/investor: 0 Unknown Error',
    closeLabel: 'إغلاق',
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'حدث خطأ!' });
    await expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toHaveFocus();
  },
};

export const NetworkErrorEnglish: Story = {
  args: {
    status: 0,
    title: 'An error has occurred!',
    details: 'Http failure response for https://api.sahm.example/api/app/investor: 0 Unknown Error',
    closeLabel: 'Close',
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'An error has occurred!' });
    await expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongDetailsArabic: Story = {
  args: {
    status: 500,
    title: 'خطأ داخلي في الخادم',
    details: Array.from(
      { length: 40 },
      (_, line) => `السطر ${line + 1}: لم يرسل الخادم تفاصيل الخطأ، يرجى المحاولة لاحقاً.`,
    ).join('\n'),
    homeHref: '/',
    homeLabel: 'الرئيسية',
    closeLabel: 'إغلاق',
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'خطأ داخلي في الخادم' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

export const LongDetailsEnglish: Story = {
  args: {
    status: 500,
    title: 'Internal server error',
    details: 'Error detail not sent by server. '.repeat(60),
    homeHref: '/',
    homeLabel: 'Home',
    closeLabel: 'Close',
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Internal server error' });
  },
};

export const MarkupShownAsTextArabic: Story = {
  args: {
    status: '<b>403</b>',
    title: '<img src=x onerror="alert(1)">غير مصرح لك!',
    details: '<script>alert("details")</script>',
    closeLabel: 'إغلاق',
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // The server's words are text, never markup: nothing in them runs or renders as HTML.
    await expect(within(dialog).getByText('[<b>403</b>]')).toBeVisible();
    await expect(within(dialog).getByText('<script>alert("details")</script>')).toBeVisible();
    await expect(dialog.querySelector('img, script, b')).toBeNull();
  },
};

export const MarkupShownAsTextEnglish: Story = {
  args: {
    status: '<b>403</b>',
    title: '<img src=x onerror="alert(1)">You are not authorized!',
    details: '<script>alert("details")</script>',
    closeLabel: 'Close',
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('[<b>403</b>]')).toBeVisible();
    await expect(within(dialog).getByText('<script>alert("details")</script>')).toBeVisible();
    await expect(dialog.querySelector('img, script, b')).toBeNull();
  },
};

export const NotDismissibleArabic: Story = {
  args: {
    status: 401,
    title: 'لم تقم بتسجيل الدخول!',
    details: 'يجب تسجيل الدخول لتنفيذ هذه العملية.',
    homeHref: '/',
    homeLabel: 'الرئيسية',
    closeLabel: 'إغلاق',
    onClose: undefined,
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'لم تقم بتسجيل الدخول!' });
    await expect(within(dialog).queryByRole('button', { name: 'إغلاق' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

export const NotDismissibleEnglish: Story = {
  args: {
    status: 401,
    title: 'You are not logged in!',
    details: 'You should be authenticated (sign in) in order to perform this operation.',
    homeHref: '/',
    homeLabel: 'Home',
    closeLabel: 'Close',
    onClose: undefined,
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'You are not logged in!' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    // The way out is home.
    await userEvent.click(within(dialog).getByRole('link', { name: 'Home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/', expect.anything());
  },
};

// The portal's custom page for a configured status: the same screen with its own picture and words.
const lockIllustration = (
  <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
    <circle cx="48" cy="48" r="46" fill="var(--accent-3)" />
    <rect x="30" y="44" width="36" height="28" rx="4" fill="var(--accent-9)" />
    <path d="M36 44v-8a12 12 0 0 1 24 0v8" fill="none" stroke="var(--accent-9)" strokeWidth="6" />
  </svg>
);

export const CustomScreenArabic: Story = {
  args: {
    status: 403,
    title: 'ليس لديك صلاحية!',
    details: 'لا يسمح لك بتنفيذ هذه العملية.',
    homeHref: '/',
    homeLabel: 'الرئيسية',
    closeLabel: 'إغلاق',
    illustration: lockIllustration,
    children: (
      <Text as="p" size="2">
        إذا كنت تعتقد أن هذا خطأ، تواصل مع مسؤول الجهة.
      </Text>
    ),
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'ليس لديك صلاحية!' });
    await expect(dialog.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await expect(
      within(dialog).getByText('إذا كنت تعتقد أن هذا خطأ، تواصل مع مسؤول الجهة.'),
    ).toBeVisible();
    await expect(within(dialog).getByText('[403]')).toBeVisible();
  },
};

export const CustomScreenEnglish: Story = {
  args: {
    status: 401,
    title: 'You are not authenticated!',
    details: 'You should be authenticated (sign in) in order to perform this operation.',
    homeHref: '/',
    homeLabel: 'Home',
    closeLabel: 'Close',
    illustration: lockIllustration,
    children: (
      <Text as="p" size="2">
        Sign in again to continue where you left off.
      </Text>
    ),
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'You are not authenticated!' });
    await expect(
      within(dialog).getByText('Sign in again to continue where you left off.'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Query } from '@tanstack/react-query';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Heading } from '@radix-ui/themes';
import { NetworkError, useLocalization } from '@sahm/platform';
import { AR, EN, animationsSettled } from '../screens/account/story-helpers';
import { adminStoryBackend, withPortalPlatform } from '../testing/story-platform';
import { HttpErrorPresenter } from './HttpErrorPresenter';
import { createHttpErrorChannel } from './http-errors';
import { RenderFailureBoundary } from './RenderFailureBoundary';
import { ShellContext, useShellServices } from './shell-context';
import { StartupFailure } from './StartupFailure';

/** A screen with a bug: what the boundary catches (a chunk that cannot be fetched fails the same way). */
function BrokenScreen(): never {
  throw new Error('a screen failed to render');
}

const meta = {
  title: 'Portal/Shell/FailurePages',
  component: StartupFailure,
  args: { language: 'ar', onRetry: fn() },
} satisfies Meta<typeof StartupFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Start-up failed: no configuration, so the portal's own texts in the stored language ──

export const StartupFailureArabic: Story = {
  globals: AR,
  args: { language: 'ar' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('main', { name: 'تعذّر تشغيل سهم' })).toBeVisible();
    await expect(page.getByText('تحقّق من اتصالك ثم أعد المحاولة.')).toBeVisible();
    await expect(page.getByRole('main').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(page.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const StartupFailureEnglish: Story = {
  globals: EN,
  args: { language: 'en' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('main', { name: 'Sahm could not start' })).toBeVisible();
    await expect(page.getByRole('main').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.keyboard('{Tab}');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

// ── A page failed to render: the boundary around the route table (ADR 0180) ──

const renderFailure: Story = {
  decorators: [withPortalPlatform],
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  render: () => (
    <RenderFailureBoundary>
      <BrokenScreen />
    </RenderFailureBoundary>
  ),
};

export const RenderFailureArabic: Story = {
  ...renderFailure,
  globals: AR,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'تعذّر عرض هذه الصفحة' }),
    ).toBeVisible();
    await expect(
      page.getByText('أعد تحميل الصفحة للمحاولة مرة أخرى. ما حفظته محفوظ.'),
    ).toBeVisible();
    // Reload would reload the story's frame; its presence and name are what is checked.
    await expect(page.getByRole('button', { name: 'إعادة التحميل' })).toBeEnabled();
  },
};

export const RenderFailureEnglish: Story = {
  ...renderFailure,
  globals: EN,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
};

// ── A request got no response: the page says so in its language (ADR 0141, 0432) ──

/** A page with the shell's error presenter, fed by `errors` instead of the story's query cache. */
function PageWithPresenter({ errors }: { errors: ReturnType<typeof createHttpErrorChannel> }) {
  const services = useShellServices();
  const { t } = useLocalization();
  return (
    <ShellContext.Provider value={{ ...services, errors }}>
      <Heading as="h1">{t('::Menu:Wallet')}</Heading>
      <HttpErrorPresenter />
    </ShellContext.Provider>
  );
}

const NETWORK_TEXTS = {
  ar: {
    title: 'حدث خطأ!',
    details: 'تعذّر الوصول إلى الخادم، فلم يكتمل هذا الإجراء. تحقّق من اتصالك ثم أعد المحاولة.',
    technical: 'تفاصيل تقنية',
    close: 'إغلاق',
  },
  en: {
    title: 'An error has occurred!',
    details:
      'The server could not be reached, so this did not complete. Check your connection, then try again.',
    technical: 'Technical details',
    close: 'Close',
  },
};

function networkErrorStory(globals: typeof AR | typeof EN): Story {
  const errors = createHttpErrorChannel();
  const text = NETWORK_TEXTS[globals.locale];
  return {
    globals,
    decorators: [withPortalPlatform],
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    render: () => <PageWithPresenter errors={errors} />,
    play: async ({ canvasElement }) => {
      // The page is up, so its presenter listens.
      await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 });
      // What Chromium's fetch says offline, as the platform's HTTP client reports it.
      const failure = new NetworkError(new TypeError('Failed to fetch'));
      errors.onQueryError(failure, { meta: undefined } as Query<unknown, unknown, unknown>);
      await screen.findByRole('dialog', { name: text.title }, { timeout: 5000 });
      await animationsSettled();
      const page = screen.getByRole('dialog', { name: text.title });
      await expect(page).toHaveAccessibleDescription(text.details);
      await expect(within(page).queryByRole('link')).not.toBeInTheDocument();
      // The browser's words only as a detail, folded away until asked for.
      const disclosure = within(page).getByText(text.technical);
      await expect(within(page).getByText('Failed to fetch')).not.toBeVisible();
      await userEvent.click(disclosure);
      await expect(within(page).getByText('Failed to fetch')).toBeVisible();
      await expect(within(page).getByRole('button', { name: text.close })).toBeVisible();
    },
  };
}

export const NetworkErrorArabic = networkErrorStory(AR);
export const NetworkErrorEnglish = networkErrorStory(EN);

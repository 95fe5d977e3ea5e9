import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AR, EN } from '../screens/account/story-helpers';
import { adminStoryBackend, withPortalPlatform } from '../testing/story-platform';
import { RenderFailureBoundary } from './RenderFailureBoundary';
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

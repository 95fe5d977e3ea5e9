import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'UI/Feedback/LoadingOverlay',
  component: LoadingOverlay,
  parameters: {
    // Covers whatever page is below; the overlay itself is a status message, not page content.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisibleArabic: Story = {
  args: { visible: true, label: 'جارٍ التحميل…' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('جارٍ التحميل…');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(getComputedStyle(status).position).toBe('fixed');
    await expect(getComputedStyle(status.firstElementChild as Element).borderRadius).toBe('3px');
  },
};

export const VisibleEnglish: Story = {
  args: { visible: true, label: 'Loading…' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const HiddenArabic: Story = {
  args: { visible: false, label: 'جارٍ التحميل…' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const HiddenEnglish: Story = {
  args: { visible: false, label: 'Loading…' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

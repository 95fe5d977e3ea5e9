import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo';

const meta = {
  title: 'UI/Layout/Logo',
  component: Logo,
  parameters: {
    layout: 'centered',
    // A brand mark alone, not a page: it has no landmarks to sit in.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultArabic: Story = {
  args: { label: 'سهم' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'سهم' })).toBeVisible();
  },
};

export const DefaultEnglish: Story = {
  args: { label: 'Sahm' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Sahm' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { platformStoryHandlers, withPortalPlatform } from '../../testing/story-platform';
import { StatusScreen } from './StatusScreen';

const meta = {
  title: 'Portal/Screens/Status',
  component: StatusScreen,
  decorators: [withPortalPlatform],
  parameters: {
    msw: { handlers: platformStoryHandlers },
    portal: { path: '/no-such-page' },
  },
  args: { status: 404 },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findByText('[404]')).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'المورد غير موجود!' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const NotFoundEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findByRole('heading', { name: 'Resource not found!' })).toBeVisible();
    await expect(
      screen.getByText('The resource requested could not found on the server.'),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};

export const ForbiddenArabic: Story = {
  args: { status: 403 },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findByText('[403]')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toBeVisible();
  },
};

export const ForbiddenEnglish: Story = {
  args: { status: 403 },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(
      await screen.findByRole('heading', { name: 'You are not authorized!' }),
    ).toBeVisible();
    await expect(screen.getByText('You are not allowed to perform this operation.')).toBeVisible();
  },
};

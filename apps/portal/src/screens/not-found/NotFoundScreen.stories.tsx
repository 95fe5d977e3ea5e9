import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { platformStoryHandlers, withPortalPlatform } from '../../testing/story-platform';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Portal/Screens/NotFound',
  component: NotFoundScreen,
  decorators: [withPortalPlatform],
  parameters: {
    msw: { handlers: platformStoryHandlers },
    portal: { path: '/no-such-page' },
  },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
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

export const English: Story = {
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import {
  investorStoryBackend,
  platformStoryHandlers,
  storyAuth,
  withPortalPlatform,
  type PortalStoryParameters,
} from '../../testing/story-platform';
import { HomeScreen } from './HomeScreen';

const anonymousAuth = storyAuth(false);

const meta = {
  title: 'Portal/Screens/Home',
  component: HomeScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: platformStoryHandlers },
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (parameters: PortalStoryParameters) => ({ portal: parameters });

export const AnonymousArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: portal({ userId: null, auth: anonymousAuth }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'مرحبًا بك' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(anonymousAuth.login).toHaveBeenCalledTimes(1);
  },
};

export const AnonymousEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: portal({ userId: null, auth: anonymousAuth }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(anonymousAuth.login).toHaveBeenCalledTimes(1);
  },
};

export const SignedInArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: {
    ...portal({ userId: SEEDED_IDS.users.investor }),
    msw: { handlers: investorStoryBackend().handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^أهلًا بعودتك، /,
    );
    await expect(canvas.queryByRole('button', { name: 'تسجيل الدخول' })).toBeNull();
  },
};

export const SignedInEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: {
    ...portal({ userId: SEEDED_IDS.users.investor }),
    msw: { handlers: investorStoryBackend().handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^Welcome back, /,
    );
  },
};

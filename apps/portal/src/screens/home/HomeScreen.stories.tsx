import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { operationPattern } from '@sahm/investor-sdk/mocks';
import {
  investorStoryBackend,
  platformStoryHandlers,
  storyAuth,
  withPortalPlatform,
  type PortalStoryParameters,
} from '../../testing/story-platform';
import { HomeScreen } from './HomeScreen';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;

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

const investor = portal({ userId: SEEDED_IDS.users.investor });

/** The overview while the wallet never answers: three figure cards hold their place. */
export const SignedInLoadingArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: {
    ...investor,
    msw: {
      handlers: [
        http.get(operationPattern('getWallet'), () => new Promise<never>(() => {})),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = await canvas.findByRole('status', { name: 'جارٍ تحميل النظرة العامة' });
    await expect(within(loading).getByText('رصيد المحفظة')).toBeVisible();
    await expect(within(loading).getByText('الاكتتابات القائمة')).toBeVisible();
    // The shortcuts are usable while the figures load.
    await expect(canvas.getByRole('link', { name: 'المحفظة' })).toBeVisible();
  },
};

/** The figures fail once: a labelled alert with Try again, which then loads them. */
function failingWalletOnce() {
  const backend = investorStoryBackend();
  backend.store.failNext('getWallet', 'server-error');
  return backend;
}

export const SignedInErrorEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { ...investor, msw: { handlers: failingWalletOnce().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, { timeout: 5000 });
    await expect(alert).toHaveTextContent('We could not load your overview.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('region', { name: 'Overview' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** An investor who has not finished registering is sent to the wizard, not to figures. */
function registrationIncompleteStory(
  globals: typeof AR | typeof EN,
  texts: { action: string; message: RegExp; overview: string },
): Story {
  return {
    globals,
    parameters: {
      ...portal({ userId: SEEDED_IDS.users.newInvestor }),
      msw: { handlers: investorStoryBackend().handlers },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const action = await canvas.findByRole('link', { name: texts.action }, { timeout: 5000 });
      await expect(action).toHaveAttribute('href', '/complete-reg');
      await expect(canvasElement).toHaveTextContent(texts.message);
      await waitFor(() =>
        expect(canvas.queryByRole('region', { name: texts.overview })).toBeNull(),
      );
    },
  };
}

export const RegistrationIncompleteArabic = registrationIncompleteStory(AR, {
  action: 'إكمال التسجيل',
  message: /أكمل تسجيلك/,
  overview: 'نظرة عامة',
});
export const RegistrationIncompleteEnglish = registrationIncompleteStory(EN, {
  action: 'Complete registration',
  message: /Complete your registration to invest/,
  overview: 'Overview',
});

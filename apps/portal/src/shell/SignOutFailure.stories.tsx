import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '@radix-ui/themes';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useLocalization, type AuthPort } from '@sahm/platform';
import { confirmationStore } from '@sahm/ui';
import { ar, en } from '../i18n/shell-texts';
import { animationsSettled } from '../screens/account/story-helpers';
import { platformStoryHandlers, withPortalPlatform } from '../testing/story-platform';
import { AppLayout } from './AppLayout';
import { RootLayout } from './RootLayout';
import { signOutFailures } from './sign-out-failures';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof AR | typeof EN;

const textsOf = (globals: Globals) => (globals === AR ? ar : en);
const LOGIN = { ar: 'تسجيل الدخول', en: 'Login' };

/** Home, as far as this story needs it: its title. */
function HomePage() {
  const { t } = useLocalization();
  return <Heading as="h1">{t('AbpUi::Home')}</Heading>;
}

/** Signed out already: the session was forgotten here before the provider was asked. */
const signedOut: AuthPort = {
  getAccessToken: () => null,
  isAuthenticated: () => false,
  login: async () => {},
  logout: async () => {},
};

/**
 * A sign-out that forgot the session on this device but could not reach the provider's
 * end-session page (docs/adr/0501): the root layout says so in the page's language, with a retry.
 */
const meta = {
  title: 'Portal/Shell/SignOutFailure',
  component: RootLayout,
  decorators: [withPortalPlatform],
  beforeEach: () => {
    confirmationStore.clear();
    confirmationStore.advance();
    signOutFailures.take();
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: platformStoryHandlers },
    portal: {
      userId: null,
      auth: signedOut,
      path: '/',
      routes: () => [
        {
          element: <RootLayout />,
          children: [{ element: <AppLayout />, children: [{ path: '/', element: <HomePage /> }] }],
        },
      ],
    },
  },
} satisfies Meta<typeof RootLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open confirmation so named, once it has finished opening (not one still closing). */
async function findFailure(name: string) {
  const open = () =>
    screen
      .queryAllByRole('alertdialog', { name })
      .find((dialog) => dialog.getAttribute('data-state') === 'open');
  await waitFor(() => expect(open()).toBeDefined(), { timeout: 5000 });
  await animationsSettled();
  const dialog = open();
  if (!dialog) throw new Error(`The confirmation "${name}" closed again`);
  return dialog;
}

function providerUnreachableStory(globals: Globals): Story {
  const retry = fn(async () => {}).mockName('retry');
  return {
    globals,
    // Reported by the auth once the session is forgotten here (start-portal's wiring).
    beforeEach: () => {
      retry.mockClear();
      signOutFailures.report(new TypeError('Failed to fetch'), retry);
    },
    play: async ({ canvasElement }) => {
      const text = textsOf(globals);
      const failure = await findFailure(text['SignOut:Unreachable:Title']);
      await expect(failure).toHaveAccessibleDescription(text['SignOut:Unreachable:Message']);
      await userEvent.click(within(failure).getByRole('button', { name: text['SignIn:TryAgain'] }));
      await waitFor(() => expect(retry).toHaveBeenCalledOnce());
      // Signed out, as the page shows once the dialog has closed: the navbar offers Login.
      const banner = within(await within(canvasElement).findByRole('banner'));
      await expect(
        await banner.findByRole('button', { name: LOGIN[globals.locale] }, { timeout: 5000 }),
      ).toBeVisible();
    },
  };
}

export const ProviderUnreachableArabic = providerUnreachableStory(AR);
export const ProviderUnreachableEnglish = providerUnreachableStory(EN);

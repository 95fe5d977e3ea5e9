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
import { portalSignIn, reportingSignInFailures, signInFailures } from './sign-in-failures';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof AR | typeof EN;

const textsOf = (globals: Globals) => (globals === AR ? ar : en);
const LOGIN = { ar: 'تسجيل الدخول', en: 'Login' };
const CLOSE = { ar: 'إغلاق', en: 'Close' };

/** Home, as far as this story needs it: its title. */
function HomePage() {
  const { t } = useLocalization();
  return <Heading as="h1">{t('AbpUi::Home')}</Heading>;
}

/** Signed out, with a provider nobody can reach: every sign-in fails as fetch does offline. */
const unreachableProvider = (): AuthPort & { login: ReturnType<typeof fn> } => ({
  getAccessToken: () => null,
  isAuthenticated: () => false,
  login: fn(async () => {
    throw new TypeError('Failed to fetch');
  }).mockName('login'),
  logout: fn(async () => {}).mockName('logout'),
});

/**
 * A sign-in that could not reach the provider, or did not complete (docs/adr/0431): the root
 * layout tells it in the page's language and offers to try again.
 */
const meta = {
  title: 'Portal/Shell/SignInFailure',
  component: RootLayout,
  decorators: [withPortalPlatform],
  beforeEach: () => {
    confirmationStore.clear();
    confirmationStore.advance();
    signInFailures.take();
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: platformStoryHandlers },
  },
} satisfies Meta<typeof RootLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (auth: AuthPort) => ({
  portal: {
    userId: null,
    auth,
    path: '/',
    routes: () => [
      {
        element: <RootLayout />,
        children: [{ element: <AppLayout />, children: [{ path: '/', element: <HomePage /> }] }],
      },
    ],
  },
});

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

// ── Login, with the provider out of reach: said, with Try again ─────────────

function unreachableStory(globals: Globals): Story {
  const provider = unreachableProvider();
  return {
    globals,
    // As usePortalAuth composes it.
    parameters: portal(portalSignIn(provider)),
    beforeEach: () => {
      provider.login.mockClear();
      sessionStorage.clear();
    },
    play: async ({ canvasElement }) => {
      const text = textsOf(globals);
      const banner = within(
        await within(canvasElement).findByRole('banner', {}, { timeout: 5000 }),
      );
      await userEvent.click(await banner.findByRole('button', { name: LOGIN[globals.locale] }));

      let failure = await findFailure(text['SignIn:Unreachable:Title']);
      await expect(failure).toHaveAccessibleDescription(text['SignIn:Unreachable:Message']);
      await userEvent.click(within(failure).getByRole('button', { name: text['SignIn:TryAgain'] }));
      // Tried again, for the same page; still out of reach, so said again.
      await waitFor(() => expect(provider.login).toHaveBeenCalledTimes(2));
      await expect(provider.login).toHaveBeenLastCalledWith('/');
      failure = await findFailure(text['SignIn:Unreachable:Title']);
      await expect(
        within(failure).getByRole('button', { name: CLOSE[globals.locale] }),
      ).toBeVisible();
    },
  };
}

export const ProviderUnreachableArabic = unreachableStory(AR);
export const ProviderUnreachableEnglish = unreachableStory(EN);

// ── The provider's redirect back could not be completed: said on Home ───────

function callbackFailedStory(globals: Globals): Story {
  const retry = fn(async () => {}).mockName('retry');
  return {
    globals,
    parameters: portal(reportingSignInFailures(unreachableProvider())),
    // Reported by the start-up, before the layout is up (start-portal's callback handling).
    beforeEach: () => {
      retry.mockClear();
      signInFailures.report(new Error('No matching state found in storage'), retry);
    },
    play: async ({ canvasElement }) => {
      const text = textsOf(globals);
      await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 });
      const failure = await findFailure(text['SignIn:Failed:Title']);
      await expect(failure).toHaveAccessibleDescription(text['SignIn:Failed:Message']);
      await userEvent.click(within(failure).getByRole('button', { name: text['SignIn:TryAgain'] }));
      await waitFor(() => expect(retry).toHaveBeenCalledOnce());
    },
  };
}

export const CallbackFailedArabic = callbackFailedStory(AR);
export const CallbackFailedEnglish = callbackFailedStory(EN);

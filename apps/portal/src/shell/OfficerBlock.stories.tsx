import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '@radix-ui/themes';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useLocalization } from '@sahm/platform';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { ar, en } from '../i18n/shell-texts';
import { animationsSettled, resetOverlays } from '../screens/admin/story-overlays';
import { platformStoryHandlers, storyAuth, withPortalPlatform } from '../testing/story-platform';
import { AppLayout } from './AppLayout';
import { InvestorRouteGuard } from './InvestorRouteGuard';
import { PortalConfirmationHost } from './PortalConfirmationHost';
import { markSignInLanding, takeSignInLanding } from './sign-in-landing';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof AR | typeof EN;
const textsOf = (globals: Globals) => (globals === AR ? ar : en);

/** An investor page, as far as these stories need one: it must never show to an officer. */
function WalletPage() {
  return <Heading as="h1">Wallet</Heading>;
}

/** The back office, as far as these stories need it: its title. */
function BackOfficePage() {
  const { t } = useLocalization();
  return <Heading as="h1">{t('::Menu:Investors')}</Heading>;
}

/**
 * An operations officer and the investor routes (SPEC §4, ADR 0491): a sign-in that lands on one
 * goes to the back office; opening one later is told, then signed out.
 */
const meta = {
  title: 'Portal/Shell/OfficerBlock',
  component: InvestorRouteGuard,
  decorators: [withPortalPlatform],
  args: { children: null },
  beforeEach: () => {
    resetOverlays();
    // A landing another story marked is not this one's: reading it forgets it.
    takeSignInLanding('');
  },
  parameters: { layout: 'fullscreen', msw: { handlers: platformStoryHandlers } },
} satisfies Meta<typeof InvestorRouteGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

const officerAt = (path: string, auth = storyAuth(true)) => ({
  portal: {
    userId: SEEDED_IDS.users.officer,
    auth,
    path,
    routes: () => [
      {
        element: (
          // The root layout's confirmation host, without its idle session (stories have no session time).
          <>
            <AppLayout />
            <PortalConfirmationHost />
          </>
        ),
        children: [
          {
            path: '/wallet',
            element: (
              <InvestorRouteGuard>
                <WalletPage />
              </InvestorRouteGuard>
            ),
          },
          { path: '/investors', element: <BackOfficePage /> },
        ],
      },
    ],
  },
});

/** The warning, open: the route never shows, one button, and Escape does not dismiss it. */
async function findTold(globals: Globals, canvasElement: HTMLElement) {
  const text = textsOf(globals);
  const told = await screen.findByRole(
    'alertdialog',
    { name: text['OfficerBlock:Title'] },
    { timeout: 5000 },
  );
  await animationsSettled();
  await expect(told).toHaveAccessibleDescription(text['OfficerBlock:Message']);
  await expect(within(canvasElement).queryByRole('heading', { name: 'Wallet' })).toBeNull();
  const signOut = within(told).getByRole('button', { name: text['OfficerBlock:SignOut'] });
  await expect(signOut).toHaveFocus();
  await expect(within(told).getAllByRole('button')).toHaveLength(1);
  await userEvent.keyboard('{Escape}');
  await expect(told).toBeVisible();
  return signOut;
}

function toldStory(globals: Globals): Story {
  const auth = storyAuth(true);
  return {
    globals,
    parameters: officerAt('/wallet', auth),
    play: async ({ canvasElement }) => {
      await findTold(globals, canvasElement);
      await expect(auth.logout).not.toHaveBeenCalled();
    },
  };
}

export const ToldArabic = toldStory(AR);
export const ToldEnglish = toldStory(EN);

function signedOutStory(globals: Globals): Story {
  const auth = storyAuth(true);
  return {
    globals,
    parameters: officerAt('/wallet', auth),
    play: async ({ canvasElement }) => {
      await userEvent.click(await findTold(globals, canvasElement));
      await waitFor(() => expect(auth.logout).toHaveBeenCalledOnce());
    },
  };
}

export const SignOutArabic = signedOutStory(AR);
export const SignOutEnglish = signedOutStory(EN);

function landingStory(globals: Globals): Story {
  const auth = storyAuth(true);
  return {
    globals,
    parameters: officerAt('/wallet', auth),
    beforeEach: () => markSignInLanding('/wallet'),
    play: async ({ canvasElement }) => {
      const title = globals === AR ? 'المستثمرون' : 'Investors';
      await expect(
        await within(canvasElement).findByRole(
          'heading',
          { level: 1, name: title },
          { timeout: 5000 },
        ),
      ).toBeVisible();
      await expect(screen.queryByRole('alertdialog')).toBeNull();
      await expect(auth.logout).not.toHaveBeenCalled();
    },
  };
}

export const SignInLandingArabic = landingStory(AR);
export const SignInLandingEnglish = landingStory(EN);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '@radix-ui/themes';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useLocalization } from '@sahm/platform';
import { confirmationStore } from '@sahm/ui';
import { ForgotPasswordScreen } from '../screens/account/ForgotPasswordScreen';
import { AR, EN, type Globals, animationsSettled, textsOf } from '../screens/account/story-helpers';
import { adminStoryBackend, storyAuth, withPortalPlatform } from '../testing/story-platform';
import { AccountShell } from './AccountShell';
import { RootLayout } from './RootLayout';

/** Where the link leads: the sign-in page's title stands for it. */
function SignInPage() {
  const { t } = useLocalization();
  return <Heading as="h1">{t('::Account:Login:Title')}</Heading>;
}

/**
 * A changed form, then a link away (docs/adr/0430): the portal's router asks in the portal's
 * confirmation. The real root layout (which gives the router its question) around a real form.
 */
const meta = {
  title: 'Portal/Shell/UnsavedChanges',
  component: ForgotPasswordScreen,
  decorators: [withPortalPlatform],
  // A question left open by the story before is no part of this one: answered and gone.
  beforeEach: () => {
    confirmationStore.clear();
    confirmationStore.advance();
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: adminStoryBackend().handlers },
    portal: {
      userId: null,
      auth: storyAuth(false),
      path: '/account/forgot-password',
      guardsLeaving: true,
      routes: () => [
        {
          element: <RootLayout />,
          children: [
            {
              path: 'account',
              element: <AccountShell />,
              children: [
                { path: 'forgot-password', element: <ForgotPasswordScreen /> },
                { path: 'login', element: <SignInPage /> },
              ],
            },
          ],
        },
      ],
    },
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ADDRESS = 'investor@sahm.example';

/** Types into the form, then follows the panel's link back to sign-in. */
async function changeThenLeave(canvasElement: HTMLElement, globals: Globals) {
  const text = textsOf(globals);
  const canvas = within(canvasElement);
  const field = await canvas.findByLabelText(
    new RegExp(`^${text['Account:EmailAddress']}`),
    {},
    { timeout: 5000 },
  );
  await userEvent.type(field, ADDRESS);
  await userEvent.click(canvas.getByRole('link', { name: text['Account:BackToLogin'] }));
  return field;
}

/** The confirmation, once it has finished opening. */
async function warningOf(globals: Globals) {
  const name = textsOf(globals)['Form:Unsaved:Title'];
  await screen.findByRole('alertdialog', { name }, { timeout: 5000 });
  await animationsSettled();
  return screen.getByRole('alertdialog', { name });
}

const warningGone = async () => {
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await animationsSettled();
};

// ── The question: the portal's confirmation, in the page's language ───────

function askingStory(globals: Globals): Story {
  return {
    globals,
    play: async ({ canvasElement }) => {
      const text = textsOf(globals);
      await changeThenLeave(canvasElement, globals);
      const warning = await warningOf(globals);
      await expect(warning).toHaveAccessibleDescription(text['Form:Unsaved:LeaveMessage']);
      await expect(
        within(warning).getByRole('button', { name: text['Form:Unsaved:Discard'] }),
      ).toBeVisible();
      // The safe answer has the focus: Enter keeps what was typed.
      await expect(
        within(warning).getByRole('button', { name: text['Form:Unsaved:Keep'] }),
      ).toHaveFocus();
    },
  };
}

export const AskingArabic = askingStory(AR);
export const AskingEnglish = askingStory(EN);

// ── Keep editing: the page and what was typed stay ─────────────────────────

function keepEditingStory(globals: Globals): Story {
  return {
    globals,
    play: async ({ canvasElement }) => {
      const text = textsOf(globals);
      const field = await changeThenLeave(canvasElement, globals);
      const warning = await warningOf(globals);
      await expect(warning).toHaveTextContent(text['Form:Unsaved:LeaveMessage']);
      await expect(
        within(warning).getByRole('button', { name: text['Form:Unsaved:Keep'] }),
      ).toBeVisible();
      await userEvent.click(
        within(warning).getByRole('button', { name: text['Form:Unsaved:Keep'] }),
      );
      await warningGone();
      await expect(field).toHaveValue(ADDRESS);
      await expect(
        within(canvasElement).getByRole('heading', { name: text['Account:Forgot:Title'] }),
      ).toBeVisible();
    },
  };
}

export const KeepEditingArabic = keepEditingStory(AR);
export const KeepEditingEnglish = keepEditingStory(EN);

// ── Discard changes: the link is followed ──────────────────────────────────

function discardStory(globals: Globals): Story {
  return {
    globals,
    play: async ({ canvasElement }) => {
      const text = textsOf(globals);
      await changeThenLeave(canvasElement, globals);
      const warning = await warningOf(globals);
      await userEvent.click(
        within(warning).getByRole('button', { name: text['Form:Unsaved:Discard'] }),
      );
      await warningGone();
      await expect(
        await within(canvasElement).findByRole('heading', { name: text['Account:Login:Title'] }),
      ).toBeVisible();
    },
  };
}

export const DiscardArabic = discardStory(AR);
export const DiscardEnglish = discardStory(EN);

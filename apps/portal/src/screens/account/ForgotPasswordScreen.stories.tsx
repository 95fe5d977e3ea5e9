import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { abpError } from '@sahm/platform/mocks';
import { adminStoryBackend, withPortalPlatform } from '../../testing/story-platform';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { AR, EN, type Globals, textsOf } from './story-helpers';

const SEND = '*/api/account/send-password-reset-code';
const sendNeverAnswers = http.post(SEND, () => new Promise<never>(() => {}));
const sendFails = http.post(SEND, () => abpError(500, 'The mail server did not answer.'));
const networkDown = http.post(SEND, () => HttpResponse.error());

const findForm = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('form', { name }, { timeout: 5000 });

async function send(canvasElement: HTMLElement, english: boolean, email: string) {
  const canvas = within(canvasElement);
  const field = canvas.getByLabelText(english ? /^Email address/ : /^البريد الإلكتروني/);
  await userEvent.type(field, email);
  await userEvent.click(
    canvas.getByRole('button', { name: english ? 'Send the link' : 'إرسال الرابط' }),
  );
  return field;
}

/** The start of the sent message for investor@sahm.example, as the play matches it. */
const SENT_START = {
  ar: 'إن كان هناك حساب للبريد investor@sahm.example فقد أرسلنا إليه رابطًا',
  en: 'If an account exists for investor@sahm.example, we have sent it a link',
};

const meta = {
  title: 'Portal/Screens/Account/ForgotPassword',
  component: ForgotPasswordScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: adminStoryBackend().handlers },
    portal: { path: '/account/forgot-password' },
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function idleStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await findForm(canvasElement, text['Account:Forgot:Title']);
      await expect(
        canvas.getByLabelText(new RegExp(`^${text['Account:EmailAddress']}`)),
      ).toHaveAttribute('type', 'email');
      await expect(canvas.getByRole('link', { name: text['Account:BackToLogin'] })).toHaveAttribute(
        'href',
        '/account/login',
      );
    },
  };
}

export const IdleArabic = idleStory(AR);
export const IdleEnglish = idleStory(EN);

function validationStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, text['Account:Forgot:Title']);
      const field = await send(canvasElement, globals === EN, 'investor@');
      await waitFor(() => expect(field).toHaveAccessibleDescription(text['Form:Validation:Email']));
      await userEvent.clear(field);
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(text['Form:Validation:Required']),
      );
    },
  };
}

export const ValidationEnglish = validationStory(EN);
export const ValidationArabic = validationStory(AR);

function sentStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, text['Account:Forgot:Title']);
      await send(canvasElement, globals === EN, 'investor@sahm.example');
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: text['Account:Forgot:SentTitle'] }),
      ).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent(SENT_START[globals.locale]);
    },
  };
}

export const SentArabic = sentStory(AR);
export const SentEnglish = sentStory(EN);

export const UnknownAddressGetsTheSameAnswerEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Forgot your password?');
    await send(canvasElement, true, 'nobody@nowhere.example');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'If an account exists for nobody@nowhere.example, we have sent it a link to reset the password.',
    );
  },
};

function busyStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: [sendNeverAnswers, ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      const form = await findForm(canvasElement, text['Account:Forgot:Title']);
      await send(canvasElement, globals === EN, 'investor@sahm.example');
      await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
      await expect(
        within(canvasElement).getByRole('button', { name: text['Account:Forgot:Submit'] }),
      ).toBeDisabled();
    },
  };
}

export const BusyArabic = busyStory(AR);
export const BusyEnglish = busyStory(EN);

function serverErrorStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: [sendFails, ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, textsOf(globals)['Account:Forgot:Title']);
      const field = await send(canvasElement, globals === EN, 'investor@sahm.example');
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
        'The mail server did not answer.',
      );
      await expect(field).toHaveValue('investor@sahm.example');
    },
  };
}

export const ServerErrorEnglish = serverErrorStory(EN);
export const ServerErrorArabic = serverErrorStory(AR);

function networkErrorStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: [networkDown, ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, textsOf(globals)['Account:Forgot:Title']);
      await send(canvasElement, globals === EN, 'investor@sahm.example');
      await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
      await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
    },
  };
}

export const NetworkErrorArabic = networkErrorStory(AR);
export const NetworkErrorEnglish = networkErrorStory(EN);

function longTextStory(globals: Globals): Story {
  return {
    globals,
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, textsOf(globals)['Account:Forgot:Title']);
      const long = `${'first.middle.last.'.repeat(8)}investor@a-very-long-subsidiary-domain.sahm.example`;
      await send(canvasElement, globals === EN, long);
      await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(long);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
}

export const LongTextEnglish = longTextStory(EN);
export const LongTextArabic = longTextStory(AR);

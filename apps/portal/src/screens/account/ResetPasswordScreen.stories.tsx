import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { abpError } from '@sahm/platform/mocks';
import { adminStoryBackend, withPortalPlatform } from '../../testing/story-platform';
import { outage } from '../../testing/outage';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { AR, EN, type Globals, textsOf } from './story-helpers';

const LINK =
  '/account/reset-password?userId=3a0f0000-0000-0000-0000-000000000002&resetToken=story-token';
const NEW_PASSWORD = 'Sahm#2026';

const VERIFY = '*/api/account/verify-password-reset-token';
const RESET = '*/api/account/reset-password';
const tokenValid = http.post(VERIFY, () => HttpResponse.json(true));
const tokenExpired = http.post(VERIFY, () => HttpResponse.json(false));
const verifyNeverAnswers = http.post(VERIFY, () => new Promise<never>(() => {}));
/** The link cannot be checked (no network) until the play says the connection is back. */
const verifyDown = outage(
  (resolve) => http.post(VERIFY, resolve),
  () => HttpResponse.error(),
);
const resetSucceeds = http.post(RESET, () => new HttpResponse(null, { status: 204 }));
const resetNeverAnswers = http.post(RESET, () => new Promise<never>(() => {}));
const resetRejected = http.post(RESET, () => abpError(400, 'Invalid token.'));
/** ABP's IdentityUserManager.GetByIdAsync for a user the tenant does not hold. */
const noSuchUser = () =>
  abpError(404, 'There is no entity IdentityUser with id = 3a0f0000-0000-0000-0000-000000000002!');
const verifyNoAccount = http.post(VERIFY, noSuchUser);
const resetNoAccount = http.post(RESET, noSuchUser);

/** A link the backend accepts, whatever the story's seed: the token calls are answered here. */
const validLink = (...first: ReturnType<typeof http.post>[]) => [
  ...first,
  tokenValid,
  resetSucceeds,
  ...adminStoryBackend().handlers,
];

function fieldsOf(canvasElement: HTMLElement, english: boolean) {
  const canvas = within(canvasElement);
  return {
    password: canvas.getByLabelText(english ? /^New password/ : /^كلمة المرور الجديدة/),
    confirm: canvas.getByLabelText(
      english ? /^Confirm the new password/ : /^تأكيد كلمة المرور الجديدة/,
    ),
    submit: canvas.getByRole('button', {
      name: english ? 'Reset the password' : 'إعادة تعيين كلمة المرور',
    }),
  };
}

const findForm = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('form', { name }, { timeout: 5000 });

/** The words the plays match in part (the server's and the form kit's longer messages). */
const PARTIAL = {
  ar: {
    required: /هذا الحقل مطلوب\./,
    uppercase: /يجب أن تتضمن كلمة المرور حرفًا إنجليزيًا كبيرًا/,
    tooLong: /الحد الأقصى 128 حرفًا\. \(المُدخل 129\)/,
    invalidLink: 'رابط إعادة تعيين كلمة المرور غير صالح أو انتهت صلاحيته.',
  },
  en: {
    required: /This field is required\./,
    uppercase: /Password should include an uppercase letter/,
    tooLong: /Max\. 128 characters are allowed\. \(has 129\)/,
    invalidLink: 'The link to reset your password is invalid or has expired.',
  },
};

const meta = {
  title: 'Portal/Screens/Account/ResetPassword',
  component: ResetPasswordScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: validLink() },
    portal: { path: LINK },
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResetThenSignInArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'اختر كلمة مرور جديدة');
    const { password, confirm } = fieldsOf(canvasElement, false);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, `${NEW_PASSWORD}{Enter}`);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'تمت إعادة تعيين كلمة المرور' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/account/login',
    );
  },
};

export const CheckFailedThenRetryEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: validLink(verifyDown.handler) } },
  beforeEach: verifyDown.arm,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not check your link. Try again in a moment.',
    );
    verifyDown.clear();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await findForm(canvasElement, 'Choose a new password');
  },
};

function checkingTheLinkStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: validLink(verifyNeverAnswers) } },
    play: async ({ canvasElement }) => {
      const status = await within(canvasElement).findByRole('status');
      await expect(status).toHaveTextContent(textsOf(globals)['Account:Reset:Checking']);
      await expect(status).toHaveAttribute('aria-busy', 'true');
    },
  };
}

export const CheckingTheLinkArabic = checkingTheLinkStory(AR);
export const CheckingTheLinkEnglish = checkingTheLinkStory(EN);

function idleStory(globals: Globals): Story {
  return {
    globals,
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, textsOf(globals)['Account:Reset:Title']);
      const { password, confirm } = fieldsOf(canvasElement, globals === EN);
      await expect(password).toHaveAttribute('autocomplete', 'new-password');
      await expect(confirm).toHaveAttribute('type', 'password');
    },
  };
}

export const IdleArabic = idleStory(AR);
export const IdleEnglish = idleStory(EN);

function validationStory(globals: Globals): Story {
  const text = textsOf(globals);
  const partial = PARTIAL[globals.locale];
  return {
    globals,
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, text['Account:Reset:Title']);
      const { password, confirm, submit } = fieldsOf(canvasElement, globals === EN);
      await userEvent.click(submit);
      await waitFor(() => expect(password).toHaveAccessibleDescription(partial.required));
      await userEvent.type(password, 'sahm2026');
      await waitFor(() => expect(password).toHaveAccessibleDescription(partial.uppercase));
      await userEvent.clear(password);
      await userEvent.type(password, NEW_PASSWORD);
      await userEvent.type(confirm, 'Sahm#2025');
      await waitFor(() =>
        expect(confirm).toHaveAccessibleDescription(text['Form:Validation:PasswordMismatch']),
      );
    },
  };
}

export const ValidationEnglish = validationStory(EN);
export const ValidationArabic = validationStory(AR);

function passwordsDoNotMatchStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, text['Account:Reset:Title']);
      const { password, confirm, submit } = fieldsOf(canvasElement, globals === EN);
      await userEvent.type(password, NEW_PASSWORD);
      await userEvent.type(confirm, `${NEW_PASSWORD}x`);
      await userEvent.click(submit);
      await waitFor(() =>
        expect(confirm).toHaveAccessibleDescription(text['Form:Validation:PasswordMismatch']),
      );
      await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
    },
  };
}

export const PasswordsDoNotMatchArabic = passwordsDoNotMatchStory(AR);
export const PasswordsDoNotMatchEnglish = passwordsDoNotMatchStory(EN);

function busyStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: validLink(resetNeverAnswers) } },
    play: async ({ canvasElement }) => {
      const form = await findForm(canvasElement, textsOf(globals)['Account:Reset:Title']);
      const { password, confirm, submit } = fieldsOf(canvasElement, globals === EN);
      await userEvent.type(password, NEW_PASSWORD);
      await userEvent.type(confirm, NEW_PASSWORD);
      await userEvent.click(submit);
      await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
      await expect(submit).toBeDisabled();
    },
  };
}

export const BusyEnglish = busyStory(EN);
export const BusyArabic = busyStory(AR);

function serverRejectsTheTokenStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: validLink(resetRejected) } },
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, textsOf(globals)['Account:Reset:Title']);
      const { password, confirm, submit } = fieldsOf(canvasElement, globals === EN);
      await userEvent.type(password, NEW_PASSWORD);
      await userEvent.type(confirm, NEW_PASSWORD);
      await userEvent.click(submit);
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
        'Invalid token.',
      );
      await expect(password).toHaveValue(NEW_PASSWORD);
    },
  };
}

export const ServerRejectsTheTokenEnglish = serverRejectsTheTokenStory(EN);
export const ServerRejectsTheTokenArabic = serverRejectsTheTokenStory(AR);

function expiredLinkStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: validLink(tokenExpired) } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        PARTIAL[globals.locale].invalidLink,
      );
      await expect(
        canvas.getByRole('link', { name: textsOf(globals)['Account:Reset:RequestNew'] }),
      ).toHaveAttribute('href', '/account/forgot-password');
      await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    },
  };
}

export const ExpiredLinkArabic = expiredLinkStory(AR);
export const ExpiredLinkEnglish = expiredLinkStory(EN);

/** ABP's 404 for the link's user: its own page, not the expired link's, with the way to a new one. */
function linkForNoAccountStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: validLink(verifyNoAccount) } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        text['Account:Reset:NoAccount'],
      );
      await expect(
        canvas.getByRole('heading', { level: 1, name: text['Account:Reset:NoAccountTitle'] }),
      ).toBeVisible();
      await expect(canvas.queryByText(PARTIAL[globals.locale].invalidLink)).not.toBeInTheDocument();
      await expect(
        canvas.getByRole('link', { name: text['Account:Reset:RequestNew'] }),
      ).toHaveAttribute('href', '/account/forgot-password');
      await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    },
  };
}

export const LinkForNoAccountArabic = linkForNoAccountStory(AR);
export const LinkForNoAccountEnglish = linkForNoAccountStory(EN);

/** The account goes between the check and the submit: said in the form, and nothing typed is lost. */
function accountRemovedWhileTypingStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: validLink(resetNoAccount) } },
    play: async ({ canvasElement }) => {
      const form = await findForm(canvasElement, text['Account:Reset:Title']);
      const { password, confirm, submit } = fieldsOf(canvasElement, globals === EN);
      await userEvent.type(password, NEW_PASSWORD);
      await userEvent.type(confirm, NEW_PASSWORD);
      await userEvent.click(submit);
      const alert = await within(form).findByRole('alert');
      await expect(alert).toHaveTextContent(text['Account:Reset:NoAccount']);
      await expect(
        within(alert).getByRole('link', { name: text['Account:Reset:RequestNew'] }),
      ).toHaveAttribute('href', '/account/forgot-password');
      await expect(password).toHaveValue(NEW_PASSWORD);
      await expect(confirm).toHaveValue(NEW_PASSWORD);
      await expect(
        within(canvasElement).queryByRole('heading', { name: text['Account:Reset:DoneTitle'] }),
      ).not.toBeInTheDocument();
    },
  };
}

export const AccountRemovedWhileTypingArabic = accountRemovedWhileTypingStory(AR);
export const AccountRemovedWhileTypingEnglish = accountRemovedWhileTypingStory(EN);

function linkWithoutTokenStory(globals: Globals): Story {
  return {
    globals,
    parameters: { portal: { path: '/account/reset-password?userId=abc' } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', {
          level: 1,
          name: textsOf(globals)['Account:Reset:InvalidTitle'],
        }),
      ).toBeVisible();
    },
  };
}

export const LinkWithoutTokenEnglish = linkWithoutTokenStory(EN);
export const LinkWithoutTokenArabic = linkWithoutTokenStory(AR);

function longTextStory(globals: Globals): Story {
  return {
    globals,
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, textsOf(globals)['Account:Reset:Title']);
      const { password } = fieldsOf(canvasElement, globals === EN);
      await userEvent.click(password);
      await userEvent.paste(`Aa1!${'x'.repeat(125)}`);
      await waitFor(() =>
        expect(password).toHaveAccessibleDescription(PARTIAL[globals.locale].tooLong),
      );
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
}

export const LongTextEnglish = longTextStory(EN);
export const LongTextArabic = longTextStory(AR);

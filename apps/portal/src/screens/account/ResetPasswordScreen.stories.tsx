import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { abpError } from '@sahm/platform/mocks';
import { adminStoryBackend, withPortalPlatform } from '../../testing/story-platform';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { AR, EN } from './story-helpers';

const LINK =
  '/account/reset-password?userId=3a0f0000-0000-0000-0000-000000000002&resetToken=story-token';
const NEW_PASSWORD = 'Sahm#2026';

const VERIFY = '*/api/account/verify-password-reset-token';
const RESET = '*/api/account/reset-password';
const tokenValid = http.post(VERIFY, () => HttpResponse.json(true));
const tokenExpired = http.post(VERIFY, () => HttpResponse.json(false));
const verifyNeverAnswers = http.post(VERIFY, () => new Promise<never>(() => {}));
const verifyFailsOnce = http.post(VERIFY, () => HttpResponse.error(), { once: true });
const resetSucceeds = http.post(RESET, () => new HttpResponse(null, { status: 204 }));
const resetNeverAnswers = http.post(RESET, () => new Promise<never>(() => {}));
const resetRejected = http.post(RESET, () => abpError(400, 'Invalid token.'));

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

export const CheckingTheLinkArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: validLink(verifyNeverAnswers) } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('جارٍ التحقق من الرابط');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const IdleArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'اختر كلمة مرور جديدة');
    const { password, confirm } = fieldsOf(canvasElement, false);
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm).toHaveAttribute('type', 'password');
  },
};

export const ValidationEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Choose a new password');
    const { password, confirm, submit } = fieldsOf(canvasElement, true);
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(/This field is required\./));
    await userEvent.type(password, 'sahm2026');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Password should include an uppercase letter/),
    );
    await userEvent.clear(password);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, 'Sahm#2025');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords do not match.'));
  },
};

export const PasswordsDoNotMatchArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'اختر كلمة مرور جديدة');
    const { password, confirm, submit } = fieldsOf(canvasElement, false);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, `${NEW_PASSWORD}x`);
    await userEvent.click(submit);
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('كلمتا المرور غير متطابقتين.'));
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const BusyEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: validLink(resetNeverAnswers) } },
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement, 'Choose a new password');
    const { password, confirm, submit } = fieldsOf(canvasElement, true);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
  },
};

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

export const ServerRejectsTheTokenEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: validLink(resetRejected) } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Choose a new password');
    const { password, confirm, submit } = fieldsOf(canvasElement, true);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Invalid token.',
    );
    await expect(password).toHaveValue(NEW_PASSWORD);
  },
};

export const ExpiredLinkArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: validLink(tokenExpired) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'رابط إعادة تعيين كلمة المرور غير صالح أو انتهت صلاحيته.',
    );
    await expect(canvas.getByRole('link', { name: 'أرسل لي رابطًا جديدًا' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const LinkWithoutTokenEnglish: Story = {
  globals: EN,
  parameters: { portal: { path: '/account/reset-password?userId=abc' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeVisible();
  },
};

export const CheckFailedThenRetryEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: validLink(verifyFailsOnce) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not check your link. Try again in a moment.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await findForm(canvasElement, 'Choose a new password');
  },
};

export const LongTextEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Choose a new password');
    const { password } = fieldsOf(canvasElement, true);
    await userEvent.click(password);
    await userEvent.paste(`Aa1!${'x'.repeat(125)}`);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        /Max\. 128 characters are allowed\. \(has 129\)/,
      ),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ── The same states in the other direction ─────────────────────────────────

export const CheckingTheLinkEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: validLink(verifyNeverAnswers) } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Checking your link');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const IdleEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Choose a new password');
    const { password, confirm } = fieldsOf(canvasElement, true);
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm).toHaveAttribute('type', 'password');
  },
};

export const ValidationArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'اختر كلمة مرور جديدة');
    const { password, confirm, submit } = fieldsOf(canvasElement, false);
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(/هذا الحقل مطلوب\./));
    await userEvent.type(password, 'sahm2026');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/يجب أن تتضمن كلمة المرور حرفًا إنجليزيًا كبيرًا/),
    );
    await userEvent.clear(password);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, 'Sahm#2025');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('كلمتا المرور غير متطابقتين.'));
  },
};

export const PasswordsDoNotMatchEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Choose a new password');
    const { password, confirm, submit } = fieldsOf(canvasElement, true);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, `${NEW_PASSWORD}x`);
    await userEvent.click(submit);
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords do not match.'));
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const BusyArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: validLink(resetNeverAnswers) } },
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement, 'اختر كلمة مرور جديدة');
    const { password, confirm, submit } = fieldsOf(canvasElement, false);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
  },
};

export const ServerRejectsTheTokenArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: validLink(resetRejected) } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'اختر كلمة مرور جديدة');
    const { password, confirm, submit } = fieldsOf(canvasElement, false);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Invalid token.',
    );
    await expect(password).toHaveValue(NEW_PASSWORD);
  },
};

export const ExpiredLinkEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: validLink(tokenExpired) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The link to reset your password is invalid or has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const LinkWithoutTokenArabic: Story = {
  globals: AR,
  parameters: { portal: { path: '/account/reset-password?userId=abc' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'هذا الرابط لا يعمل' }),
    ).toBeVisible();
  },
};

export const LongTextArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'اختر كلمة مرور جديدة');
    const { password } = fieldsOf(canvasElement, false);
    await userEvent.click(password);
    await userEvent.paste(`Aa1!${'x'.repeat(125)}`);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/الحد الأقصى 128 حرفًا\. \(المُدخل 129\)/),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

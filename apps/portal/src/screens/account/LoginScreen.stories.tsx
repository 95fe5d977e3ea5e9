import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SEEDED_PASSWORD } from '@sahm/platform/mocks';
import { adminStoryBackend, storyAuth, withPortalPlatform } from '../../testing/story-platform';
import { LoginScreen } from './LoginScreen';
import { AR, AtRoute, EN, fakePasswordLogin, wentTo } from './story-helpers';

const LOGIN = '/account/login';

function backendWithoutSelfRegistration() {
  const backend = adminStoryBackend();
  backend.store.settings['Abp.Account.IsSelfRegistrationEnabled'] = 'false';
  return backend;
}

const passwordMode = (overrides: Record<string, unknown> = {}) => ({
  path: LOGIN,
  authMode: 'password',
  loginWithPassword: fakePasswordLogin(),
  ...overrides,
});

const fields = (canvasElement: HTMLElement, english: boolean) => {
  const canvas = within(canvasElement);
  return {
    userName: canvas.getByLabelText(
      english ? /User name or email address/ : /اسم المستخدم أو البريد الإلكتروني/,
    ),
    password: canvas.getByLabelText(english ? /^Password/ : /^كلمة المرور/),
    rememberMe: canvas.getByRole('checkbox', { name: english ? 'Remember me' : 'تذكرني' }),
    submit: canvas.getByRole('button', { name: english ? 'Sign in' : 'تسجيل الدخول' }),
  };
};

const findForm = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('form', { name }, { timeout: 5000 });

const meta = {
  title: 'Portal/Screens/Account/Login',
  component: LoginScreen,
  decorators: [withPortalPlatform],
  render: () => (
    <AtRoute path={LOGIN}>
      <LoginScreen />
    </AtRoute>
  ),
  parameters: {
    layout: 'padded',
    msw: { handlers: adminStoryBackend().handlers },
    portal: passwordMode(),
    // A screen fragment without the account layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordModeArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findForm(canvasElement, 'تسجيل الدخول');
    const { userName, password, rememberMe } = fields(canvasElement, false);
    await expect(userName).toHaveAttribute('autocomplete', 'username');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(rememberMe).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'أنشئ حسابًا' })).toHaveAttribute(
      'href',
      '/account/register',
    );
  },
};

export const PasswordModeEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Sign in');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible();
  },
};

export const ValidationArabic: Story = {
  globals: AR,
  parameters: { portal: passwordMode({ loginWithPassword: fn().mockName('loginWithPassword') }) },
  play: async ({ canvasElement, parameters }) => {
    await findForm(canvasElement, 'تسجيل الدخول');
    const { userName, password, submit } = fields(canvasElement, false);
    await userEvent.click(submit);
    await waitFor(() => expect(userName).toHaveAccessibleDescription('هذا الحقل مطلوب.'));
    await expect(password).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    await expect(userName).toHaveFocus();
    await expect(parameters.portal.loginWithPassword).not.toHaveBeenCalled();
  },
};

export const InvalidCredentialsArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'تسجيل الدخول');
    const { userName, password } = fields(canvasElement, false);
    await userEvent.type(userName, 'investor');
    await userEvent.type(password, 'wrong-password{Enter}');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('تعذّر تسجيل دخولك.');
    await expect(alert).toHaveTextContent('اسم المستخدم أو كلمة المرور غير صحيحة!');
    // Nothing typed is lost.
    await expect(userName).toHaveValue('investor');
    await expect(password).toHaveValue('wrong-password');
  },
};

export const InvalidCredentialsEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Sign in');
    const { userName, password, submit } = fields(canvasElement, true);
    await userEvent.type(userName, 'investor');
    await userEvent.type(password, 'nope');
    await userEvent.click(submit);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Invalid user name or password!',
    );
  },
};

export const ProviderErrorEnglish: Story = {
  globals: EN,
  parameters: {
    portal: passwordMode({
      loginWithPassword: fn(async () => {
        throw Object.assign(new Error('unauthorized_client'), {
          error: 'unauthorized_client',
          error_description: 'the password grant is not allowed for this client',
        });
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Sign in');
    const { userName, password, submit } = fields(canvasElement, true);
    await userEvent.type(userName, 'investor');
    await userEvent.type(password, SEEDED_PASSWORD);
    await userEvent.click(submit);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'the password grant is not allowed for this client',
    );
  },
};

export const ServiceUnreachableArabic: Story = {
  globals: AR,
  parameters: {
    portal: passwordMode({
      loginWithPassword: fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'تسجيل الدخول');
    const { userName, password, submit } = fields(canvasElement, false);
    await userEvent.type(userName, 'investor');
    await userEvent.type(password, SEEDED_PASSWORD);
    await userEvent.click(submit);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'لم تستجب خدمة تسجيل الدخول. حاول مجددًا بعد قليل.',
    );
  },
};

export const BusyEnglish: Story = {
  globals: EN,
  parameters: {
    portal: passwordMode({
      loginWithPassword: fn(() => new Promise<never>(() => {})).mockName('loginWithPassword'),
    }),
  },
  play: async ({ canvasElement, parameters }) => {
    const form = await findForm(canvasElement, 'Sign in');
    const { userName, password, submit } = fields(canvasElement, true);
    await userEvent.type(userName, 'investor');
    await userEvent.type(password, SEEDED_PASSWORD);
    await userEvent.click(submit);
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    // A second submission while the first runs is ignored.
    await userEvent.type(password, '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(parameters.portal.loginWithPassword).toHaveBeenCalledOnce();
  },
};

export const SignedInGoesToTheReturnUrlArabic: Story = {
  globals: AR,
  parameters: { portal: passwordMode({ path: `${LOGIN}?returnUrl=%2Fwallet%3Ftab%3D2` }) },
  play: async ({ canvasElement, parameters }) => {
    await findForm(canvasElement, 'تسجيل الدخول');
    const { userName, password, rememberMe, submit } = fields(canvasElement, false);
    await userEvent.type(userName, 'investor');
    await userEvent.type(password, SEEDED_PASSWORD);
    await userEvent.click(rememberMe);
    await userEvent.click(submit);
    await wentTo('/wallet?tab=2');
    await expect(parameters.portal.loginWithPassword).toHaveBeenCalledWith({
      username: 'investor',
      password: SEEDED_PASSWORD,
      rememberMe: true,
    });
  },
};

export const ReturnUrlToAnotherSiteGoesHomeEnglish: Story = {
  globals: EN,
  parameters: {
    portal: passwordMode({ path: `${LOGIN}?returnUrl=${encodeURIComponent('//evil.example/')}` }),
  },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Sign in');
    const { userName, password, submit } = fields(canvasElement, true);
    await userEvent.type(userName, 'investor@sahm.example');
    await userEvent.type(password, SEEDED_PASSWORD);
    await userEvent.click(submit);
    await wentTo('/');
  },
};

export const SelfRegistrationDisabledEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: backendWithoutSelfRegistration().handlers } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Sign in');
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  },
};

export const LongTextEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Sign in');
    const { userName, password, submit } = fields(canvasElement, true);
    const long = `a.very.long.user.name.${'x'.repeat(120)}@subsidiary.sahm.example`;
    await userEvent.type(userName, long);
    await userEvent.type(password, 'wrong');
    await userEvent.click(submit);
    await within(canvasElement).findByRole('alert');
    await expect(userName).toHaveValue(long);
    // The page does not scroll sideways for a long value.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const CodeModeStartsTheProviderLoginArabic: Story = {
  globals: AR,
  parameters: {
    portal: {
      path: `${LOGIN}?returnUrl=%2Fbank-account`,
      authMode: 'code',
      auth: storyAuth(false),
    },
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('جارٍ نقلك إلى صفحة تسجيل الدخول…', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(parameters.portal.auth.login).toHaveBeenCalledWith('/bank-account'));
    await expect(parameters.portal.auth.login).toHaveBeenCalledOnce();
  },
};

// ── The same states in the other direction ─────────────────────────────────

export const ValidationEnglish: Story = {
  globals: EN,
  parameters: { portal: passwordMode({ loginWithPassword: fn().mockName('loginWithPassword') }) },
  play: async ({ canvasElement, parameters }) => {
    await findForm(canvasElement, 'Sign in');
    const { userName, password, submit } = fields(canvasElement, true);
    await userEvent.click(submit);
    await waitFor(() => expect(userName).toHaveAccessibleDescription('This field is required.'));
    await expect(password).toHaveAccessibleDescription('This field is required.');
    await expect(userName).toHaveFocus();
    await expect(parameters.portal.loginWithPassword).not.toHaveBeenCalled();
  },
};

export const ProviderErrorArabic: Story = {
  globals: AR,
  parameters: {
    portal: passwordMode({
      loginWithPassword: fn(async () => {
        throw Object.assign(new Error('unauthorized_client'), {
          error: 'unauthorized_client',
          error_description: 'the password grant is not allowed for this client',
        });
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'تسجيل الدخول');
    const { userName, password, submit } = fields(canvasElement, false);
    await userEvent.type(userName, 'investor');
    await userEvent.type(password, SEEDED_PASSWORD);
    await userEvent.click(submit);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('تعذّر تسجيل دخولك.');
    // The provider's own words, as it sent them.
    await expect(alert).toHaveTextContent('the password grant is not allowed for this client');
  },
};

export const ServiceUnreachableEnglish: Story = {
  globals: EN,
  parameters: {
    portal: passwordMode({
      loginWithPassword: fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Sign in');
    const { userName, password, submit } = fields(canvasElement, true);
    await userEvent.type(userName, 'investor');
    await userEvent.type(password, SEEDED_PASSWORD);
    await userEvent.click(submit);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The sign-in service did not answer. Try again in a moment.',
    );
  },
};

export const BusyArabic: Story = {
  globals: AR,
  parameters: {
    portal: passwordMode({
      loginWithPassword: fn(() => new Promise<never>(() => {})).mockName('loginWithPassword'),
    }),
  },
  play: async ({ canvasElement, parameters }) => {
    const form = await findForm(canvasElement, 'تسجيل الدخول');
    const { userName, password, submit } = fields(canvasElement, false);
    await userEvent.type(userName, 'investor');
    await userEvent.type(password, SEEDED_PASSWORD);
    await userEvent.click(submit);
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await userEvent.type(password, '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(parameters.portal.loginWithPassword).toHaveBeenCalledOnce();
  },
};

export const SelfRegistrationDisabledArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: backendWithoutSelfRegistration().handlers } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'تسجيل الدخول');
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'أنشئ حسابًا' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toBeVisible();
  },
};

export const LongTextArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'تسجيل الدخول');
    const { userName, password, submit } = fields(canvasElement, false);
    const long = `a.very.long.user.name.${'x'.repeat(120)}@subsidiary.sahm.example`;
    await userEvent.type(userName, long);
    await userEvent.type(password, 'wrong');
    await userEvent.click(submit);
    await within(canvasElement).findByRole('alert');
    await expect(userName).toHaveValue(long);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const CodeModeStartsTheProviderLoginEnglish: Story = {
  globals: EN,
  parameters: {
    portal: { path: `${LOGIN}?returnUrl=%2Fwallet`, authMode: 'code', auth: storyAuth(false) },
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Taking you to the sign-in page…', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(parameters.portal.auth.login).toHaveBeenCalledWith('/wallet'));
    await expect(parameters.portal.auth.login).toHaveBeenCalledOnce();
  },
};

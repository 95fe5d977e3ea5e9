import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { abpError } from '@sahm/platform/mocks';
import { clearToasts } from '@sahm/ui';
import { adminStoryBackend, storyAuth, withPortalPlatform } from '../../testing/story-platform';
import { RegisterScreen } from './RegisterScreen';
import {
  AR,
  AtRoute,
  EN,
  fakePasswordLogin,
  toastShown,
  wentTo,
  withToaster,
} from './story-helpers';

const REGISTER = '/account/register';
const NEW_PASSWORD = 'Sahm#2026';

function backendWithoutSelfRegistration() {
  const backend = adminStoryBackend();
  backend.store.settings['Abp.Account.IsSelfRegistrationEnabled'] = 'false';
  return backend;
}

const registerNeverAnswers = http.post(
  '*/api/account/register',
  () => new Promise<never>(() => {}),
);
const userNameTaken = http.post('*/api/account/register', () =>
  abpError(400, 'Your request is not valid!', null, {
    validationErrors: [{ message: "Username 'investor' is already taken.", members: ['userName'] }],
  }),
);
const serverFails = http.post('*/api/account/register', () =>
  abpError(500, 'An internal error occurred during your request!'),
);

const passwordMode = (overrides: Record<string, unknown> = {}) => ({
  path: REGISTER,
  authMode: 'password',
  loginWithPassword: fakePasswordLogin(),
  ...overrides,
});

function fieldsOf(canvasElement: HTMLElement, english: boolean) {
  const canvas = within(canvasElement);
  return {
    userName: canvas.getByLabelText(english ? /^User name/ : /^اسم المستخدم/),
    email: canvas.getByLabelText(english ? /^Email address/ : /^البريد الإلكتروني/),
    password: canvas.getByLabelText(english ? /^Password/ : /^كلمة المرور/),
    submit: canvas.getByRole('button', { name: english ? 'Register' : 'تسجيل' }),
  };
}

async function fillIn(canvasElement: HTMLElement, english: boolean, userName = 'layla') {
  const fields = fieldsOf(canvasElement, english);
  await userEvent.type(fields.userName, userName);
  await userEvent.type(fields.email, `${userName}@sahm.example`);
  await userEvent.type(fields.password, NEW_PASSWORD);
  return fields;
}

const findForm = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('form', { name }, { timeout: 5000 });

const meta = {
  title: 'Portal/Screens/Account/Register',
  component: RegisterScreen,
  decorators: [withToaster, withPortalPlatform],
  beforeEach: () => {
    clearToasts();
  },
  render: () => (
    <AtRoute path={REGISTER}>
      <RegisterScreen />
    </AtRoute>
  ),
  parameters: {
    layout: 'padded',
    msw: { handlers: adminStoryBackend().handlers },
    portal: passwordMode(),
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IdleArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'إنشاء حساب');
    const { password } = fieldsOf(canvasElement, false);
    // The hint names the server's policy: length and each character class.
    await expect(password).toHaveAccessibleDescription(
      /يجب أن تتكون من 6 أحرف على الأقل وأن تتضمن رقمًا \(0-9\).*رمزًا مثل ! أو \*/,
    );
    await expect(within(canvasElement).getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/account/login',
    );
  },
};

export const IdleEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Create an account');
    const { password } = fieldsOf(canvasElement, true);
    await expect(password).toHaveAccessibleDescription(
      'At least 6 characters, including a digit (0-9), a lowercase letter (a-z), an uppercase letter (A-Z), and a symbol such as ! or *.',
    );
  },
};

export const PasswordPolicyMessagesEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Create an account');
    const { email, password } = fieldsOf(canvasElement, true);
    await userEvent.type(email, 'not-an-email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid email address.'),
    );
    await userEvent.type(password, 'abc');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Min\. 6 characters are required\. \(has 3\)/),
    );
    await userEvent.type(password, 'defg');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Password should include a digit \(0-9\)\./),
    );
    await userEvent.type(password, '1X');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        /Password should include a symbol such as ! or \*\./,
      ),
    );
    await userEvent.type(password, '!');
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

export const ValidationArabic: Story = {
  globals: AR,
  parameters: { portal: passwordMode({ loginWithPassword: fn().mockName('loginWithPassword') }) },
  play: async ({ canvasElement, parameters }) => {
    await findForm(canvasElement, 'إنشاء حساب');
    const { userName, email, password, submit } = fieldsOf(canvasElement, false);
    await userEvent.click(submit);
    await waitFor(() => expect(userName).toHaveAccessibleDescription('هذا الحقل مطلوب.'));
    await expect(email).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    await expect(password).toHaveAccessibleDescription(/هذا الحقل مطلوب\./);
    await userEvent.type(password, 'abcdef');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/يجب أن تتضمن كلمة المرور رقمًا \(0-9\)\./),
    );
    await expect(parameters.portal.loginWithPassword).not.toHaveBeenCalled();
  },
};

export const ServerValidationUnderTheFieldEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [userNameTaken, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Create an account');
    const { userName, submit } = await fillIn(canvasElement, true, 'investor');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(userName).toHaveAccessibleDescription("Username 'investor' is already taken."),
    );
    await expect(userName).toHaveValue('investor');
  },
};

export const ServerErrorArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [serverFails, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'إنشاء حساب');
    const { submit, userName } = await fillIn(canvasElement, false);
    await userEvent.click(submit);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('An internal error occurred during your request!');
    await expect(userName).toHaveValue('layla');
  },
};

export const BusyEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [registerNeverAnswers, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement, 'Create an account');
    const { submit } = await fillIn(canvasElement, true);
    await userEvent.click(submit);
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
  },
};

export const RegisteredThenSignedInArabic: Story = {
  globals: AR,
  parameters: {
    portal: passwordMode({ loginWithPassword: fn(async () => {}).mockName('loginWithPassword') }),
  },
  play: async ({ canvasElement, parameters }) => {
    await findForm(canvasElement, 'إنشاء حساب');
    const { submit } = await fillIn(canvasElement, false, 'layla');
    await userEvent.click(submit);
    await wentTo('/');
    await expect(parameters.portal.loginWithPassword).toHaveBeenCalledWith({
      username: 'layla',
      password: NEW_PASSWORD,
      rememberMe: false,
    });
  },
};

export const RegisteredButSignInFailedEnglish: Story = {
  globals: EN,
  parameters: { portal: { ...passwordMode(), auth: storyAuth(false) } },
  play: async ({ canvasElement, parameters }) => {
    await findForm(canvasElement, 'Create an account');
    const { submit } = await fillIn(canvasElement, true, 'huda');
    await userEvent.click(submit);
    // The fake sign-in refuses this password; the account exists, so the login page takes over.
    await toastShown('Your account was created. Sign in to continue.');
    await waitFor(() => expect(parameters.portal.auth.login).toHaveBeenCalledWith('/'));
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const RegisteredThenProviderLoginEnglish: Story = {
  globals: EN,
  parameters: { portal: { path: REGISTER, authMode: 'code', auth: storyAuth(false) } },
  play: async ({ canvasElement, parameters }) => {
    await findForm(canvasElement, 'Create an account');
    const { submit } = await fillIn(canvasElement, true, 'omar');
    await userEvent.click(submit);
    await toastShown('Your account was created. Sign in to continue.');
    await waitFor(() => expect(parameters.portal.auth.login).toHaveBeenCalledWith('/'));
  },
};

export const SelfRegistrationDisabledArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: backendWithoutSelfRegistration().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('التسجيل مغلق');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  },
};

export const SelfRegistrationDisabledEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: backendWithoutSelfRegistration().handlers } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Registration is closed');
  },
};

export const LongTextEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Create an account');
    const { userName } = fieldsOf(canvasElement, true);
    await userEvent.click(userName);
    await userEvent.paste('u'.repeat(257));
    await waitFor(() =>
      expect(userName).toHaveAccessibleDescription('Max. 256 characters are allowed. (has 257)'),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ── The same states in the other direction ─────────────────────────────────

export const PasswordPolicyMessagesArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'إنشاء حساب');
    const { email, password } = fieldsOf(canvasElement, false);
    await userEvent.type(email, 'not-an-email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('يرجى إدخال بريد إلكتروني صحيح.'),
    );
    await userEvent.type(password, 'abc');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/الحد الأدنى 6 أحرف\. \(المُدخل 3\)/),
    );
    await userEvent.type(password, 'defg');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/يجب أن تتضمن كلمة المرور رقمًا \(0-9\)\./),
    );
    await userEvent.type(password, '1X');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/يجب أن تتضمن كلمة المرور رمزًا مثل ! أو \*\./),
    );
    await userEvent.type(password, '!');
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

export const ValidationEnglish: Story = {
  globals: EN,
  parameters: { portal: passwordMode({ loginWithPassword: fn().mockName('loginWithPassword') }) },
  play: async ({ canvasElement, parameters }) => {
    await findForm(canvasElement, 'Create an account');
    const { userName, email, password, submit } = fieldsOf(canvasElement, true);
    await userEvent.click(submit);
    await waitFor(() => expect(userName).toHaveAccessibleDescription('This field is required.'));
    await expect(email).toHaveAccessibleDescription('This field is required.');
    await expect(password).toHaveAccessibleDescription(/This field is required\./);
    await userEvent.type(password, 'abcdef');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Password should include a digit \(0-9\)\./),
    );
    await expect(parameters.portal.loginWithPassword).not.toHaveBeenCalled();
  },
};

export const ServerValidationUnderTheFieldArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [userNameTaken, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'إنشاء حساب');
    const { userName, submit } = await fillIn(canvasElement, false, 'investor');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(userName).toHaveAccessibleDescription("Username 'investor' is already taken."),
    );
    await expect(userName).toHaveValue('investor');
  },
};

export const ServerErrorEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [serverFails, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Create an account');
    const { submit, userName } = await fillIn(canvasElement, true);
    await userEvent.click(submit);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('An internal error occurred during your request!');
    await expect(userName).toHaveValue('layla');
  },
};

export const BusyArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [registerNeverAnswers, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement, 'إنشاء حساب');
    const { submit } = await fillIn(canvasElement, false);
    await userEvent.click(submit);
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
  },
};

export const RegisteredThenSignedInEnglish: Story = {
  globals: EN,
  parameters: {
    portal: passwordMode({ loginWithPassword: fn(async () => {}).mockName('loginWithPassword') }),
  },
  play: async ({ canvasElement, parameters }) => {
    await findForm(canvasElement, 'Create an account');
    const { submit } = await fillIn(canvasElement, true, 'layla');
    await userEvent.click(submit);
    await wentTo('/');
    await expect(parameters.portal.loginWithPassword).toHaveBeenCalledWith({
      username: 'layla',
      password: NEW_PASSWORD,
      rememberMe: false,
    });
  },
};

export const LongTextArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'إنشاء حساب');
    const { userName } = fieldsOf(canvasElement, false);
    await userEvent.click(userName);
    await userEvent.paste('u'.repeat(257));
    await waitFor(() =>
      expect(userName).toHaveAccessibleDescription('الحد الأقصى 256 حرفًا. (المُدخل 257)'),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

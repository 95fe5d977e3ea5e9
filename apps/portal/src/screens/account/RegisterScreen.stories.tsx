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
  type Globals,
  textsOf,
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

/** The password policy's messages, matched in part, and the long user name's message. */
const MESSAGES = {
  ar: {
    tooShort: /الحد الأدنى 6 أحرف\. \(المُدخل 3\)/,
    digit: /يجب أن تتضمن كلمة المرور رقمًا \(0-9\)\./,
    symbol: /يجب أن تتضمن كلمة المرور رمزًا مثل ! أو \*\./,
    required: /هذا الحقل مطلوب\./,
    tooLong: 'الحد الأقصى 256 حرفًا. (المُدخل 257)',
  },
  en: {
    tooShort: /Min\. 6 characters are required\. \(has 3\)/,
    digit: /Password should include a digit \(0-9\)\./,
    symbol: /Password should include a symbol such as ! or \*\./,
    required: /This field is required\./,
    tooLong: 'Max. 256 characters are allowed. (has 257)',
  },
};

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

function passwordPolicyMessagesStory(globals: Globals): Story {
  const text = textsOf(globals);
  const message = MESSAGES[globals.locale];
  return {
    globals,
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, text['Account:Register:Title']);
      const { email, password } = fieldsOf(canvasElement, globals === EN);
      await userEvent.type(email, 'not-an-email');
      await waitFor(() => expect(email).toHaveAccessibleDescription(text['Form:Validation:Email']));
      await userEvent.type(password, 'abc');
      await waitFor(() => expect(password).toHaveAccessibleDescription(message.tooShort));
      await userEvent.type(password, 'defg');
      await waitFor(() => expect(password).toHaveAccessibleDescription(message.digit));
      await userEvent.type(password, '1X');
      await waitFor(() => expect(password).toHaveAccessibleDescription(message.symbol));
      await userEvent.type(password, '!');
      await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid', 'true'));
    },
  };
}

export const PasswordPolicyMessagesEnglish = passwordPolicyMessagesStory(EN);
export const PasswordPolicyMessagesArabic = passwordPolicyMessagesStory(AR);

function validationStory(globals: Globals): Story {
  const text = textsOf(globals);
  const message = MESSAGES[globals.locale];
  return {
    globals,
    parameters: { portal: passwordMode({ loginWithPassword: fn().mockName('loginWithPassword') }) },
    play: async ({ canvasElement, parameters }) => {
      await findForm(canvasElement, text['Account:Register:Title']);
      const { userName, email, password, submit } = fieldsOf(canvasElement, globals === EN);
      await userEvent.click(submit);
      await waitFor(() =>
        expect(userName).toHaveAccessibleDescription(text['Form:Validation:Required']),
      );
      await expect(email).toHaveAccessibleDescription(text['Form:Validation:Required']);
      await expect(password).toHaveAccessibleDescription(message.required);
      await userEvent.type(password, 'abcdef');
      await waitFor(() => expect(password).toHaveAccessibleDescription(message.digit));
      await expect(parameters.portal.loginWithPassword).not.toHaveBeenCalled();
    },
  };
}

export const ValidationArabic = validationStory(AR);
export const ValidationEnglish = validationStory(EN);

function serverValidationUnderTheFieldStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: [userNameTaken, ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, textsOf(globals)['Account:Register:Title']);
      const { userName, submit } = await fillIn(canvasElement, globals === EN, 'investor');
      await userEvent.click(submit);
      await waitFor(() =>
        expect(userName).toHaveAccessibleDescription("Username 'investor' is already taken."),
      );
      await expect(userName).toHaveValue('investor');
    },
  };
}

export const ServerValidationUnderTheFieldEnglish = serverValidationUnderTheFieldStory(EN);
export const ServerValidationUnderTheFieldArabic = serverValidationUnderTheFieldStory(AR);

function serverErrorStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: [serverFails, ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, textsOf(globals)['Account:Register:Title']);
      const { submit, userName } = await fillIn(canvasElement, globals === EN);
      await userEvent.click(submit);
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent('An internal error occurred during your request!');
      await expect(userName).toHaveValue('layla');
    },
  };
}

export const ServerErrorArabic = serverErrorStory(AR);
export const ServerErrorEnglish = serverErrorStory(EN);

function busyStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: [registerNeverAnswers, ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      const form = await findForm(canvasElement, textsOf(globals)['Account:Register:Title']);
      const { submit } = await fillIn(canvasElement, globals === EN);
      await userEvent.click(submit);
      await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
      await expect(submit).toBeDisabled();
    },
  };
}

export const BusyEnglish = busyStory(EN);
export const BusyArabic = busyStory(AR);

function registeredThenSignedInStory(globals: Globals): Story {
  return {
    globals,
    parameters: {
      // A store of its own: the other direction's twin registers the same user name.
      msw: { handlers: adminStoryBackend().handlers },
      portal: passwordMode({
        loginWithPassword: fn(async () => {}).mockName('loginWithPassword'),
      }),
    },
    play: async ({ canvasElement, parameters }) => {
      await findForm(canvasElement, textsOf(globals)['Account:Register:Title']);
      const { submit } = await fillIn(canvasElement, globals === EN, 'layla');
      await userEvent.click(submit);
      await wentTo('/');
      await expect(parameters.portal.loginWithPassword).toHaveBeenCalledWith({
        username: 'layla',
        password: NEW_PASSWORD,
        rememberMe: false,
      });
    },
  };
}

export const RegisteredThenSignedInArabic = registeredThenSignedInStory(AR);
export const RegisteredThenSignedInEnglish = registeredThenSignedInStory(EN);

function longTextStory(globals: Globals): Story {
  return {
    globals,
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, textsOf(globals)['Account:Register:Title']);
      const { userName } = fieldsOf(canvasElement, globals === EN);
      await userEvent.click(userName);
      await userEvent.paste('u'.repeat(257));
      await waitFor(() =>
        expect(userName).toHaveAccessibleDescription(MESSAGES[globals.locale].tooLong),
      );
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
}

export const LongTextEnglish = longTextStory(EN);
export const LongTextArabic = longTextStory(AR);

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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AuthPort } from '@sahm/platform';
import { SEEDED_PASSWORD } from '@sahm/platform/mocks';
import { ar as shellAr, en as shellEn } from '../../i18n/shell-texts';
import { createSignInFailures, reportingSignInFailures } from '../../shell/sign-in-failures';
import { adminStoryBackend, storyAuth, withPortalPlatform } from '../../testing/story-platform';
import { LoginScreen } from './LoginScreen';
import { AR, AtRoute, EN, fakePasswordLogin, type Globals, textsOf, wentTo } from './story-helpers';

const LOGIN = '/account/login';
const shellTextsOf = (globals: Globals) => (globals === AR ? shellAr : shellEn);

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

/** The provider refuses password sign-in for this client (its own words, not localized). */
const providerRejectsTheGrant = () =>
  passwordMode({
    loginWithPassword: fn(async () => {
      throw Object.assign(new Error('unauthorized_client'), {
        error: 'unauthorized_client',
        error_description: 'the password grant is not allowed for this client',
      });
    }),
  });

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

/**
 * ABP's other sign-in refusals (TokenController.HandlePasswordAsync): `invalid_grant` with a fixed
 * description, each told in our words; the typed user name and password stay (ADR 0497).
 */
function refusalStory(globals: Globals, description: string, message: string): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: {
      portal: passwordMode({
        loginWithPassword: fn(async () => {
          throw Object.assign(new Error('invalid_grant'), {
            error: 'invalid_grant',
            error_description: description,
          });
        }),
      }),
    },
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, text['Account:SignIn']);
      const { userName, password, submit } = fields(canvasElement, globals === EN);
      await userEvent.type(userName, 'investor');
      await userEvent.type(password, SEEDED_PASSWORD);
      await userEvent.click(submit);
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent(text['Account:Login:ErrorTitle']);
      await expect(alert).toHaveTextContent(message);
      // Never the server's English words, nor the wrong-password text.
      await expect(alert).not.toHaveTextContent(description);
      await expect(alert).not.toHaveTextContent(text['Account:Login:InvalidUserNameOrPassword']);
      await expect(userName).toHaveValue('investor');
      await expect(password).toHaveValue(SEEDED_PASSWORD);
    },
  };
}

const LOCKED_OUT =
  'The user account has been locked out due to invalid login attempts. Please wait a while and try again.';

export const LockedOutArabic = refusalStory(
  AR,
  LOCKED_OUT,
  'أُقفل هذا الحساب بعد محاولات دخول خاطئة كثيرة. انتظر بضع دقائق ثم حاول مرة أخرى.',
);
export const LockedOutEnglish = refusalStory(
  EN,
  LOCKED_OUT,
  'This account is locked after too many failed sign-in attempts. Wait a few minutes, then try again.',
);
export const NotAllowedArabic = refusalStory(
  AR,
  'RequiresConfirmUser',
  'لا يمكن لهذا الحساب تسجيل الدخول بعد: بريده الإلكتروني غير مؤكَّد أو أنه غير نشط.',
);
export const NotAllowedEnglish = refusalStory(
  EN,
  'You are not allowed to login! Your account is inactive.',
  'This account cannot sign in yet: its email address is not confirmed, or the account is inactive.',
);
export const TwoFactorRequiredArabic = refusalStory(
  AR,
  'RequiresTwoFactor',
  'يستخدم هذا الحساب التحقق بخطوتين، ولا يتيحه تسجيل الدخول هنا بعد. تواصل مع الدعم لتسجيل الدخول.',
);
export const TwoFactorRequiredEnglish = refusalStory(
  EN,
  'RequiresTwoFactor',
  'This account uses two-step verification, which signing in here does not offer yet. Contact support to sign in.',
);

export const ProviderErrorEnglish: Story = {
  globals: EN,
  parameters: { portal: providerRejectsTheGrant() },
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

export const ProviderErrorArabic: Story = {
  globals: AR,
  parameters: { portal: providerRejectsTheGrant() },
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

function validationStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { portal: passwordMode({ loginWithPassword: fn().mockName('loginWithPassword') }) },
    play: async ({ canvasElement, parameters }) => {
      await findForm(canvasElement, text['Account:SignIn']);
      const { userName, password, submit } = fields(canvasElement, globals === EN);
      await userEvent.click(submit);
      await waitFor(() =>
        expect(userName).toHaveAccessibleDescription(text['Form:Validation:Required']),
      );
      await expect(password).toHaveAccessibleDescription(text['Form:Validation:Required']);
      await expect(userName).toHaveFocus();
      await expect(parameters.portal.loginWithPassword).not.toHaveBeenCalled();
    },
  };
}

export const ValidationArabic = validationStory(AR);
export const ValidationEnglish = validationStory(EN);

function serviceUnreachableStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: {
      portal: passwordMode({
        loginWithPassword: fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      }),
    },
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, text['Account:SignIn']);
      const { userName, password, submit } = fields(canvasElement, globals === EN);
      await userEvent.type(userName, 'investor');
      await userEvent.type(password, SEEDED_PASSWORD);
      await userEvent.click(submit);
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
        text['Account:Login:Failed'],
      );
    },
  };
}

export const ServiceUnreachableArabic = serviceUnreachableStory(AR);
export const ServiceUnreachableEnglish = serviceUnreachableStory(EN);

function busyStory(globals: Globals): Story {
  return {
    globals,
    parameters: {
      portal: passwordMode({
        loginWithPassword: fn(() => new Promise<never>(() => {})).mockName('loginWithPassword'),
      }),
    },
    play: async ({ canvasElement, parameters }) => {
      const form = await findForm(canvasElement, textsOf(globals)['Account:SignIn']);
      const { userName, password, submit } = fields(canvasElement, globals === EN);
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
}

export const BusyEnglish = busyStory(EN);
export const BusyArabic = busyStory(AR);

function selfRegistrationDisabledStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: backendWithoutSelfRegistration().handlers } },
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, text['Account:SignIn']);
      const canvas = within(canvasElement);
      await expect(
        canvas.queryByRole('link', { name: text['Account:Login:RegisterLink'] }),
      ).not.toBeInTheDocument();
      await expect(
        canvas.getByRole('link', { name: text['Account:Login:ForgotPassword'] }),
      ).toBeVisible();
    },
  };
}

export const SelfRegistrationDisabledEnglish = selfRegistrationDisabledStory(EN);
export const SelfRegistrationDisabledArabic = selfRegistrationDisabledStory(AR);

function longTextStory(globals: Globals): Story {
  return {
    globals,
    play: async ({ canvasElement }) => {
      await findForm(canvasElement, textsOf(globals)['Account:SignIn']);
      const { userName, password, submit } = fields(canvasElement, globals === EN);
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
}

export const LongTextEnglish = longTextStory(EN);
export const LongTextArabic = longTextStory(AR);

/** Code mode's sign-in as the browser sees it: the page leaves for the provider, never settling. */
const redirectingAuth = (): AuthPort => ({
  ...storyAuth(false),
  login: fn(() => new Promise<void>(() => {})).mockName('login'),
});

function codeModeStory(globals: Globals, returnTo: string): Story {
  return {
    globals,
    parameters: {
      portal: {
        path: `${LOGIN}?returnUrl=${encodeURIComponent(returnTo)}`,
        authMode: 'code',
        auth: redirectingAuth(),
      },
    },
    play: async ({ canvasElement, parameters }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByText(
          textsOf(globals)['Account:Login:Redirecting'],
          {},
          { timeout: 5000 },
        ),
      ).toBeVisible();
      await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
      await waitFor(() => expect(parameters.portal.auth.login).toHaveBeenCalledWith(returnTo));
      await expect(parameters.portal.auth.login).toHaveBeenCalledOnce();
    },
  };
}

export const CodeModeStartsTheProviderLoginArabic = codeModeStory(AR, '/bank-account');
export const CodeModeStartsTheProviderLoginEnglish = codeModeStory(EN, '/wallet');

/**
 * Code mode with the provider out of reach (ADR 0431): the shell says why (its own story,
 * Portal/Shell/SignInFailure); the page stops saying it is on its way and offers to try again.
 */
function codeModeUnreachableStory(globals: Globals, returnTo: string): Story {
  const provider = {
    ...storyAuth(false),
    login: fn(async () => {
      throw new TypeError('Failed to fetch');
    }).mockName('login'),
  };
  return {
    globals,
    beforeEach: () => {
      provider.login.mockClear();
    },
    parameters: {
      portal: {
        path: `${LOGIN}?returnUrl=${encodeURIComponent(returnTo)}`,
        authMode: 'code',
        // As the portal hands it to the platform: a failure is reported, never rejected.
        auth: reportingSignInFailures(provider, createSignInFailures()),
      },
    },
    play: async ({ canvasElement }) => {
      const text = { ...textsOf(globals), ...shellTextsOf(globals) };
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByText(text['SignIn:NotSignedIn'], {}, { timeout: 5000 }),
      ).toBeVisible();
      await expect(canvas.queryByText(text['Account:Login:Redirecting'])).not.toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: text['SignIn:TryAgain'] }));
      await waitFor(() => expect(provider.login).toHaveBeenCalledTimes(2));
      await expect(provider.login).toHaveBeenLastCalledWith(returnTo);
      await expect(await canvas.findByText(text['SignIn:NotSignedIn'])).toBeVisible();
    },
  };
}

export const CodeModeProviderUnreachableArabic = codeModeUnreachableStory(AR, '/bank-account');
export const CodeModeProviderUnreachableEnglish = codeModeUnreachableStory(EN, '/wallet?page=2');

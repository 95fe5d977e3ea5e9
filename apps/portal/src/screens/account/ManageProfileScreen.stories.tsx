import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SEEDED_IDS, SEEDED_PASSWORD, abpError } from '@sahm/platform/mocks';
import { clearToasts } from '@sahm/ui';
import { adminStoryBackend, storyAuth, withPortalPlatform } from '../../testing/story-platform';
import { outage } from '../../testing/outage';
import { ManageProfileScreen } from './ManageProfileScreen';
import { AR, EN, type Globals, textsOf, toastShown, withToaster } from './story-helpers';

const investor = SEEDED_IDS.users.investor;
const portal = { userId: investor, path: '/account/manage' };
const NEW_PASSWORD = 'Sahm#2026';

const PROFILE = '*/api/account/my-profile';
const profileNeverAnswers = http.get(PROFILE, () => new Promise<never>(() => {}));
const saveNeverAnswers = http.put(PROFILE, () => new Promise<never>(() => {}));
const staleStamp = http.put(PROFILE, () =>
  abpError(409, 'The data you have submitted has already been changed by another user.'),
);
const externalProfile = (overrides: { isExternal: boolean; hasPassword: boolean }) =>
  http.get(PROFILE, () =>
    HttpResponse.json({
      userName: 'sara.external',
      email: 'sara@external.example',
      name: 'Sara',
      surname: 'Al-Qahtani',
      phoneNumber: null,
      concurrencyStamp: 'stamp',
      ...overrides,
    }),
  );

function backendWithLongNames() {
  const backend = adminStoryBackend();
  const user = backend.store.users.find((candidate) => candidate.id === investor);
  if (user) {
    user.name = 'Abdulrahman Mohammed Abdullah Saleh';
    user.surName = 'Al-Qahtani Al-Shahrani Al-Asiri Al-Dosari';
    user.email = 'abdulrahman.mohammed.abdullah.saleh.alqahtani@a-long-subsidiary.sahm.example';
  }
  return backend;
}

const sections = async (canvasElement: HTMLElement, english: boolean) => {
  const canvas = within(canvasElement);
  const info = await canvas.findByRole(
    'region',
    { name: english ? 'Personal information' : 'المعلومات الشخصية' },
    { timeout: 5000 },
  );
  const password = canvas.getByRole('region', {
    name: english ? /Change password|Set a password/ : /تغيير كلمة المرور|تعيين كلمة مرور/,
  });
  return { info: within(info), password: within(password) };
};

/** The words the screen's text tables do not hold: the server's, and a formatted limit. */
const OTHER = {
  ar: {
    tooLong: 'الحد الأقصى 64 حرفًا. (المُدخل 65)',
    incorrectPassword: 'كلمة مرور غير صحيحة.',
    newName: 'سارة',
  },
  en: {
    tooLong: 'Max. 64 characters are allowed. (has 65)',
    incorrectPassword: 'Incorrect password.',
    newName: 'Sarah',
  },
};

/** A field's label at the start of its accessible name (the name also marks it required). */
const label = (text: string) => new RegExp(`^${text}`);

const meta = {
  title: 'Portal/Screens/Account/ManageProfile',
  component: ManageProfileScreen,
  decorators: [withToaster, withPortalPlatform],
  beforeEach: () => {
    clearToasts();
  },
  parameters: {
    layout: 'padded',
    msw: { handlers: adminStoryBackend().handlers },
    portal,
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof ManageProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Loading and errors ────────────────────────────────────────────────────

function loadingStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: [profileNeverAnswers, ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const status = await canvas.findByRole('status');
      await expect(status).toHaveTextContent(text['Account:Manage:Loading']);
      await expect(
        canvas.getByRole('heading', { level: 1, name: text['Account:Manage:Title'] }),
      ).toBeVisible();
    },
  };
}

export const LoadingArabic = loadingStory(AR);
export const LoadingEnglish = loadingStory(EN);

function loadErrorThenRetryStory(globals: Globals): Story {
  const text = textsOf(globals);
  // The profile cannot be read (no network) until the play says the connection is back.
  const profileDown = outage(
    (resolve) => http.get(PROFILE, resolve),
    () => HttpResponse.error(),
  );
  return {
    globals,
    parameters: { msw: { handlers: [profileDown.handler, ...adminStoryBackend().handlers] } },
    beforeEach: profileDown.arm,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent(text['Account:Manage:LoadFailed']);
      profileDown.clear();
      await userEvent.click(within(alert).getByRole('button', { name: text['Account:Retry'] }));
      await sections(canvasElement, globals === EN);
    },
  };
}

export const LoadErrorThenRetryEnglish = loadErrorThenRetryStory(EN);
export const LoadErrorThenRetryArabic = loadErrorThenRetryStory(AR);

export const SignedOutStartsLogin: Story = {
  globals: EN,
  parameters: { portal: { ...portal, userId: null, auth: storyAuth(false) } },
  play: async ({ parameters }) => {
    await waitFor(() =>
      expect(parameters.portal.auth.login).toHaveBeenCalledWith('/account/manage'),
    );
  },
};

// ── Filled ────────────────────────────────────────────────────────────────

export const FilledArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    const { info, password } = await sections(canvasElement, false);
    await expect(info.getByLabelText(/^اسم المستخدم/)).toHaveValue('investor');
    await expect(info.getByLabelText(/^البريد الإلكتروني/)).toHaveValue('investor@sahm.example');
    await expect(info.getByLabelText(/^الاسم/)).toHaveValue('Sara');
    await expect(info.getByLabelText(/^اسم العائلة/)).toHaveValue('Al-Qahtani');
    await expect(info.getByLabelText(/^رقم الهاتف/)).toHaveValue('+966500000002');
    await expect(password.getByLabelText(/^كلمة المرور الحالية/)).toHaveValue('');
  },
};

export const FilledEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    const { password } = await sections(canvasElement, true);
    await expect(password.getByLabelText(/^Current password/)).toBeVisible();
    await expect(password.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /At least 6 characters/,
    );
  },
};

function longTextStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: backendWithLongNames().handlers } },
    play: async ({ canvasElement }) => {
      const { info } = await sections(canvasElement, globals === EN);
      await expect(info.getByLabelText(label(textsOf(globals)['Account:Surname']))).toHaveValue(
        'Al-Qahtani Al-Shahrani Al-Asiri Al-Dosari',
      );
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
}

export const LongTextEnglish = longTextStory(EN);
export const LongTextArabic = longTextStory(AR);

// ── Personal information ──────────────────────────────────────────────────

function personalInfoValidationStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    play: async ({ canvasElement }) => {
      const { info } = await sections(canvasElement, globals === EN);
      const email = info.getByLabelText(label(text['Account:EmailAddress']));
      await userEvent.clear(email);
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription(text['Form:Validation:Required']),
      );
      await userEvent.type(email, 'sara@');
      await waitFor(() => expect(email).toHaveAccessibleDescription(text['Form:Validation:Email']));
      const name = info.getByLabelText(label(text['Account:Name']));
      await userEvent.click(name);
      await userEvent.paste('n'.repeat(61));
      await waitFor(() => expect(name).toHaveAccessibleDescription(OTHER[globals.locale].tooLong));
    },
  };
}

export const PersonalInfoValidationEnglish = personalInfoValidationStory(EN);
export const PersonalInfoValidationArabic = personalInfoValidationStory(AR);

function personalInfoSavedStory(globals: Globals): Story {
  const text = textsOf(globals);
  const { newName } = OTHER[globals.locale];
  return {
    globals,
    play: async ({ canvasElement }) => {
      const { info } = await sections(canvasElement, globals === EN);
      const name = info.getByLabelText(label(text['Account:Name']));
      await userEvent.clear(name);
      await userEvent.type(name, newName);
      await userEvent.click(info.getByRole('button', { name: text['Account:Manage:Save'] }));
      await toastShown(text['Account:Manage:PersonalInfoSaved']);
      await expect(name).toHaveValue(newName);
    },
  };
}

export const PersonalInfoSavedArabic = personalInfoSavedStory(AR);
export const PersonalInfoSavedEnglish = personalInfoSavedStory(EN);

function personalInfoBusyStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: [saveNeverAnswers, ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      const { info } = await sections(canvasElement, globals === EN);
      const save = { name: text['Account:Manage:Save'] };
      await userEvent.click(info.getByRole('button', save));
      await waitFor(() =>
        expect(
          info.getByRole('form', { name: text['Account:Manage:PersonalInfo'] }),
        ).toHaveAttribute('aria-busy', 'true'),
      );
      await expect(info.getByRole('button', save)).toBeDisabled();
    },
  };
}

export const PersonalInfoBusyEnglish = personalInfoBusyStory(EN);
export const PersonalInfoBusyArabic = personalInfoBusyStory(AR);

export const PersonalInfoChangedElsewhereEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [staleStamp, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const { info } = await sections(canvasElement, true);
    const surname = info.getByLabelText(/^Surname/);
    await userEvent.type(surname, ' Jr');
    await userEvent.click(info.getByRole('button', { name: 'Save' }));
    await expect(await info.findByRole('alert')).toHaveTextContent(
      'The data you have submitted has already been changed by another user.',
    );
    await expect(surname).toHaveValue('Al-Qahtani Jr');
  },
};

// ── Password ──────────────────────────────────────────────────────────────

export const PasswordValidationArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    const { password } = await sections(canvasElement, false);
    await userEvent.click(password.getByRole('button', { name: 'تغيير كلمة المرور' }));
    const current = password.getByLabelText(/^كلمة المرور الحالية/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('هذا الحقل مطلوب.'));
    const next = password.getByLabelText(/^كلمة المرور الجديدة/);
    await userEvent.type(next, 'SAHM2026');
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(/يجب أن تتضمن كلمة المرور حرفًا إنجليزيًا صغيرًا/),
    );
  },
};

function passwordsDoNotMatchStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    play: async ({ canvasElement }) => {
      const { password } = await sections(canvasElement, globals === EN);
      await userEvent.type(
        password.getByLabelText(label(text['Account:CurrentPassword'])),
        SEEDED_PASSWORD,
      );
      await userEvent.type(
        password.getByLabelText(label(text['Account:NewPassword'])),
        NEW_PASSWORD,
      );
      const confirm = password.getByLabelText(label(text['Account:ConfirmNewPassword']));
      await userEvent.type(confirm, 'Sahm#2025');
      await userEvent.click(
        password.getByRole('button', { name: text['Account:Manage:ChangePassword'] }),
      );
      await waitFor(() =>
        expect(confirm).toHaveAccessibleDescription(text['Form:Validation:PasswordMismatch']),
      );
    },
  };
}

export const PasswordsDoNotMatchEnglish = passwordsDoNotMatchStory(EN);
export const PasswordsDoNotMatchArabic = passwordsDoNotMatchStory(AR);

function wrongCurrentPasswordStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    play: async ({ canvasElement }) => {
      const { password } = await sections(canvasElement, globals === EN);
      const current = password.getByLabelText(label(text['Account:CurrentPassword']));
      await userEvent.type(current, 'Wrong#2026');
      await userEvent.type(
        password.getByLabelText(label(text['Account:NewPassword'])),
        NEW_PASSWORD,
      );
      await userEvent.type(
        password.getByLabelText(label(text['Account:ConfirmNewPassword'])),
        NEW_PASSWORD,
      );
      await userEvent.click(
        password.getByRole('button', { name: text['Account:Manage:ChangePassword'] }),
      );
      // The server's own words, under the field it names; nothing typed is lost.
      await waitFor(() =>
        expect(current).toHaveAccessibleDescription(OTHER[globals.locale].incorrectPassword),
      );
      await expect(current).toHaveFocus();
      await expect(current).toHaveValue('Wrong#2026');
      await expect(password.getByLabelText(label(text['Account:NewPassword']))).toHaveValue(
        NEW_PASSWORD,
      );
    },
  };
}

export const WrongCurrentPasswordArabic = wrongCurrentPasswordStory(AR);
export const WrongCurrentPasswordEnglish = wrongCurrentPasswordStory(EN);

export const PasswordChangedEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    const { password } = await sections(canvasElement, true);
    await userEvent.type(password.getByLabelText(/^Current password/), SEEDED_PASSWORD);
    await userEvent.type(password.getByLabelText(/^New password/), NEW_PASSWORD);
    await userEvent.type(password.getByLabelText(/^Confirm the new password/), NEW_PASSWORD);
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await toastShown('Your password was changed.');
    await expect(password.getByLabelText(/^New password/)).toHaveValue('');
  },
};

function noPasswordYetStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: {
      msw: {
        handlers: [
          externalProfile({ isExternal: false, hasPassword: false }),
          ...adminStoryBackend().handlers,
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const { password } = await sections(canvasElement, globals === EN);
      await expect(
        password.queryByLabelText(label(text['Account:CurrentPassword'])),
      ).not.toBeInTheDocument();
      await expect(password.getByText(text['Account:Manage:SetPasswordIntro'])).toBeVisible();
      await expect(
        password.getByRole('button', { name: text['Account:Manage:SetPassword'] }),
      ).toBeVisible();
    },
  };
}

export const NoPasswordYetArabic = noPasswordYetStory(AR);
export const NoPasswordYetEnglish = noPasswordYetStory(EN);

export const ExternalSignInEnglish: Story = {
  globals: EN,
  parameters: {
    msw: {
      handlers: [
        externalProfile({ isExternal: true, hasPassword: false }),
        ...adminStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { password } = await sections(canvasElement, true);
    await expect(
      password.getByText('You sign in through an external provider, which keeps your password.'),
    ).toBeVisible();
    await expect(password.queryByRole('form')).not.toBeInTheDocument();
  },
};

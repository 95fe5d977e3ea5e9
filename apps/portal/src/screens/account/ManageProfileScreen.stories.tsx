import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SEEDED_IDS, SEEDED_PASSWORD, abpError } from '@sahm/platform/mocks';
import { clearToasts } from '@sahm/ui';
import { adminStoryBackend, storyAuth, withPortalPlatform } from '../../testing/story-platform';
import { ManageProfileScreen } from './ManageProfileScreen';
import { AR, EN, toastShown, withToaster } from './story-helpers';

const investor = SEEDED_IDS.users.investor;
const portal = { userId: investor, path: '/account/manage' };
const NEW_PASSWORD = 'Sahm#2026';

const PROFILE = '*/api/account/my-profile';
const profileNeverAnswers = http.get(PROFILE, () => new Promise<never>(() => {}));
// A handler per story: a `once` handler stays used, so twins sharing one would fail only once.
const profileFailsOnce = () => http.get(PROFILE, () => HttpResponse.error(), { once: true });
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

export const LoadingArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [profileNeverAnswers, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('جارٍ تحميل حسابك');
    await expect(canvas.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
  },
};

export const LoadErrorThenRetryEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [profileFailsOnce(), ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('We could not load your account.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await sections(canvasElement, true);
  },
};

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

export const LongTextEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: backendWithLongNames().handlers } },
  play: async ({ canvasElement }) => {
    const { info } = await sections(canvasElement, true);
    await expect(info.getByLabelText(/^Surname/)).toHaveValue(
      'Al-Qahtani Al-Shahrani Al-Asiri Al-Dosari',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ── Personal information ──────────────────────────────────────────────────

export const PersonalInfoValidationEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    const { info } = await sections(canvasElement, true);
    const email = info.getByLabelText(/^Email address/);
    await userEvent.clear(email);
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
    await userEvent.type(email, 'sara@');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid email address.'),
    );
    const name = info.getByLabelText(/^Name/);
    await userEvent.click(name);
    await userEvent.paste('n'.repeat(61));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Max. 64 characters are allowed. (has 65)'),
    );
  },
};

export const PersonalInfoSavedArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    const { info } = await sections(canvasElement, false);
    const name = info.getByLabelText(/^الاسم/);
    await userEvent.clear(name);
    await userEvent.type(name, 'سارة');
    await userEvent.click(info.getByRole('button', { name: 'حفظ' }));
    await toastShown('تم حفظ معلوماتك الشخصية.');
    await expect(name).toHaveValue('سارة');
  },
};

export const PersonalInfoBusyEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [saveNeverAnswers, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const { info } = await sections(canvasElement, true);
    await userEvent.click(info.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(info.getByRole('form', { name: 'Personal information' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(info.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

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

export const PasswordsDoNotMatchEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    const { password } = await sections(canvasElement, true);
    await userEvent.type(password.getByLabelText(/^Current password/), SEEDED_PASSWORD);
    await userEvent.type(password.getByLabelText(/^New password/), NEW_PASSWORD);
    const confirm = password.getByLabelText(/^Confirm the new password/);
    await userEvent.type(confirm, 'Sahm#2025');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords do not match.'));
  },
};

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

export const WrongCurrentPasswordArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    const { password } = await sections(canvasElement, false);
    const current = password.getByLabelText(/^كلمة المرور الحالية/);
    await userEvent.type(current, 'Wrong#2026');
    await userEvent.type(password.getByLabelText(/^كلمة المرور الجديدة/), NEW_PASSWORD);
    await userEvent.type(password.getByLabelText(/^تأكيد كلمة المرور الجديدة/), NEW_PASSWORD);
    await userEvent.click(password.getByRole('button', { name: 'تغيير كلمة المرور' }));
    // The server's own words, under the field it names; nothing typed is lost.
    await waitFor(() => expect(current).toHaveAccessibleDescription('كلمة المرور غير صحيحة.'));
    await expect(current).toHaveFocus();
    await expect(current).toHaveValue('Wrong#2026');
    await expect(password.getByLabelText(/^كلمة المرور الجديدة/)).toHaveValue(NEW_PASSWORD);
  },
};

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

export const NoPasswordYetArabic: Story = {
  globals: AR,
  parameters: {
    msw: {
      handlers: [
        externalProfile({ isExternal: false, hasPassword: false }),
        ...adminStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { password } = await sections(canvasElement, false);
    await expect(password.queryByLabelText(/^كلمة المرور الحالية/)).not.toBeInTheDocument();
    await expect(
      password.getByText('لا توجد كلمة مرور لحسابك بعد. عيّن واحدة لتسجّل الدخول باسم المستخدم.'),
    ).toBeVisible();
    await expect(password.getByRole('button', { name: 'تعيين كلمة مرور' })).toBeVisible();
  },
};

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

// ── The same states in the other direction ─────────────────────────────────

export const LoadingEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [profileNeverAnswers, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Loading your account');
    await expect(canvas.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  },
};

export const LoadErrorThenRetryArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [profileFailsOnce(), ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('تعذّر تحميل حسابك.');
    await userEvent.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    await sections(canvasElement, false);
  },
};

export const LongTextArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: backendWithLongNames().handlers } },
  play: async ({ canvasElement }) => {
    const { info } = await sections(canvasElement, false);
    await expect(info.getByLabelText(/^اسم العائلة/)).toHaveValue(
      'Al-Qahtani Al-Shahrani Al-Asiri Al-Dosari',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PersonalInfoValidationArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    const { info } = await sections(canvasElement, false);
    const email = info.getByLabelText(/^البريد الإلكتروني/);
    await userEvent.clear(email);
    await waitFor(() => expect(email).toHaveAccessibleDescription('هذا الحقل مطلوب.'));
    await userEvent.type(email, 'sara@');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('يرجى إدخال بريد إلكتروني صحيح.'),
    );
    const name = info.getByLabelText(/^الاسم/);
    await userEvent.click(name);
    await userEvent.paste('n'.repeat(61));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('الحد الأقصى 64 حرفًا. (المُدخل 65)'),
    );
  },
};

export const PersonalInfoSavedEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    const { info } = await sections(canvasElement, true);
    const name = info.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Sarah');
    await userEvent.click(info.getByRole('button', { name: 'Save' }));
    await toastShown('Your personal information was saved.');
    await expect(name).toHaveValue('Sarah');
  },
};

export const PersonalInfoBusyArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [saveNeverAnswers, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const { info } = await sections(canvasElement, false);
    await userEvent.click(info.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(info.getByRole('form', { name: 'المعلومات الشخصية' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(info.getByRole('button', { name: 'حفظ' })).toBeDisabled();
  },
};

export const PasswordsDoNotMatchArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    const { password } = await sections(canvasElement, false);
    await userEvent.type(password.getByLabelText(/^كلمة المرور الحالية/), SEEDED_PASSWORD);
    await userEvent.type(password.getByLabelText(/^كلمة المرور الجديدة/), NEW_PASSWORD);
    const confirm = password.getByLabelText(/^تأكيد كلمة المرور الجديدة/);
    await userEvent.type(confirm, 'Sahm#2025');
    await userEvent.click(password.getByRole('button', { name: 'تغيير كلمة المرور' }));
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('كلمتا المرور غير متطابقتين.'));
  },
};

export const WrongCurrentPasswordEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    const { password } = await sections(canvasElement, true);
    const current = password.getByLabelText(/^Current password/);
    await userEvent.type(current, 'Wrong#2026');
    await userEvent.type(password.getByLabelText(/^New password/), NEW_PASSWORD);
    await userEvent.type(password.getByLabelText(/^Confirm the new password/), NEW_PASSWORD);
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Incorrect password.'));
    await expect(current).toHaveFocus();
    await expect(current).toHaveValue('Wrong#2026');
    await expect(password.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
  },
};

export const NoPasswordYetEnglish: Story = {
  globals: EN,
  parameters: {
    msw: {
      handlers: [
        externalProfile({ isExternal: false, hasPassword: false }),
        ...adminStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { password } = await sections(canvasElement, true);
    await expect(password.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await expect(
      password.getByText(
        'Your account has no password yet. Set one to sign in with your user name.',
      ),
    ).toBeVisible();
    await expect(password.getByRole('button', { name: 'Set a password' })).toBeVisible();
  },
};

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  SEEDED_IDS,
  createPlatformHandlers,
  createPlatformMockStore,
  identifyFakeAccessToken,
} from '@sahm/platform/mocks';
import { ValidationMessage, withParams } from '@sahm/investor-sdk';
import {
  createFailureHandlers,
  createInvestorHandlers,
  createInvestorMockStore,
  investorLocalization,
  investorSeedsFromUsers,
} from '@sahm/investor-sdk/mocks';
import { Toaster, clearToasts } from '@sahm/ui';
import { formatDate, formatHijriDate } from '../../format/format';
import { investorStoryBackend, withPortalPlatform } from '../../testing/story-platform';
import { investorOutage, outage } from '../../testing/outage';
import { InvestorProfileScreen } from './InvestorProfileScreen';

const investor = SEEDED_IDS.users.investor;
const portal = { userId: investor, path: '/investor-prof' };
const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
const SEEDED_BIRTH_DATE = '1986-04-15';

/** The shell's toaster, so a play function can read what the screen announced. */
const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster label="Notifications" closeLabel="Close" />
  </>
);

const neverAnswers = http.get('*/api/app/investor/*', () => new Promise<never>(() => {}));
const saveNeverAnswers = http.post(
  '*/api/app/investor/investment-experience',
  () => new Promise<never>(() => {}),
);
const yearsRejected = createFailureHandlers({
  saveInvestmentExperience: {
    kind: 'validation',
    validationErrors: [
      { message: withParams(ValidationMessage.Range, 0, 40), members: ['yearsOfExperience'] },
    ],
  },
});

function longTextBackend() {
  const backend = investorStoryBackend();
  const record = backend.store.ensureInvestor(investor, null);
  if (record.generalInfo) {
    record.generalInfo = {
      ...record.generalInfo,
      familyNameAr: 'آل عبدالرحمن القحطاني الشهراني العسيري الدوسري',
      familyNameEn: 'Al Abdulrahman Al Qahtani Al Shahrani Al Asiri Al Dosari',
      address: {
        ...record.generalInfo.address,
        street: 'Prince Mohammed bin Salman bin Abdulaziz Road, Northern Ring Branch, Exit 5',
      },
      employment: {
        ...record.generalInfo.employment,
        employerName:
          'Saudi Electricity Company — Central Region Distribution and Customer Services Sector',
        jobTitle: 'Senior Principal Engineer, Grid Modernisation and Smart Metering Programme',
      },
    };
  }
  return backend;
}

// Overlays fade in and out over 350 ms; axe and the next step wait until they are done.
const animationsSettled = () =>
  waitFor(() =>
    expect(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        ),
    ).toEqual([]),
  );

async function findDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await animationsSettled();
  return dialog;
}

const dialogsClosed = () =>
  waitFor(
    () => {
      expect(screen.queryAllByRole('dialog')).toHaveLength(0);
      expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
    },
    { timeout: 2000 },
  );

/** A toast with this message has appeared (Sonner fades it in, so wait for it to be visible). */
async function toastShown(message: string) {
  const toast = await screen.findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
}

/** The section (a labelled card) of the screen, once the profile has loaded. */
async function findSection(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole('region', { name }, { timeout: 5000 });
}

async function openEditor(canvasElement: HTMLElement, button: string, title: string) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: button }, { timeout: 5000 }),
  );
  return findDialog(title);
}

async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

const meta = {
  title: 'Portal/Screens/InvestorProfile',
  component: InvestorProfileScreen,
  decorators: [withToaster, withPortalPlatform],
  beforeEach: () => {
    clearToasts();
  },
  parameters: {
    layout: 'padded',
    msw: { handlers: investorStoryBackend().handlers },
    portal,
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof InvestorProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Loading ───────────────────────────────────────────────────────────────

export const LoadingArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [neverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status', { name: 'جارٍ تحميل ملفك' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: 'الملف الاستثماري' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LoadingEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [neverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading your profile' })).toBeVisible();
  },
};

// ── Error ─────────────────────────────────────────────────────────────────

export const ErrorArabic: Story = {
  globals: AR,
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({ getInvestorDetails: 'server-error' }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('تعذّر تحميل ملفك.');
    await expect(alert).toHaveTextContent('حدث خطأ لدينا');
    await expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The details cannot be read (no network) until the play says the connection is back. */
const detailsDown = outage(
  (resolve) => http.get('*/api/app/investor/investor-details', resolve),
  () => HttpResponse.error(),
);

export const ErrorEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [detailsDown.handler, ...investorStoryBackend().handlers] } },
  beforeEach: detailsDown.arm,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load your profile.');
    // Retry reads again: the connection is back and the profile shows.
    detailsDown.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await findSection(canvasElement, 'Identity')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

// ── Empty ─────────────────────────────────────────────────────────────────

const newInvestor = { userId: SEEDED_IDS.users.newInvestor, path: '/investor-prof' };

export const EmptyArabic: Story = {
  globals: AR,
  parameters: { portal: newInvestor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'ملفك فارغ' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'إكمال التسجيل' })).toHaveAttribute(
      'href',
      '/complete-reg',
    );
    await expect(canvas.queryByRole('button', { name: /تعديل/ })).not.toBeInTheDocument();
  },
};

export const EmptyEnglish: Story = {
  globals: EN,
  parameters: { portal: newInvestor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your profile is empty' }),
    ).toBeVisible();
    await expect(canvas.getByText(/We have nothing on file for you yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete registration' })).toHaveAttribute(
      'href',
      '/complete-reg',
    );
  },
};

// ── Filled ────────────────────────────────────────────────────────────────

export const FilledArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const identity = await findSection(canvasElement, 'الهوية');
    // Masked except the last 4 digits; the full number is nowhere on the page.
    await expect(within(identity).getByText('••••••7806')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('1234567806');
    await expect(identity).toHaveTextContent('مواطن سعودي (هوية وطنية)');
    await expect(identity).toHaveTextContent(formatDate(SEEDED_BIRTH_DATE, 'ar'));
    await expect(identity).toHaveTextContent(formatHijriDate(SEEDED_BIRTH_DATE, 'ar'));
    // The formatter already ends with the era (هـ): the screen must not add another.
    await expect(identity).not.toHaveTextContent(/هـ\s*هـ/);
    // Identity and terms are read-only, and say why.
    await expect(within(identity).queryByRole('button')).not.toBeInTheDocument();
    await expect(identity).toHaveTextContent('لا يمكن تعديلها من هنا');
    const general = await findSection(canvasElement, 'البيانات الشخصية');
    await expect(general).toHaveTextContent('سارة محمد عبدالعزيز القحطاني');
    await expect(general).toHaveTextContent('Sara Mohammed Abdulaziz Al Qahtani');
    await expect(general).toHaveTextContent('King Fahd Road، مبنى 7421، حي Al Olaya');
    await expect(general).toHaveTextContent('Senior Engineer في Saudi Electricity Company');
    const risk = await findSection(canvasElement, 'إقرار المخاطر');
    await expect(risk).toHaveTextContent(/مخاطرة (منخفضة|متوسطة|مرتفعة)/);
    const contact = await findSection(canvasElement, 'بيانات التواصل');
    await expect(contact).toHaveTextContent('+966500000002');
    await expect(within(contact).getByText('موثّق')).toBeVisible();
    const terms = await findSection(canvasElement, 'الشروط والأحكام');
    await expect(terms).toHaveTextContent('2025.1');
    await expect(within(terms).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'تعديل البيانات الشخصية' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل الخبرة الاستثمارية' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل إقرار المخاطر' })).toBeVisible();
    // Re-send the activation email: a success toast names the address.
    await userEvent.click(
      within(contact).getByRole('button', { name: 'إعادة إرسال بريد التفعيل' }),
    );
    await toastShown('أرسلنا رابط تفعيل جديدًا إلى investor@sahm.example.');
    await animationsSettled();
  },
};

export const FilledEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    const identity = await findSection(canvasElement, 'Identity');
    await expect(within(identity).getByText('••••••7806')).toBeVisible();
    await expect(identity).toHaveTextContent(formatDate(SEEDED_BIRTH_DATE, 'en'));
    // Intl names the era itself ("AH", "هـ"): the text must not add it a second time.
    await expect(identity).toHaveTextContent(formatHijriDate(SEEDED_BIRTH_DATE, 'en'));
    await expect(identity).not.toHaveTextContent(/AH AH/);
    const general = await findSection(canvasElement, 'Personal information');
    await expect(general).toHaveTextContent('Saudi Arabia');
    await expect(general).toHaveTextContent('Riyadh 12211, additional number 3344');
    const experience = await findSection(canvasElement, 'Investment experience');
    await expect(experience).toHaveTextContent('Stocks, Sukuk, and Real estate');
    await expect(experience).toHaveTextContent('Growth');
    const contact = await findSection(canvasElement, 'Contact');
    await expect(within(contact).getByText('Verified')).toBeVisible();
    const terms = await findSection(canvasElement, 'Terms and conditions');
    await expect(terms).toHaveTextContent('Accepted version2025.1');
    await expect(terms).toHaveTextContent('cannot be changed');
    await userEvent.click(
      within(contact).getByRole('button', { name: 'Re-send activation email' }),
    );
    await toastShown('We sent a new activation link to investor@sahm.example.');
    await animationsSettled();
  },
};

// ── Editing: change a field, save, see the toast and the refreshed section ─

export const EditingArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(
      canvasElement,
      'تعديل البيانات الشخصية',
      'تعديل البيانات الشخصية',
    );
    await replaceText(within(dialog).getByRole('textbox', { name: /المدينة/ }), 'جدة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await toastShown('حُفظت بياناتك الشخصية.');
    await dialogsClosed();
    const general = await findSection(canvasElement, 'البيانات الشخصية');
    await waitFor(() => expect(general).toHaveTextContent('جدة 12211'));
    await animationsSettled();
  },
};

export const EditingEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(
      canvasElement,
      'Edit investment experience',
      'Edit investment experience',
    );
    const years = within(dialog).getByRole('textbox', { name: /Years of investing experience/ });
    await expect(years).toHaveValue('6');
    await replaceText(years, '9');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Crowdfunding' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toastShown('Your investment experience is saved.');
    await dialogsClosed();
    const experience = await findSection(canvasElement, 'Investment experience');
    await waitFor(() => expect(experience).toHaveTextContent('Years of investing experience9'));
    await expect(experience).toHaveTextContent('Real estate, and Crowdfunding');
    await animationsSettled();
  },
};

// ── Closing a changed form asks first ─────────────────────────────────────

export const DirtyCloseArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(
      canvasElement,
      'تعديل الخبرة الاستثمارية',
      'تعديل الخبرة الاستثمارية',
    );
    await replaceText(
      within(dialog).getByRole('textbox', { name: /سنوات الخبرة في الاستثمار/ }),
      '12',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    let warning = await findDialog('تغييرات غير محفوظة', 'alertdialog');
    // Keep editing: the change is still there.
    await userEvent.click(within(warning).getByRole('button', { name: 'متابعة التعديل' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(
      within(dialog).getByRole('textbox', { name: /سنوات الخبرة في الاستثمار/ }),
    ).toHaveValue('12');
    // Escape asks again; discarding closes without saving.
    await userEvent.keyboard('{Escape}');
    warning = await findDialog('تغييرات غير محفوظة', 'alertdialog');
    await userEvent.click(within(warning).getByRole('button', { name: 'تجاهل التغييرات' }));
    await dialogsClosed();
    const experience = await findSection(canvasElement, 'الخبرة الاستثمارية');
    await expect(experience).toHaveTextContent('سنوات الخبرة في الاستثمار6');
  },
};

export const DirtyCloseEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    // An untouched form closes at once.
    let dialog = await openEditor(canvasElement, 'Edit risk statement', 'Edit risk statement');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await dialogsClosed();
    dialog = await openEditor(canvasElement, 'Edit risk statement', 'Edit risk statement');
    const radios = within(dialog).getAllByRole('radio');
    const unchecked = radios.find((radio) => !(radio as HTMLInputElement).checked);
    await userEvent.click(unchecked!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const warning = await findDialog('Unsaved changes', 'alertdialog');
    await expect(warning).toHaveTextContent('The changes you made will be lost.');
    await userEvent.click(within(warning).getByRole('button', { name: 'Discard changes' }));
    await dialogsClosed();
  },
};

// ── Busy while saving ─────────────────────────────────────────────────────

const busyBackend = () => [saveNeverAnswers, ...investorStoryBackend().handlers];

async function playBusy(canvasElement: HTMLElement, edit: string, field: RegExp, save: string) {
  const dialog = await openEditor(canvasElement, edit, edit);
  await replaceText(within(dialog).getByRole('textbox', { name: field }), '7');
  await userEvent.click(within(dialog).getByRole('button', { name: save }));
  await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'true'));
  await expect(within(dialog).getByRole('button', { name: save })).toBeDisabled();
  // Nothing closes the modal while it saves.
  await userEvent.keyboard('{Escape}');
  await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await expect(dialog).toBeVisible();
  return dialog;
}

export const BusySaveArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: busyBackend() } },
  play: async ({ canvasElement }) => {
    const dialog = await playBusy(
      canvasElement,
      'تعديل الخبرة الاستثمارية',
      /سنوات الخبرة في الاستثمار/,
      'حفظ',
    );
    await expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeDisabled();
  },
};

export const BusySaveEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: busyBackend() } },
  play: async ({ canvasElement }) => {
    const dialog = await playBusy(
      canvasElement,
      'Edit investment experience',
      /Years of investing experience/,
      'Save',
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

// ── Server validation errors land under their field ───────────────────────

export const ValidationErrorArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [...yearsRejected, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(
      canvasElement,
      'تعديل الخبرة الاستثمارية',
      'تعديل الخبرة الاستثمارية',
    );
    const years = within(dialog).getByRole('textbox', { name: /سنوات الخبرة في الاستثمار/ });
    await replaceText(years, '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(years).toHaveAccessibleDescription(/يجب أن تكون القيمة بين 0 و40/));
    await expect(years).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
    await expect(screen.queryByText('حُفظت خبرتك الاستثمارية.')).not.toBeInTheDocument();
  },
};

export const ValidationErrorEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [...yearsRejected, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(
      canvasElement,
      'Edit investment experience',
      'Edit investment experience',
    );
    const years = within(dialog).getByRole('textbox', { name: /Years of investing experience/ });
    // The form's own rule first: a number is needed.
    await replaceText(years, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(years).toHaveAttribute('aria-invalid', 'true'));
    // Then the server's rule, with its parameters.
    await replaceText(years, '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(years).toHaveAccessibleDescription(/The value should be between 0 and 40\./),
    );
    await expect(dialog).toBeVisible();
  },
};

// ── Long text wraps inside its card ───────────────────────────────────────

async function playLongText(canvasElement: HTMLElement, section: string, text: string) {
  const general = await findSection(canvasElement, section);
  await expect(general).toHaveTextContent(text);
  // Nothing spills out sideways: the card and the page keep their width.
  await expect(general.scrollWidth).toBeLessThanOrEqual(general.clientWidth + 1);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth + 1,
  );
}

export const LongTextArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: ({ canvasElement }) =>
    playLongText(canvasElement, 'البيانات الشخصية', 'آل عبدالرحمن القحطاني الشهراني العسيري'),
};

export const LongTextEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: ({ canvasElement }) =>
    playLongText(
      canvasElement,
      'Personal information',
      'Senior Principal Engineer, Grid Modernisation and Smart Metering Programme at Saudi Electricity Company',
    ),
};

// ── Personal information: the wizard's rules, in the modal ────────────────

/** The words of the profile's editors in one language, for the factories below. */
const EDITOR_TEXTS = {
  ar: {
    editGeneralInfo: 'تعديل البيانات الشخصية',
    editRisk: 'تعديل إقرار المخاطر',
    save: 'حفظ',
    namesArabic: 'الاسم بالعربية',
    familyName: /اسم العائلة/,
    postalCode: /الرمز البريدي/,
    city: /المدينة/,
    arabicOnly: 'يُسمح بالحروف العربية والمسافات فقط.',
    required: /هذا الحقل مطلوب\./,
    fiveDigits: /أدخل 5 أرقام بالضبط\./,
    generalInfoSaved: 'حُفظت بياناتك الشخصية.',
    riskSaved: 'حُفظ إقرار المخاطر.',
    horizon: /ما المدة التي تنوي الاستثمار خلالها؟/,
    longHorizon: 'أكثر من ثلاث سنوات',
  },
  en: {
    editGeneralInfo: 'Edit personal information',
    editRisk: 'Edit risk statement',
    save: 'Save',
    namesArabic: 'Name in Arabic',
    familyName: /Family name/,
    postalCode: /Postal code/,
    city: /City/,
    arabicOnly: 'Only Arabic letters and spaces are allowed.',
    required: /This field is required\./,
    fiveDigits: /Enter exactly 5 digits\./,
    generalInfoSaved: 'Your personal information is saved.',
    riskSaved: 'Your risk statement is saved.',
    horizon: /How long do you plan to stay invested\?/,
    longHorizon: 'More than three years',
  },
};

function generalInfoValidationStory(globals: typeof AR | typeof EN): Story {
  const text = EDITOR_TEXTS[globals.locale];
  return {
    globals,
    parameters: { msw: { handlers: investorStoryBackend().handlers } },
    play: async ({ canvasElement }) => {
      const dialog = await openEditor(canvasElement, text.editGeneralInfo, text.editGeneralInfo);
      const form = within(dialog);
      const familyAr = within(form.getByRole('group', { name: text.namesArabic })).getByRole(
        'textbox',
        { name: text.familyName },
      );
      await replaceText(familyAr, 'Al Otaibi');
      await expect(await form.findByText(text.arabicOnly)).toBeVisible();
      const postalCode = form.getByRole('textbox', { name: text.postalCode });
      await userEvent.clear(postalCode);
      await userEvent.click(form.getByRole('button', { name: text.save }));
      await waitFor(() => expect(postalCode).toHaveAccessibleDescription(text.required));
      await replaceText(postalCode, '123');
      await waitFor(() => expect(postalCode).toHaveAccessibleDescription(text.fiveDigits));
      // Nothing was saved; everything typed is still there.
      await expect(dialog).toBeVisible();
      await expect(familyAr).toHaveValue('Al Otaibi');
      await expect(screen.queryByText(text.generalInfoSaved)).not.toBeInTheDocument();
    },
  };
}

export const GeneralInfoValidationArabic = generalInfoValidationStory(AR);
export const GeneralInfoValidationEnglish = generalInfoValidationStory(EN);

function networkErrorKeepsTypedStory(globals: typeof AR | typeof EN, typed: string): Story {
  const text = EDITOR_TEXTS[globals.locale];
  return {
    globals,
    parameters: {
      msw: {
        handlers: [
          ...createFailureHandlers({ saveGeneralInfo: 'network-error' }),
          ...investorStoryBackend().handlers,
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const dialog = await openEditor(canvasElement, text.editGeneralInfo, text.editGeneralInfo);
      const city = within(dialog).getByRole('textbox', { name: text.city });
      await replaceText(city, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: text.save }));
      // A localized failure inside the modal, which stays open with the typed value.
      await expect(await within(dialog).findByRole('alert')).not.toBeEmptyDOMElement();
      await expect(city).toHaveValue(typed);
      await expect(dialog).toBeVisible();
      await expect(screen.queryByText(text.generalInfoSaved)).not.toBeInTheDocument();
    },
  };
}

export const NetworkErrorKeepsTypedArabic = networkErrorKeepsTypedStory(AR, 'جدة');
export const NetworkErrorKeepsTypedEnglish = networkErrorKeepsTypedStory(EN, 'Jeddah');

function riskEditSavesStory(globals: typeof AR | typeof EN): Story {
  const text = EDITOR_TEXTS[globals.locale];
  return {
    globals,
    parameters: { msw: { handlers: investorStoryBackend().handlers } },
    play: async ({ canvasElement }) => {
      const dialog = await openEditor(canvasElement, text.editRisk, text.editRisk);
      const question = within(dialog).getByRole('radiogroup', { name: text.horizon });
      await userEvent.click(within(question).getByRole('radio', { name: text.longHorizon }));
      await userEvent.click(within(dialog).getByRole('button', { name: text.save }));
      await toastShown(text.riskSaved);
      await dialogsClosed();
      await animationsSettled();
    },
  };
}

export const RiskEditSavesArabic = riskEditSavesStory(AR);
export const RiskEditSavesEnglish = riskEditSavesStory(EN);

// ── Below 992 px the sections are stacked cards (SPEC §9) ─────────────────

async function playNarrow(canvasElement: HTMLElement, sections: string[]) {
  await expect(window.innerWidth).toBeLessThan(992);
  const cards = await Promise.all(sections.map((name) => findSection(canvasElement, name)));
  const starts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  await expect(starts.size).toBe(1);
  const [first, second] = cards.map((card) => card.getBoundingClientRect());
  await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export const NarrowArabic: Story = {
  globals: { ...AR, viewport: { value: 'mobile2', isRotated: false } },
  play: ({ canvasElement }) => playNarrow(canvasElement, ['الهوية', 'بيانات التواصل']),
};

export const NarrowEnglish: Story = {
  globals: { ...EN, viewport: { value: 'mobile2', isRotated: false } },
  play: ({ canvasElement }) => playNarrow(canvasElement, ['Identity', 'Contact']),
};

// ── Partial ───────────────────────────────────────────────────────────────

/**
 * Partial (ADR 0150): a registration half done. Identity and personal information are on file,
 * the experience and the risk statement not yet: those sections say so and can be filled in here.
 */
function partialStory(
  globals: typeof AR | typeof EN,
  text: {
    identity: string;
    generalInfo: string;
    experience: string;
    risk: string;
    notOnFile: string;
    editExperience: string;
  },
): Story {
  const backend = investorStoryBackend();
  Object.assign(backend.store.ensureInvestor(investor, null), {
    investmentExperience: null,
    riskAnswers: [],
    riskSubmittedAt: null,
  });
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement }) => {
      const identity = await findSection(canvasElement, text.identity);
      await expect(within(identity).getByText('••••••7806')).toBeVisible();
      const general = await findSection(canvasElement, text.generalInfo);
      await expect(within(general).queryByText(text.notOnFile)).toBeNull();
      for (const name of [text.experience, text.risk]) {
        const section = await findSection(canvasElement, name);
        await expect(within(section).getByText(text.notOnFile)).toBeVisible();
      }
      const experience = await findSection(canvasElement, text.experience);
      await expect(
        within(experience).getByRole('button', { name: text.editExperience }),
      ).toBeEnabled();
    },
  };
}

export const PartialArabic = partialStory(AR, {
  identity: 'الهوية',
  generalInfo: 'البيانات الشخصية',
  experience: 'الخبرة الاستثمارية',
  risk: 'إقرار المخاطر',
  notOnFile: 'لم تُضف بعد',
  editExperience: 'تعديل الخبرة الاستثمارية',
});
export const PartialEnglish = partialStory(EN, {
  identity: 'Identity',
  generalInfo: 'Personal information',
  experience: 'Investment experience',
  risk: 'Risk statement',
  notOnFile: 'Not on file yet',
  editExperience: 'Edit investment experience',
});

// ── E-mail verification (ADR 0475) ────────────────────────────────────────

const EMAIL_TEXTS = {
  ar: {
    contact: 'بيانات التواصل',
    send: 'إرسال بريد التحقق',
    sent: 'أرسلنا بريد التحقق إلى investor@sahm.example.',
    again: /^إعادة الإرسال بعد \d+ ث$/,
    failed: 'تعذّر إرسال بريد التحقق.',
    retry: 'إعادة المحاولة',
    verified: 'موثّق',
    notVerified: 'غير موثّق',
  },
  en: {
    contact: 'Contact',
    send: 'Send verification email',
    sent: 'We sent a verification email to investor@sahm.example.',
    again: /^Send again in \d+ s$/,
    failed: 'We could not send the verification email.',
    retry: 'Try again',
    verified: 'Verified',
    notVerified: 'Not verified',
  },
} as const;

type Direction = typeof AR | typeof EN;

/** Idle, then sending (busy), then sent: the address named and the button waiting its cooldown. */
function emailSentStory(globals: Direction): Story {
  const text = EMAIL_TEXTS[globals.locale];
  const backend = investorStoryBackend();
  let answer: () => void = () => undefined;
  let arrived: () => void = () => undefined;
  const held = http.post('*/api/app/investor/send-email', async () => {
    await new Promise<void>((resolve) => {
      answer = resolve;
      arrived();
    });
  });
  return {
    globals,
    // The countdown's seconds move: play and axe only, no screenshot.
    tags: ['!visual'],
    parameters: { msw: { handlers: [held, ...backend.handlers] } },
    play: async ({ canvasElement }) => {
      const contact = within(await findSection(canvasElement, text.contact));
      await expect(contact.getByText(text.notVerified)).toBeVisible();
      const send = contact.getByRole('button', { name: text.send });
      // The button is busy as soon as it is pressed; the request reaches the mock a moment later.
      const requested = new Promise<void>((resolve) => (arrived = resolve));
      await userEvent.click(send);
      await waitFor(() => expect(send).toBeDisabled());
      await requested;
      answer();
      await waitFor(() => expect(contact.getByRole('status')).toHaveTextContent(text.sent));
      const again = contact.getByRole('button', { name: text.again });
      await expect(again).toBeDisabled();
      await expect(backend.store.outbox.at(-1)).toMatchObject({
        channel: 'email',
        to: 'investor@sahm.example',
        purpose: 'email-verification',
      });
    },
  };
}

export const EmailVerificationSentArabic = emailSentStory(AR);
export const EmailVerificationSentEnglish = emailSentStory(EN);

/** The mail cannot be sent: the reason in words and Try again, which then sends it. */
function emailFailedStory(globals: Direction): Story {
  const text = EMAIL_TEXTS[globals.locale];
  const backend = investorStoryBackend();
  const down = investorOutage(backend, ['sendEmail']);
  return {
    globals,
    tags: ['!visual'],
    parameters: { msw: { handlers: backend.handlers } },
    beforeEach: down.arm,
    play: async ({ canvasElement }) => {
      const contact = within(await findSection(canvasElement, text.contact));
      await userEvent.click(contact.getByRole('button', { name: text.send }));
      const alert = await contact.findByRole('alert');
      await expect(alert).toHaveTextContent(text.failed);
      down.clear();
      await userEvent.click(within(alert).getByRole('button', { name: text.retry }));
      await waitFor(() => expect(contact.getByRole('status')).toHaveTextContent(text.sent));
      await expect(contact.queryByRole('alert')).toBeNull();
    },
  };
}

export const EmailVerificationFailedArabic = emailFailedStory(AR);
export const EmailVerificationFailedEnglish = emailFailedStory(EN);

/** A verified address: the badge says so and nothing offers to send a mail. */
function emailVerifiedStory(globals: Direction): Story {
  const text = EMAIL_TEXTS[globals.locale];
  const platform = createPlatformMockStore();
  const user = platform.findUserById(investor);
  if (user) user.emailVerified = true;
  const store = createInvestorMockStore({ investors: investorSeedsFromUsers(platform.users) });
  return {
    globals,
    parameters: {
      msw: {
        handlers: [
          ...createPlatformHandlers(platform, {
            identify: identifyFakeAccessToken,
            extraTexts: investorLocalization,
          }),
          ...createInvestorHandlers(store, { identify: identifyFakeAccessToken }),
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const contact = within(await findSection(canvasElement, text.contact));
      const email = contact.getByText('investor@sahm.example');
      await expect(within(email.parentElement!).getByText(text.verified)).toBeVisible();
      await expect(contact.queryByRole('button', { name: text.send })).toBeNull();
    },
  };
}

export const EmailVerifiedArabic = emailVerifiedStory(AR);
export const EmailVerifiedEnglish = emailVerifiedStory(EN);

/** Before any mail: not verified, and the button idle. */
function emailIdleStory(globals: Direction): Story {
  const text = EMAIL_TEXTS[globals.locale];
  return {
    globals,
    parameters: { msw: { handlers: investorStoryBackend().handlers } },
    play: async ({ canvasElement }) => {
      const contact = within(await findSection(canvasElement, text.contact));
      await expect(contact.getByText(text.notVerified)).toBeVisible();
      await expect(contact.getByRole('button', { name: text.send })).toBeEnabled();
      await expect(contact.getByRole('status')).toHaveTextContent('');
    },
  };
}

export const EmailVerificationIdleArabic = emailIdleStory(AR);
export const EmailVerificationIdleEnglish = emailIdleStory(EN);

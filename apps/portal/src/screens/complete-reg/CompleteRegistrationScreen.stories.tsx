import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  EmploymentStatus,
  Gender,
  IncomeSource,
  InvestmentObjective,
  KnowledgeLevel,
  NationalIdType,
  saudiNationalIdCheckDigit,
  ValidationMessage,
  withParams,
  type GeneralInfo,
} from '@sahm/investor-sdk';
import { CURRENT_TERMS, createFailureHandlers } from '@sahm/investor-sdk/mocks';
import { STORAGE_KEYS } from '@sahm/platform';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { investorStoryBackend, withPortalPlatform } from '../../testing/story-platform';
import { CompleteRegistrationScreen } from './CompleteRegistrationScreen';
import { REGISTRATION_DRAFT_PREFIX } from './registration-draft';

const NEW_INVESTOR = SEEDED_IDS.users.newInvestor;
const NATIONAL_ID = `100000000${saudiNationalIdCheckDigit('100000000')}`;
const IQAMA = `200000000${saudiNationalIdCheckDigit('200000000')}`;
/** The same nine digits with a wrong check digit. */
const WRONG_CHECK_DIGIT = `100000000${(saudiNationalIdCheckDigit('100000000') + 1) % 10}`;
const PHONE = '0551234567';
/** The same number as the server keeps it (E.164). */
const PHONE_E164 = '+966551234567';
const DRAFT_KEY = `${REGISTRATION_DRAFT_PREFIX}${NEW_INVESTOR}`;
const portal = { userId: NEW_INVESTOR, path: '/complete-reg' };

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;

const GENERAL_INFO: GeneralInfo = {
  nationalId: NATIONAL_ID,
  nationalIdType: NationalIdType.Citizen,
  birthDate: '1990-01-05',
  firstNameAr: 'فيصل',
  fatherNameAr: 'سعد',
  grandfatherNameAr: 'ناصر',
  familyNameAr: 'العتيبي',
  firstNameEn: 'Faisal',
  fatherNameEn: 'Saad',
  grandfatherNameEn: 'Nasser',
  familyNameEn: 'Al Otaibi',
  gender: Gender.Male,
  nationalityCode: 'SA',
  address: {
    city: 'Jeddah',
    district: 'Al Rawdah',
    street: 'Prince Sultan Road',
    buildingNumber: '2918',
    postalCode: '23435',
    additionalNumber: '6120',
  },
  employment: {
    status: EmploymentStatus.Employed,
    employerName: 'Saudi Aramco',
    jobTitle: 'Analyst',
    annualIncome: 180_000,
    incomeSource: IncomeSource.Salary,
  },
};

type SavedStep = 'GeneralInfo' | 'Experience' | 'Risk' | 'Phone';

/** The sandbox's backend with the new investor's file saved up to (and including) `upTo`. */
function wizardBackend(upTo?: SavedStep) {
  const backend = investorStoryBackend();
  const order: SavedStep[] = ['GeneralInfo', 'Experience', 'Risk', 'Phone'];
  const saved = upTo ? order.slice(0, order.indexOf(upTo) + 1) : [];
  const record = backend.store.ensureInvestor(NEW_INVESTOR);
  if (saved.includes('GeneralInfo')) record.generalInfo = GENERAL_INFO;
  if (saved.includes('Experience')) {
    record.investmentExperience = {
      yearsOfExperience: 3,
      knowledgeLevel: KnowledgeLevel.Good,
      instruments: [1],
      objective: InvestmentObjective.Income,
      netWorth: 400_000,
      hasFinancialSectorExperience: false,
    };
  }
  if (saved.includes('Risk')) {
    record.riskAnswers = [
      { questionId: 'horizon', optionId: 'horizon-medium' },
      { questionId: 'drawdown', optionId: 'drawdown-hold' },
      { questionId: 'savings-share', optionId: 'savings-small' },
      { questionId: 'goal', optionId: 'goal-income' },
    ];
    record.riskSubmittedAt = '2026-01-01T00:00:00Z';
  }
  if (saved.includes('Phone')) {
    Object.assign(record, {
      phoneNumber: PHONE_E164,
      phoneNumberVerified: true,
      phoneVerifiedAt: '2026-01-01T00:00:00Z',
    });
  }
  return backend;
}

type Canvas = ReturnType<typeof within>;
type UserEvent = {
  click: (element: Element) => Promise<void>;
  type: (element: Element, text: string) => Promise<void>;
  clear: (element: Element) => Promise<void>;
  paste: (text: string) => Promise<void>;
};

/** The step's form, once its chunk has loaded, after the heading announced it. */
async function findStep(canvas: Canvas, heading: RegExp, name: string) {
  await canvas.findByRole('heading', { level: 2, name: heading }, { timeout: 5000 });
  return within(await canvas.findByRole('form', { name }, { timeout: 5000 }));
}

/** Pastes into a field: a long form is filled without typing every key (the story's time limit). */
async function fill(userEvent: UserEvent, field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function replaceText(userEvent: UserEvent, field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** Radix Select: open, choose, and wait for the listbox to close (it animates out). */
async function choose(userEvent: UserEvent, form: Canvas, label: RegExp, option: string) {
  await userEvent.click(form.getByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
  await waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());
}

const draftText = () => localStorage.getItem(DRAFT_KEY) ?? '';

/** Step 1 in English with a valid citizen id and a Gregorian birth date. */
async function passIdentityEnglish(canvas: Canvas, userEvent: UserEvent) {
  const form = await findStep(canvas, /Step 1 of 6/, 'Identity');
  await userEvent.type(form.getByRole('textbox', { name: /National ID or iqama/ }), NATIONAL_ID);
  await userEvent.type(form.getByRole('textbox', { name: /Date of birth/ }), '1990-01-05');
  await userEvent.click(form.getByRole('button', { name: 'Next' }));
  return findStep(canvas, /Step 2 of 6/, 'Personal information');
}

/** Step 1 in Arabic. */
async function passIdentityArabic(canvas: Canvas, userEvent: UserEvent) {
  const form = await findStep(canvas, /الخطوة 1 من 6/, 'الهوية');
  await userEvent.type(
    form.getByRole('textbox', { name: /رقم الهوية الوطنية أو الإقامة/ }),
    NATIONAL_ID,
  );
  await userEvent.type(form.getByRole('textbox', { name: /تاريخ الميلاد/ }), '1990-01-05');
  await userEvent.click(form.getByRole('button', { name: 'التالي' }));
  return findStep(canvas, /الخطوة 2 من 6/, 'البيانات الشخصية');
}

const meta = {
  title: 'Portal/Screens/CompleteRegistration',
  component: CompleteRegistrationScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    portal,
    msw: { handlers: wizardBackend().handlers },
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  beforeEach: () => {
    localStorage.clear();
  },
} satisfies Meta<typeof CompleteRegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Loading and load errors ───────────────────────────────────────────────

export const LoadingArabic: Story = {
  globals: ar,
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/app/investor/investor-details', () => delay('infinite')),
        ...wizardBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('جارٍ تحميل');
  },
};

export const LoadErrorEnglish: Story = {
  globals: en,
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({ getInvestorDetails: 'server-error' }),
        ...wizardBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not load');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LoadErrorRetryArabic: Story = {
  globals: ar,
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/app/investor/investor-details', () => HttpResponse.error(), {
          once: true,
        }),
        ...wizardBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('تعذّر تحميل بيانات تسجيلك');
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await findStep(canvas, /الخطوة 1 من 6/, 'الهوية');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

// ── 1. National id ────────────────────────────────────────────────────────

export const NationalIdValidationArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /الخطوة 1 من 6/, 'الهوية');
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('الهوية');
    // No error before an edit; Next marks everything and shows the errors.
    await expect(form.queryByText('رقم الهوية الوطنية أو الإقامة غير صحيح.')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'التالي' }));
    const id = form.getByRole('textbox', { name: /رقم الهوية الوطنية أو الإقامة/ });
    await expect(await form.findByText('رقم الهوية الوطنية أو الإقامة غير صحيح.')).toBeVisible();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('هذا الحقل مطلوب.')).toBeVisible();
    await expect(id).toHaveFocus();
    // Fix and proceed.
    await userEvent.type(id, NATIONAL_ID);
    await userEvent.type(form.getByRole('textbox', { name: /تاريخ الميلاد/ }), '1990-01-05');
    await userEvent.click(form.getByRole('button', { name: 'التالي' }));
    await findStep(canvas, /الخطوة 2 من 6/, 'البيانات الشخصية');
  },
};

export const NationalIdCheckDigitEnglish: Story = {
  globals: en,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /Step 1 of 6/, 'Identity');
    const id = form.getByRole('textbox', { name: /National ID or iqama/ });
    // Ten digits with a leading 1, but the Luhn check digit is wrong.
    await userEvent.type(id, WRONG_CHECK_DIGIT);
    await expect(await form.findByText('Invalid national ID or iqama number.')).toBeVisible();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    // Nine digits are not an id either; the right check digit clears the error.
    await replaceText(userEvent, id, NATIONAL_ID.slice(0, 9));
    await expect(form.getByText('Invalid national ID or iqama number.')).toBeVisible();
    await replaceText(userEvent, id, NATIONAL_ID);
    await waitFor(() => expect(id).not.toHaveAttribute('aria-invalid', 'true'));
    await expect(form.queryByText('Invalid national ID or iqama number.')).toBeNull();
  },
};

export const NationalIdHijriBirthDateArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /الخطوة 1 من 6/, 'الهوية');
    await userEvent.type(
      form.getByRole('textbox', { name: /رقم الهوية الوطنية أو الإقامة/ }),
      NATIONAL_ID,
    );
    await userEvent.click(form.getByRole('radio', { name: 'هجري' }));
    const birthDate = form.getByRole('textbox', { name: /تاريخ الميلاد/ });
    // Before 1 Muharram 1214 (SPEC §5's Hijri minimum), then only a month: both refused.
    await userEvent.type(birthDate, '1213-12-29');
    await expect(await form.findByText('لا يمكن أن يسبق التاريخ 1214-01-01.')).toBeVisible();
    await replaceText(userEvent, birthDate, '1410-06');
    await expect(await form.findByText('أدخل اليوم أيضًا (yyyy-MM-dd).')).toBeVisible();
    await replaceText(userEvent, birthDate, '1410-06-20');
    await userEvent.click(form.getByRole('button', { name: 'التالي' }));
    await findStep(canvas, /الخطوة 2 من 6/, 'البيانات الشخصية');
    // The identity is kept as a Gregorian ISO date (20 Jumada al-Akhirah 1410 = 18 Jan 1990 in Umm al-Qura).
    const identity = (JSON.parse(draftText()) as { Identity: { birthDate: string } }).Identity;
    await expect(identity.birthDate).toBe('1990-01-18');
  },
};

export const NationalTypeMismatchEnglish: Story = {
  globals: en,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /Step 1 of 6/, 'Identity');
    const id = form.getByRole('textbox', { name: /National ID or iqama/ });
    // An iqama number (leading 2) declared as a citizen's national id: the server refuses it.
    await userEvent.type(id, IQAMA);
    await userEvent.type(form.getByRole('textbox', { name: /Date of birth/ }), '1990-01-05');
    await expect(form.getByRole('radio', { name: 'Saudi citizen (national ID)' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await expect(
      await form.findByText('A national ID starts with 1 and an iqama with 2; check the ID type.'),
    ).toBeVisible();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(id).toHaveValue(IQAMA);
    // Choosing the resident type fixes it.
    await userEvent.click(form.getByRole('radio', { name: 'Resident (iqama)' }));
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await findStep(canvas, /Step 2 of 6/, 'Personal information');
  },
};

export const NationalIdNotVerifiedArabic: Story = {
  globals: ar,
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/app/investor/check-national-id/:nationalId', () =>
          HttpResponse.json({
            isVerified: false,
            isAlreadyRegistered: false,
            fullNameAr: null,
            fullNameEn: null,
            nationalityCode: null,
          }),
        ),
        ...wizardBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /الخطوة 1 من 6/, 'الهوية');
    await userEvent.type(
      form.getByRole('textbox', { name: /رقم الهوية الوطنية أو الإقامة/ }),
      NATIONAL_ID,
    );
    await userEvent.type(form.getByRole('textbox', { name: /تاريخ الميلاد/ }), '1990-01-05');
    await userEvent.click(form.getByRole('button', { name: 'التالي' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'رقم الهوية وتاريخ الميلاد لا يتطابقان مع السجل الوطني.',
    );
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('الخطوة 1 من 6');
  },
};

const alreadyRegistered = wizardBackend();
const takenId =
  alreadyRegistered.store.findInvestor(SEEDED_IDS.users.investor)?.generalInfo?.nationalId ?? '';

export const NationalIdAlreadyRegisteredEnglish: Story = {
  globals: en,
  parameters: { msw: { handlers: alreadyRegistered.handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /Step 1 of 6/, 'Identity');
    const id = form.getByRole('textbox', { name: /National ID or iqama/ });
    await userEvent.type(id, takenId);
    await userEvent.type(form.getByRole('textbox', { name: /Date of birth/ }), '1990-01-05');
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await expect(await form.findByText('This ID number is already registered.')).toBeVisible();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NationalIdBusyArabic: Story = {
  globals: ar,
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/app/investor/check-national-id/:nationalId', () => delay('infinite')),
        ...wizardBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /الخطوة 1 من 6/, 'الهوية');
    await userEvent.type(
      form.getByRole('textbox', { name: /رقم الهوية الوطنية أو الإقامة/ }),
      NATIONAL_ID,
    );
    await userEvent.type(form.getByRole('textbox', { name: /تاريخ الميلاد/ }), '1990-01-05');
    await userEvent.click(form.getByRole('button', { name: 'التالي' }));
    await waitFor(() =>
      expect(canvas.getByRole('form', { name: 'الهوية' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(form.getByRole('button', { name: 'التالي' })).toBeDisabled();
  },
};

export const ResumeFromDraftEnglish: Story = {
  globals: en,
  beforeEach: () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        NationalId: {
          nationalId: IQAMA,
          birthDate: { text: '1410-06-20', calendar: 'islamic-umalqura' },
          nationalType: '2',
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /Step 1 of 6/, 'Identity');
    await expect(form.getByRole('textbox', { name: /National ID or iqama/ })).toHaveValue(IQAMA);
    await expect(form.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('1410-06-20');
    await expect(form.getByRole('radio', { name: 'Hijri' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Resident (iqama)' })).toBeChecked();
  },
};

// ── 2. General info ───────────────────────────────────────────────────────

export const GeneralInfoValidationArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await passIdentityArabic(canvas, userEvent);
    // A citizen's nationality is Saudi from the start.
    await expect(form.getByRole('combobox', { name: /الجنسية/ })).toHaveTextContent('السعودية');
    await userEvent.click(form.getByRole('button', { name: 'التالي' }));
    await waitFor(() =>
      expect(form.getAllByText('هذا الحقل مطلوب.').length).toBeGreaterThanOrEqual(10),
    );
    const arabicNames = within(form.getByRole('group', { name: 'الاسم بالعربية' }));
    const firstAr = arabicNames.getByRole('textbox', { name: /الاسم الأول/ });
    await userEvent.type(firstAr, 'Faisal');
    await expect(await form.findByText('يُسمح بالحروف العربية والمسافات فقط.')).toBeVisible();
    await expect(firstAr).toHaveAttribute('aria-invalid', 'true');
    const building = form.getByRole('textbox', { name: /رقم المبنى/ });
    await userEvent.type(building, '12');
    await expect(await form.findByText('أدخل 4 أرقام بالضبط.')).toBeVisible();
    // Still on step 2: nothing was sent.
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'البيانات الشخصية',
    );
  },
};

const generalInfoSaves = wizardBackend();

export const GeneralInfoSavesEnglish: Story = {
  globals: en,
  parameters: { msw: { handlers: generalInfoSaves.handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    let form = await passIdentityEnglish(canvas, userEvent);
    const names = {
      'Name in Arabic': ['فيصل', 'سعد', 'ناصر', 'العتيبي'],
      'Name in English': ['Faisal', 'Saad', 'Nasser', 'Al Otaibi'],
    };
    for (const [group, values] of Object.entries(names)) {
      const fields = within(form.getByRole('group', { name: group })).getAllByRole('textbox');
      for (const [index, value] of values.entries()) await fill(userEvent, fields[index]!, value);
    }
    await userEvent.click(form.getByRole('radio', { name: 'Male' }));
    await fill(userEvent, form.getByRole('textbox', { name: /City/ }), 'Jeddah');
    await fill(userEvent, form.getByRole('textbox', { name: /District/ }), 'Al Rawdah');
    await fill(userEvent, form.getByRole('textbox', { name: /Street/ }), 'Prince Sultan Road');
    await fill(userEvent, form.getByRole('textbox', { name: /Building number/ }), '2918');
    await fill(userEvent, form.getByRole('textbox', { name: /Postal code/ }), '23435');
    await fill(userEvent, form.getByRole('textbox', { name: /Additional number/ }), '6120');
    await choose(userEvent, form, /Employment status/, 'Employed');
    await fill(userEvent, form.getByRole('textbox', { name: /Annual income/ }), '١٨٠٠٠٠');
    await choose(userEvent, form, /Main source of income/, 'Salary');
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    form = await findStep(canvas, /Step 3 of 6/, 'Investment experience');
    const saved = generalInfoSaves.store.findInvestor(NEW_INVESTOR)?.generalInfo;
    await expect(saved?.familyNameEn).toBe('Al Otaibi');
    await expect(saved?.nationalId).toBe(NATIONAL_ID);
    // Arabic-Indic digits were read as a number.
    await expect(saved?.employment.annualIncome).toBe(180_000);
    // Back shows what the server now has.
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    form = await findStep(canvas, /Step 2 of 6/, 'Personal information');
    await expect(form.getByRole('textbox', { name: /City/ })).toHaveValue('Jeddah');
  },
};

// ── 3. Investment experience ──────────────────────────────────────────────

export const ExperienceValidationArabic: Story = {
  globals: ar,
  parameters: { msw: { handlers: wizardBackend('GeneralInfo').handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /الخطوة 3 من 6/, 'الخبرة الاستثمارية');
    // Steps on file are marked saved.
    await expect(canvas.getAllByText('(محفوظة)')).toHaveLength(2);
    await userEvent.click(form.getByRole('button', { name: 'التالي' }));
    // The two amounts are required; nothing typed yet.
    await waitFor(() => expect(form.getAllByText('هذا الحقل مطلوب.')).toHaveLength(2));
    const years = form.getByRole('textbox', { name: /سنوات الخبرة في الاستثمار/ });
    await userEvent.type(years, '100');
    await waitFor(() => expect(years).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.getByText(/80/)).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /صافي الثروة/ }), 'abc');
    await expect(await form.findByText('رقم غير صحيح.')).toBeVisible();
  },
};

/** Fills step 3 with valid answers (English). */
async function fillExperienceEnglish(form: Canvas, userEvent: UserEvent) {
  await userEvent.type(form.getByRole('textbox', { name: /Years of investing/ }), '12');
  await userEvent.click(form.getByRole('radio', { name: 'Good' }));
  await userEvent.click(form.getByRole('checkbox', { name: 'Stocks' }));
  await userEvent.click(form.getByRole('radio', { name: 'Regular income' }));
  await userEvent.type(form.getByRole('textbox', { name: /Net worth/ }), '400000');
}

export const ExperienceServerErrorEnglish: Story = {
  globals: en,
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({
          saveInvestmentExperience: {
            kind: 'validation',
            validationErrors: [
              {
                message: withParams(ValidationMessage.Range, 0, 10),
                members: ['YearsOfExperience'],
              },
            ],
          },
        }),
        ...wizardBackend('GeneralInfo').handlers,
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /Step 3 of 6/, 'Investment experience');
    await fillExperienceEnglish(form, userEvent);
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    // The server's message, its [params] filled in, under the field it names.
    await expect(await form.findByText('The value should be between 0 and 10.')).toBeVisible();
    const years = form.getByRole('textbox', { name: /Years of investing/ });
    await expect(years).toHaveAttribute('aria-invalid', 'true');
    await expect(years).toHaveValue('12');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Step 3 of 6');
  },
};

export const ExperienceNetworkErrorArabic: Story = {
  globals: ar,
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({ saveInvestmentExperience: 'network-error' }),
        ...wizardBackend('GeneralInfo').handlers,
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /الخطوة 3 من 6/, 'الخبرة الاستثمارية');
    await userEvent.type(form.getByRole('textbox', { name: /سنوات الخبرة في الاستثمار/ }), '12');
    await userEvent.click(form.getByRole('radio', { name: 'جيدة' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'الأسهم' }));
    await userEvent.click(form.getByRole('radio', { name: 'دخل منتظم' }));
    await userEvent.type(form.getByRole('textbox', { name: /صافي الثروة/ }), '400000');
    await userEvent.click(form.getByRole('button', { name: 'التالي' }));
    // A localized failure above the buttons; everything typed is still there.
    await expect(await form.findByRole('alert')).not.toBeEmptyDOMElement();
    await expect(form.getByRole('textbox', { name: /سنوات الخبرة في الاستثمار/ })).toHaveValue(
      '12',
    );
    await expect(form.getByRole('checkbox', { name: 'الأسهم' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /صافي الثروة/ })).toHaveValue('400000');
    await expect(draftText()).toContain('400000');
  },
};

export const ExperienceBusyEnglish: Story = {
  globals: en,
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/app/investor/investment-experience', () => delay('infinite')),
        ...wizardBackend('GeneralInfo').handlers,
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /Step 3 of 6/, 'Investment experience');
    await fillExperienceEnglish(form, userEvent);
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(canvas.getByRole('form', { name: 'Investment experience' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(form.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

// ── 4. Risk statement ─────────────────────────────────────────────────────

const riskSaves = wizardBackend('Experience');

export const RiskValidationEnglish: Story = {
  globals: en,
  parameters: { msw: { handlers: riskSaves.handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /Step 4 of 6/, 'Risk statement');
    const questions = form.getAllByRole('radiogroup');
    await expect(questions.length).toBeGreaterThan(1);
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(form.getAllByText('This field is required.')).toHaveLength(questions.length),
    );
    for (const question of questions) {
      await userEvent.click(within(question).getAllByRole('radio')[0]!);
    }
    await waitFor(() => expect(form.queryByText('This field is required.')).toBeNull());
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await findStep(canvas, /Step 5 of 6/, 'Mobile number');
    await expect(riskSaves.store.findInvestor(NEW_INVESTOR)?.riskAnswers).toHaveLength(
      questions.length,
    );
  },
};

export const RiskArabic: Story = {
  globals: ar,
  parameters: { msw: { handlers: wizardBackend('Experience').handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /الخطوة 4 من 6/, 'إقرار المخاطر');
    await expect(
      form.getByRole('radiogroup', { name: /ما المدة التي تنوي الاستثمار خلالها؟/ }),
    ).toBeVisible();
    await expect(form.getByRole('radio', { name: 'أقل من سنة' })).not.toBeChecked();
  },
};

// ── 5. Phone verification ─────────────────────────────────────────────────

const phoneVerifies = wizardBackend('Risk');

export const PhoneWrongCodeArabic: Story = {
  globals: ar,
  parameters: { msw: { handlers: phoneVerifies.handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /الخطوة 5 من 6/, 'رقم الجوال');
    const phone = form.getByRole('textbox', { name: /رقم الجوال/ });
    await userEvent.type(phone, '123');
    await expect(await form.findByText('رقم الجوال السعودي غير صحيح.')).toBeVisible();
    await replaceText(userEvent, phone, PHONE);
    await userEvent.click(form.getByRole('button', { name: 'إرسال الرمز' }));
    await expect(await form.findByRole('status')).toHaveTextContent(
      `أرسلنا رمزًا من 6 أرقام إلى ${PHONE_E164}.`,
    );
    // Resending waits for the cooldown.
    await expect(form.getByRole('button', { name: /إعادة الإرسال بعد/ })).toBeDisabled();
    const code = form.getByRole('textbox', { name: /رمز التحقق/ });
    await userEvent.type(code, '000000');
    await userEvent.click(form.getByRole('button', { name: 'تحقق' }));
    await expect(await form.findByText('رمز التحقق غير صحيح.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    // The number is kept for a reload; the code never is (ADR 0060).
    await expect(draftText()).toContain(PHONE);
    await expect(draftText()).not.toContain('000000');
    await replaceText(userEvent, code, '123456');
    await userEvent.click(form.getByRole('button', { name: 'تحقق' }));
    await findStep(canvas, /الخطوة 6 من 6/, 'الشروط والأحكام');
    await expect(phoneVerifies.store.findInvestor(NEW_INVESTOR)?.phoneNumberVerified).toBe(true);
  },
};

export const PhoneVerifiedEnglish: Story = {
  globals: en,
  parameters: { msw: { handlers: wizardBackend('Phone').handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // The server has every step but the terms: the wizard opens there; Back shows the phone.
    let form = await findStep(canvas, /Step 6 of 6/, 'Terms and conditions');
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    form = await findStep(canvas, /Step 5 of 6/, 'Mobile number');
    await expect(form.getByText(`Mobile number ${PHONE_E164} is verified.`)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Mobile number/ })).toHaveValue(PHONE_E164);
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await findStep(canvas, /Step 6 of 6/, 'Terms and conditions');
  },
};

// ── 6. Terms ──────────────────────────────────────────────────────────────

const termsAccepted = wizardBackend('Phone');

export const TermsMustAcceptEnglish: Story = {
  globals: en,
  parameters: { msw: { handlers: termsAccepted.handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /Step 6 of 6/, 'Terms and conditions');
    await expect(form.getByRole('heading', { level: 3 })).toHaveTextContent(CURRENT_TERMS.titleEn);
    await userEvent.click(form.getByRole('button', { name: 'Finish registration' }));
    await expect(await form.findByText('You must accept the terms and conditions.')).toBeVisible();
    const accept = form.getByRole('checkbox', {
      name: /I have read and accept the terms and conditions/,
    });
    await expect(accept).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(accept);
    await userEvent.click(form.getByRole('button', { name: 'Finish registration' }));
    await waitFor(() =>
      expect(localStorage.getItem(STORAGE_KEYS.isCompleteRegistration)).toBe('true'),
    );
    // Completion forgets the draft and the server has the registration.
    await expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    const investor = termsAccepted.store.findInvestor(NEW_INVESTOR);
    await expect(investor?.registrationCompleted).toBe(true);
    await expect(investor?.acceptedTermsVersion).toBe(CURRENT_TERMS.version);
  },
};

export const TermsArabic: Story = {
  globals: ar,
  parameters: { msw: { handlers: wizardBackend('Phone').handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await findStep(canvas, /الخطوة 6 من 6/, 'الشروط والأحكام');
    await expect(form.getByText(CURRENT_TERMS.contentAr)).toBeVisible();
    await expect(
      form.getByRole('checkbox', { name: /قرأت الشروط والأحكام وأوافق عليها/ }),
    ).not.toBeChecked();
  },
};

// ── Long text and narrow screens ──────────────────────────────────────────

const LONG_TERMS = {
  ...CURRENT_TERMS,
  titleAr:
    'الشروط والأحكام العامة لاستخدام منصة سهم للاستثمار الجماعي في المشاريع العقارية والتجارية',
  titleEn:
    'General terms and conditions for using the Sahm collective investment platform for real-estate and commercial projects',
  contentAr: Array.from({ length: 12 }, () => CURRENT_TERMS.contentAr).join('\n\n'),
  contentEn: Array.from({ length: 12 }, () => CURRENT_TERMS.contentEn).join('\n\n'),
  acceptedVersion: null,
  acceptedAt: null,
};
const longTerms = () => [
  http.get('*/api/app/investor/terms-and-conditions', () => HttpResponse.json(LONG_TERMS)),
  ...wizardBackend('Phone').handlers,
];
const noHorizontalScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

export const LongTextArabic: Story = {
  globals: ar,
  parameters: { msw: { handlers: longTerms() } },
  play: async ({ canvasElement }) => {
    const form = await findStep(within(canvasElement), /الخطوة 6 من 6/, 'الشروط والأحكام');
    await expect(form.getByRole('heading', { level: 3 })).toHaveTextContent(LONG_TERMS.titleAr);
    await noHorizontalScroll();
  },
};

export const LongTextEnglish: Story = {
  globals: en,
  parameters: { msw: { handlers: longTerms() } },
  play: async ({ canvasElement }) => {
    const form = await findStep(within(canvasElement), /Step 6 of 6/, 'Terms and conditions');
    await expect(form.getByRole('heading', { level: 3 })).toHaveTextContent(LONG_TERMS.titleEn);
    await noHorizontalScroll();
  },
};

/** Below 992 px (SPEC §9) every field group is one column and nothing scrolls sideways. */
async function expectOneColumn(form: Canvas, group: string) {
  const fields = within(form.getByRole('group', { name: group })).getAllByRole('textbox');
  const starts = new Set(fields.map((field) => Math.round(field.getBoundingClientRect().left)));
  await expect(starts.size).toBe(1);
  await noHorizontalScroll();
}

export const NarrowArabic: Story = {
  globals: { ...ar, viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    await expect(window.innerWidth).toBeLessThan(992);
    const form = await passIdentityArabic(within(canvasElement), userEvent);
    await expectOneColumn(form, 'الاسم بالعربية');
  },
};

export const NarrowEnglish: Story = {
  globals: { ...en, viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    await expect(window.innerWidth).toBeLessThan(992);
    const form = await passIdentityEnglish(within(canvasElement), userEvent);
    await expectOneColumn(form, 'National address');
  },
};

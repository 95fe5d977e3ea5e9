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
import { completedRegistrationKey } from '@sahm/platform';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { investorStoryBackend, withPortalPlatform } from '../../testing/story-platform';
import { investorOutage } from '../../testing/outage';
import { CompleteRegistrationScreen } from './CompleteRegistrationScreen';
import {
  readRegistrationDraft,
  REGISTRATION_DRAFT_KEY,
  saveRegistrationDraftStep,
} from './registration-draft';
import { wizardTexts, type WizardTexts } from './wizard-story-texts';

const NEW_INVESTOR = SEEDED_IDS.users.newInvestor;
const NATIONAL_ID = `100000000${saudiNationalIdCheckDigit('100000000')}`;
const IQAMA = `200000000${saudiNationalIdCheckDigit('200000000')}`;
/** The same nine digits with a wrong check digit. */
const WRONG_CHECK_DIGIT = `100000000${(saudiNationalIdCheckDigit('100000000') + 1) % 10}`;
const PHONE = '0551234567';
/** The same number as the server keeps it (E.164). */
const PHONE_E164 = '+966551234567';
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
  const record = backend.store.ensureInvestor(NEW_INVESTOR, null);
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
  selectOptions: (element: Element, values: string) => Promise<void>;
};
type Globals = typeof ar | typeof en;

/** The step's form, once its chunk has loaded, after the heading announced it. */
async function findStep(canvas: Canvas, heading: RegExp, name: string) {
  await canvas.findByRole('heading', { level: 2, name: heading }, { timeout: 5000 });
  return within(await canvas.findByRole('form', { name }, { timeout: 5000 }));
}

/** Step `n` (1-based) of the wizard, by its heading and its form's name. */
const findStepNumber = (canvas: Canvas, text: WizardTexts, n: number, step: string) =>
  findStep(canvas, text.step(n), text.stepName(step));

/** Pastes into a field: a long form is filled without typing every key (the story's time limit). */
async function fill(userEvent: UserEvent, field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function replaceText(userEvent: UserEvent, field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** Picks an option of a select by its label. */
async function choose(userEvent: UserEvent, form: Canvas, label: RegExp, option: string) {
  await userEvent.selectOptions(form.getByRole('combobox', { name: label }), option);
}

const draftText = () => sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? '';

/** Step 1 with a valid citizen id and a Gregorian birth date; answers step 2's form. */
async function passIdentity(canvas: Canvas, userEvent: UserEvent, text: WizardTexts) {
  const form = await findStepNumber(canvas, text, 1, 'NationalId');
  await userEvent.type(form.getByRole('textbox', { name: text.label('NationalId') }), NATIONAL_ID);
  await userEvent.type(form.getByRole('textbox', { name: text.label('BirthDate') }), '1990-01-05');
  await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
  return findStepNumber(canvas, text, 2, 'GeneralInfo');
}

/** Types an id and a birth date into step 1 and presses Next. */
async function submitIdentity(form: Canvas, userEvent: UserEvent, text: WizardTexts, id: string) {
  await userEvent.type(form.getByRole('textbox', { name: text.label('NationalId') }), id);
  await userEvent.type(form.getByRole('textbox', { name: text.label('BirthDate') }), '1990-01-05');
  await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
}

/** A story factory for both directions: its words are read with `wizardTexts` in its locale. */
const bothDirections =
  (story: (globals: Globals, text: WizardTexts) => Story) =>
  (globals: Globals): Story =>
    story(globals, wizardTexts(globals.locale));

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
    sessionStorage.clear();
  },
} satisfies Meta<typeof CompleteRegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Loading, error, empty, partial, filled (ADR 0150) ─────────────────────

const loading = bothDirections((globals, text) => ({
  globals,
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/app/investor/investor-general-info', () => delay('infinite')),
        ...wizardBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      text.text('Loading'),
    );
  },
}));
export const LoadingArabic = loading(ar);
export const LoadingEnglish = loading(en);

/** The file fails to load: the message and Try again, which opens step 1 once the server answers. */
const error = bothDirections((globals, text) => {
  const backend = wizardBackend();
  const detailsDown = investorOutage(backend, ['getGeneralInfo']);
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    beforeEach: detailsDown.arm,
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(text.text('LoadError'));
      detailsDown.clear();
      await userEvent.click(canvas.getByRole('button', { name: text.text('Retry') }));
      await findStepNumber(canvas, text, 1, 'NationalId');
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  };
});
export const ErrorArabic = error(ar);
export const ErrorEnglish = error(en);

/** Empty: nothing on file and no draft; step 1 with blank fields and no step marked saved. */
const empty = bothDirections((globals, text) => ({
  globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await findStepNumber(canvas, text, 1, 'NationalId');
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      text.stepName('NationalId'),
    );
    await expect(canvas.queryByText(text.saved)).toBeNull();
    await expect(form.getByRole('textbox', { name: text.label('NationalId') })).toHaveValue('');
    await expect(form.queryByRole('button', { name: text.text('Back') })).toBeNull();
  },
}));
export const EmptyArabic = empty(ar);
export const EmptyEnglish = empty(en);

/**
 * Partial: a registration half done. Identity, personal information and experience are on file:
 * the wizard opens at the risk statement with three steps marked saved, and Back shows what the
 * server has.
 */
const partial = bothDirections((globals, text) => ({
  globals,
  parameters: { msw: { handlers: wizardBackend('Experience').handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    let form = await findStepNumber(canvas, text, 4, 'Risk');
    await expect(canvas.getAllByText(text.saved)).toHaveLength(3);
    const question = form.getByRole('radiogroup', { name: new RegExp(text.firstRiskQuestion) });
    await expect(
      within(question).getByRole('radio', { name: text.firstRiskOption }),
    ).not.toBeChecked();
    await userEvent.click(form.getByRole('button', { name: text.text('Back') }));
    form = await findStepNumber(canvas, text, 3, 'Experience');
    await expect(form.getByRole('textbox', { name: text.label('YearsOfExperience') })).toHaveValue(
      '3',
    );
  },
}));
export const PartialArabic = partial(ar);
export const PartialEnglish = partial(en);

/** Filled: every step but the terms on file; the wizard opens at the terms, five steps saved. */
const filled = bothDirections((globals, text) => ({
  globals,
  parameters: { msw: { handlers: wizardBackend('Phone').handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await findStepNumber(canvas, text, 6, 'Terms');
    await expect(canvas.getAllByText(text.saved)).toHaveLength(5);
    await expect(form.getByRole('heading', { level: 3 })).toHaveTextContent(text.terms.title);
    await expect(form.getByText(text.terms.content)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: text.label('AcceptTerms') })).not.toBeChecked();
  },
}));
export const FilledArabic = filled(ar);
export const FilledEnglish = filled(en);

// ── 1. National id ────────────────────────────────────────────────────────

const nationalIdValidation = bothDirections((globals, text) => ({
  globals,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStepNumber(canvas, text, 1, 'NationalId');
    const invalidId = text.validation('InvalidSaudiNationalId');
    // No error before an edit; Next marks everything and shows the errors.
    await expect(form.queryByText(invalidId)).toBeNull();
    await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
    const id = form.getByRole('textbox', { name: text.label('NationalId') });
    await expect(await form.findByText(invalidId)).toBeVisible();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(text.validation('Required'))).toBeVisible();
    await expect(id).toHaveFocus();
    // Fix and proceed.
    await userEvent.type(id, NATIONAL_ID);
    await userEvent.type(
      form.getByRole('textbox', { name: text.label('BirthDate') }),
      '1990-01-05',
    );
    await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
    await findStepNumber(canvas, text, 2, 'GeneralInfo');
  },
}));
export const NationalIdValidationArabic = nationalIdValidation(ar);
export const NationalIdValidationEnglish = nationalIdValidation(en);

const nationalIdCheckDigit = bothDirections((globals, text) => ({
  globals,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStepNumber(canvas, text, 1, 'NationalId');
    const id = form.getByRole('textbox', { name: text.label('NationalId') });
    const invalidId = text.validation('InvalidSaudiNationalId');
    // Ten digits with a leading 1, but the Luhn check digit is wrong.
    await userEvent.type(id, WRONG_CHECK_DIGIT);
    await expect(await form.findByText(invalidId)).toBeVisible();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    // Nine digits are not an id either; the right check digit clears the error.
    await replaceText(userEvent, id, NATIONAL_ID.slice(0, 9));
    await expect(form.getByText(invalidId)).toBeVisible();
    await replaceText(userEvent, id, NATIONAL_ID);
    await waitFor(() => expect(id).not.toHaveAttribute('aria-invalid', 'true'));
    await expect(form.queryByText(invalidId)).toBeNull();
  },
}));
export const NationalIdCheckDigitArabic = nationalIdCheckDigit(ar);
export const NationalIdCheckDigitEnglish = nationalIdCheckDigit(en);

const nationalIdHijriBirthDate = bothDirections((globals, text) => ({
  globals,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStepNumber(canvas, text, 1, 'NationalId');
    await userEvent.type(
      form.getByRole('textbox', { name: text.label('NationalId') }),
      NATIONAL_ID,
    );
    await userEvent.click(form.getByRole('radio', { name: text.form('Date:Hijri') }));
    const birthDate = form.getByRole('textbox', { name: text.label('BirthDate') });
    // Before 1 Muharram 1214 (SPEC §5's Hijri minimum), then only a month: both refused.
    await userEvent.type(birthDate, '1213-12-29');
    await expect(
      await form.findByText(text.form('Validation:DateBeforeMinimum', '1214-01-01')),
    ).toBeVisible();
    await replaceText(userEvent, birthDate, '1410-06');
    await expect(await form.findByText(text.form('Validation:DateIncomplete'))).toBeVisible();
    await replaceText(userEvent, birthDate, '1410-06-20');
    await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
    await findStepNumber(canvas, text, 2, 'GeneralInfo');
    // Kept as a Gregorian ISO date (20 Jumada al-Akhirah 1410 = 18 Jan 1990 in Umm al-Qura).
    const identity = readRegistrationDraft(NEW_INVESTOR).Identity as { birthDate: string };
    await expect(identity.birthDate).toBe('1990-01-18');
  },
}));
export const NationalIdHijriBirthDateArabic = nationalIdHijriBirthDate(ar);
export const NationalIdHijriBirthDateEnglish = nationalIdHijriBirthDate(en);

const nationalTypeMismatch = bothDirections((globals, text) => ({
  globals,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStepNumber(canvas, text, 1, 'NationalId');
    const id = form.getByRole('textbox', { name: text.label('NationalId') });
    // An iqama number (leading 2) declared as a citizen's national id: refused.
    await expect(form.getByRole('radio', { name: text.text('Citizen') })).toBeChecked();
    await submitIdentity(form, userEvent, text, IQAMA);
    await expect(await form.findByText(text.validation('NationalIdTypeMismatch'))).toBeVisible();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(id).toHaveValue(IQAMA);
    // Choosing the resident type fixes it.
    await userEvent.click(form.getByRole('radio', { name: text.text('Resident') }));
    await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
    await findStepNumber(canvas, text, 2, 'GeneralInfo');
  },
}));
export const NationalTypeMismatchArabic = nationalTypeMismatch(ar);
export const NationalTypeMismatchEnglish = nationalTypeMismatch(en);

const nationalIdNotVerified = bothDirections((globals, text) => ({
  globals,
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
    const form = await findStepNumber(canvas, text, 1, 'NationalId');
    await submitIdentity(form, userEvent, text, NATIONAL_ID);
    await expect(await form.findByRole('alert')).toHaveTextContent(text.text('NotVerified'));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(text.step(1));
  },
}));
export const NationalIdNotVerifiedArabic = nationalIdNotVerified(ar);
export const NationalIdNotVerifiedEnglish = nationalIdNotVerified(en);

const nationalIdAlreadyRegistered = bothDirections((globals, text) => {
  const backend = wizardBackend();
  const takenId =
    backend.store.findInvestor(SEEDED_IDS.users.investor)?.generalInfo?.nationalId ?? '';
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const form = await findStepNumber(canvas, text, 1, 'NationalId');
      await submitIdentity(form, userEvent, text, takenId);
      await expect(await form.findByText(text.text('AlreadyRegistered'))).toBeVisible();
      await expect(form.getByRole('textbox', { name: text.label('NationalId') })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    },
  };
});
export const NationalIdAlreadyRegisteredArabic = nationalIdAlreadyRegistered(ar);
export const NationalIdAlreadyRegisteredEnglish = nationalIdAlreadyRegistered(en);

const nationalIdBusy = bothDirections((globals, text) => ({
  globals,
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
    const form = await findStepNumber(canvas, text, 1, 'NationalId');
    await submitIdentity(form, userEvent, text, NATIONAL_ID);
    await waitFor(() =>
      expect(canvas.getByRole('form', { name: text.stepName('NationalId') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(form.getByRole('button', { name: text.text('Next') })).toBeDisabled();
  },
}));
export const NationalIdBusyArabic = nationalIdBusy(ar);
export const NationalIdBusyEnglish = nationalIdBusy(en);

/** A reload in the middle of step 1: the typed iqama and Hijri date come back from the draft. */
const resumeFromDraft = bothDirections((globals, text) => ({
  globals,
  beforeEach: () => {
    saveRegistrationDraftStep(NEW_INVESTOR, 'NationalId', {
      nationalId: IQAMA,
      birthDate: { text: '1410-06-20', calendar: 'islamic-umalqura' },
      nationalType: '2',
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await findStepNumber(canvas, text, 1, 'NationalId');
    await expect(form.getByRole('textbox', { name: text.label('NationalId') })).toHaveValue(IQAMA);
    await expect(form.getByRole('textbox', { name: text.label('BirthDate') })).toHaveValue(
      '1410-06-20',
    );
    await expect(form.getByRole('radio', { name: text.form('Date:Hijri') })).toBeChecked();
    await expect(form.getByRole('radio', { name: text.text('Resident') })).toBeChecked();
  },
}));
export const ResumeFromDraftArabic = resumeFromDraft(ar);
export const ResumeFromDraftEnglish = resumeFromDraft(en);

// ── 2. General info ───────────────────────────────────────────────────────

const generalInfoValidation = bothDirections((globals, text) => ({
  globals,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await passIdentity(canvas, userEvent, text);
    // A citizen's nationality is Saudi from the start.
    await expect(
      form.getByRole('combobox', { name: text.label('Nationality') }),
    ).toHaveDisplayValue(text.saudiArabia);
    await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
    await waitFor(() =>
      expect(form.getAllByText(text.validation('Required')).length).toBeGreaterThanOrEqual(10),
    );
    const arabicNames = within(form.getByRole('group', { name: text.text('NamesArabic') }));
    const firstAr = arabicNames.getByRole('textbox', { name: text.label('FirstName') });
    await userEvent.type(firstAr, 'Faisal');
    await expect(
      await form.findByText(text.validation('ArabicLettersAndSpacesOnly')),
    ).toBeVisible();
    await expect(firstAr).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(form.getByRole('textbox', { name: text.label('BuildingNumber') }), '12');
    await expect(await form.findByText(text.validation('ExactDigits', 4))).toBeVisible();
    // Still on step 2: nothing was sent.
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      text.stepName('GeneralInfo'),
    );
  },
}));
export const GeneralInfoValidationArabic = generalInfoValidation(ar);
export const GeneralInfoValidationEnglish = generalInfoValidation(en);

const generalInfoSaves = bothDirections((globals, text) => {
  const backend = wizardBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      let form = await passIdentity(canvas, userEvent, text);
      const names = {
        NamesArabic: ['فيصل', 'سعد', 'ناصر', 'العتيبي'],
        NamesEnglish: ['Faisal', 'Saad', 'Nasser', 'Al Otaibi'],
      };
      for (const [group, values] of Object.entries(names)) {
        const fields = within(form.getByRole('group', { name: text.text(group) })).getAllByRole(
          'textbox',
        );
        for (const [index, value] of values.entries()) {
          await fill(userEvent, fields[index]!, value);
        }
      }
      await userEvent.click(form.getByRole('radio', { name: text.text('Male') }));
      const address = {
        City: 'Jeddah',
        District: 'Al Rawdah',
        Street: 'Prince Sultan Road',
        BuildingNumber: '2918',
        PostalCode: '23435',
        AdditionalNumber: '6120',
      };
      for (const [label, value] of Object.entries(address)) {
        await fill(userEvent, form.getByRole('textbox', { name: text.label(label) }), value);
      }
      await choose(userEvent, form, text.label('EmploymentStatus'), text.text('Employment:1'));
      // Arabic-Indic digits are read as a number.
      await fill(
        userEvent,
        form.getByRole('textbox', { name: text.label('AnnualIncome') }),
        '١٨٠٠٠٠',
      );
      await choose(userEvent, form, text.label('IncomeSource'), text.text('Income:1'));
      await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
      form = await findStepNumber(canvas, text, 3, 'Experience');
      const saved = backend.store.findInvestor(NEW_INVESTOR)?.generalInfo;
      await expect(saved?.familyNameEn).toBe('Al Otaibi');
      await expect(saved?.nationalId).toBe(NATIONAL_ID);
      await expect(saved?.employment.annualIncome).toBe(180_000);
      // Back shows what the server now has.
      await userEvent.click(form.getByRole('button', { name: text.text('Back') }));
      form = await findStepNumber(canvas, text, 2, 'GeneralInfo');
      await expect(form.getByRole('textbox', { name: text.label('City') })).toHaveValue('Jeddah');
    },
  };
});
export const GeneralInfoSavesArabic = generalInfoSaves(ar);
export const GeneralInfoSavesEnglish = generalInfoSaves(en);

// ── 3. Investment experience ──────────────────────────────────────────────

/** Fills step 3 with valid answers. */
async function fillExperience(form: Canvas, userEvent: UserEvent, text: WizardTexts) {
  await userEvent.type(form.getByRole('textbox', { name: text.label('YearsOfExperience') }), '12');
  await userEvent.click(form.getByRole('radio', { name: text.text('Knowledge:2') }));
  await userEvent.click(form.getByRole('checkbox', { name: text.text('Instrument:1') }));
  await userEvent.click(form.getByRole('radio', { name: text.text('Objective:2') }));
  await userEvent.type(form.getByRole('textbox', { name: text.label('NetWorth') }), '400000');
}

const experienceValidation = bothDirections((globals, text) => ({
  globals,
  parameters: { msw: { handlers: wizardBackend('GeneralInfo').handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await findStepNumber(canvas, text, 3, 'Experience');
    // Steps on file are marked saved.
    await expect(canvas.getAllByText(text.saved)).toHaveLength(2);
    await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
    // The two amounts and the two choices are required; nothing typed or chosen yet (a choice
    // left empty is required, not invalid: issue 28 C9).
    await waitFor(() => expect(form.getAllByText(text.validation('Required'))).toHaveLength(4));
    await expect(form.queryByText(text.form('Validation:Invalid'))).toBeNull();
    const years = form.getByRole('textbox', { name: text.label('YearsOfExperience') });
    await userEvent.type(years, '100');
    await waitFor(() => expect(years).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.getByText(/80/)).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: text.label('NetWorth') }), 'abc');
    await expect(await form.findByText(text.validation('InvalidNumber'))).toBeVisible();
  },
}));
export const ExperienceValidationArabic = experienceValidation(ar);
export const ExperienceValidationEnglish = experienceValidation(en);

const experienceServerError = bothDirections((globals, text) => ({
  globals,
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
    const form = await findStepNumber(canvas, text, 3, 'Experience');
    await fillExperience(form, userEvent, text);
    await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
    // The server's message, its [params] filled in, under the field it names.
    await expect(await form.findByText(text.validation('Range', 0, 10))).toBeVisible();
    const years = form.getByRole('textbox', { name: text.label('YearsOfExperience') });
    await expect(years).toHaveAttribute('aria-invalid', 'true');
    await expect(years).toHaveValue('12');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(text.step(3));
  },
}));
export const ExperienceServerErrorArabic = experienceServerError(ar);
export const ExperienceServerErrorEnglish = experienceServerError(en);

const experienceNetworkError = bothDirections((globals, text) => ({
  globals,
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
    const form = await findStepNumber(canvas, text, 3, 'Experience');
    await fillExperience(form, userEvent, text);
    await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
    // A localized failure above the buttons; everything typed is still there.
    await expect(await form.findByRole('alert')).not.toBeEmptyDOMElement();
    await expect(form.getByRole('textbox', { name: text.label('YearsOfExperience') })).toHaveValue(
      '12',
    );
    await expect(form.getByRole('checkbox', { name: text.text('Instrument:1') })).toBeChecked();
    await expect(form.getByRole('textbox', { name: text.label('NetWorth') })).toHaveValue('400000');
    await expect(draftText()).toContain('400000');
  },
}));
export const ExperienceNetworkErrorArabic = experienceNetworkError(ar);
export const ExperienceNetworkErrorEnglish = experienceNetworkError(en);

const experienceBusy = bothDirections((globals, text) => ({
  globals,
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
    const form = await findStepNumber(canvas, text, 3, 'Experience');
    await fillExperience(form, userEvent, text);
    await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
    await waitFor(() =>
      expect(canvas.getByRole('form', { name: text.stepName('Experience') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(form.getByRole('button', { name: text.text('Back') })).toBeDisabled();
    await expect(form.getByRole('button', { name: text.text('Next') })).toBeDisabled();
  },
}));
export const ExperienceBusyArabic = experienceBusy(ar);
export const ExperienceBusyEnglish = experienceBusy(en);

// ── 4. Risk statement ─────────────────────────────────────────────────────

const riskValidation = bothDirections((globals, text) => {
  const backend = wizardBackend('Experience');
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const form = await findStepNumber(canvas, text, 4, 'Risk');
      const questions = form.getAllByRole('radiogroup');
      await expect(questions.length).toBeGreaterThan(1);
      await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
      const required = text.validation('Required');
      await waitFor(() => expect(form.getAllByText(required)).toHaveLength(questions.length));
      for (const question of questions) {
        await userEvent.click(within(question).getAllByRole('radio')[0]!);
      }
      await waitFor(() => expect(form.queryByText(required)).toBeNull());
      await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
      await findStepNumber(canvas, text, 5, 'Phone');
      await expect(backend.store.findInvestor(NEW_INVESTOR)?.riskAnswers).toHaveLength(
        questions.length,
      );
    },
  };
});
export const RiskValidationArabic = riskValidation(ar);
export const RiskValidationEnglish = riskValidation(en);

// ── 5. Phone verification ─────────────────────────────────────────────────

const phoneWrongCode = bothDirections((globals, text) => {
  const backend = wizardBackend('Risk');
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const form = await findStepNumber(canvas, text, 5, 'Phone');
      const phone = form.getByRole('textbox', { name: text.label('PhoneNumber') });
      await userEvent.type(phone, '123');
      await expect(await form.findByText(text.validation('InvalidSaudiPhone'))).toBeVisible();
      await replaceText(userEvent, phone, PHONE);
      await userEvent.click(form.getByRole('button', { name: text.text('SendCode') }));
      await expect(await form.findByRole('status')).toHaveTextContent(
        text.text('CodeSent', PHONE_E164),
      );
      // Resending waits for the cooldown.
      await expect(form.getByRole('button', { name: text.resendIn })).toBeDisabled();
      const code = form.getByRole('textbox', { name: text.label('VerificationCode') });
      await userEvent.type(code, '987654');
      await userEvent.click(form.getByRole('button', { name: text.text('Verify') }));
      await expect(await form.findByText(text.validation('InvalidVerificationCode'))).toBeVisible();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      // The number is kept for a reload; the code never is (ADR 0060).
      await expect(draftText()).toContain(PHONE);
      await expect(draftText()).not.toContain('987654');
      await replaceText(userEvent, code, '123456');
      await userEvent.click(form.getByRole('button', { name: text.text('Verify') }));
      await findStepNumber(canvas, text, 6, 'Terms');
      await expect(backend.store.findInvestor(NEW_INVESTOR)?.phoneNumberVerified).toBe(true);
    },
  };
});
export const PhoneWrongCodeArabic = phoneWrongCode(ar);
export const PhoneWrongCodeEnglish = phoneWrongCode(en);

const phoneVerified = bothDirections((globals, text) => ({
  globals,
  parameters: { msw: { handlers: wizardBackend('Phone').handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // The server has every step but the terms: the wizard opens there; Back shows the phone.
    let form = await findStepNumber(canvas, text, 6, 'Terms');
    await userEvent.click(form.getByRole('button', { name: text.text('Back') }));
    form = await findStepNumber(canvas, text, 5, 'Phone');
    await expect(form.getByText(text.text('PhoneVerified', PHONE_E164))).toBeVisible();
    await expect(form.getByRole('textbox', { name: text.label('PhoneNumber') })).toHaveValue(
      PHONE_E164,
    );
    await userEvent.click(form.getByRole('button', { name: text.text('Next') }));
    await findStepNumber(canvas, text, 6, 'Terms');
  },
}));
export const PhoneVerifiedArabic = phoneVerified(ar);
export const PhoneVerifiedEnglish = phoneVerified(en);

// ── 6. Terms ──────────────────────────────────────────────────────────────

const termsMustAccept = bothDirections((globals, text) => {
  const backend = wizardBackend('Phone');
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const form = await findStepNumber(canvas, text, 6, 'Terms');
      await userEvent.click(form.getByRole('button', { name: text.text('Finish') }));
      await expect(await form.findByText(text.validation('MustAcceptTerms'))).toBeVisible();
      const accept = form.getByRole('checkbox', { name: text.label('AcceptTerms') });
      await expect(accept).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(accept);
      await userEvent.click(form.getByRole('button', { name: text.text('Finish') }));
      await waitFor(() =>
        expect(localStorage.getItem(completedRegistrationKey(NEW_INVESTOR))).toBe('true'),
      );
      // Completion forgets the draft and the server has the registration.
      await expect(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
      const investor = backend.store.findInvestor(NEW_INVESTOR);
      await expect(investor?.registrationCompleted).toBe(true);
      await expect(investor?.acceptedTermsVersion).toBe(CURRENT_TERMS.version);
    },
  };
});
export const TermsMustAcceptArabic = termsMustAccept(ar);
export const TermsMustAcceptEnglish = termsMustAccept(en);

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
const noHorizontalScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

const longText = bothDirections((globals, text) => ({
  globals,
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/app/investor/terms-and-conditions', () => HttpResponse.json(LONG_TERMS)),
        ...wizardBackend('Phone').handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await findStepNumber(within(canvasElement), text, 6, 'Terms');
    await expect(form.getByRole('heading', { level: 3 })).toHaveTextContent(
      globals.locale === 'ar' ? LONG_TERMS.titleAr : LONG_TERMS.titleEn,
    );
    await noHorizontalScroll();
  },
}));
export const LongTextArabic = longText(ar);
export const LongTextEnglish = longText(en);

/** Below 992 px (SPEC §9) every field group is one column and nothing scrolls sideways. */
const narrow = bothDirections((globals, text) => ({
  globals: { ...globals, viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    await expect(window.innerWidth).toBeLessThan(992);
    const form = await passIdentity(within(canvasElement), userEvent, text);
    for (const group of ['NamesArabic', 'Address']) {
      const fields = within(form.getByRole('group', { name: text.text(group) })).getAllByRole(
        'textbox',
      );
      const starts = new Set(fields.map((field) => Math.round(field.getBoundingClientRect().left)));
      await expect(starts.size).toBe(1);
    }
    await noHorizontalScroll();
  },
}));
export const NarrowArabic = narrow(ar);
export const NarrowEnglish = narrow(en);

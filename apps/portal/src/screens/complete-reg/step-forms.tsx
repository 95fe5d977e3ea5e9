import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { z } from 'zod';
import {
  arabicNameSchema,
  birthDateSchema,
  EmploymentStatus,
  englishNameSchema,
  IncomeSource,
  InvestmentInstrument,
  InvestmentObjective,
  isNumericText,
  KnowledgeLevel,
  NationalIdType,
  saudiMobileSchema,
  saudiNationalIdSchema,
  toWesternDigits,
  UserType,
  ValidationMessage,
  verificationCodeSchema,
  type GeneralInfo,
  type InvestmentExperience,
  type SuitabilityRiskStatement,
  type TermsAndConditions,
} from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { FormActions, dateInputValueFromIso } from '@sahm/ui';
import {
  CheckboxField,
  CheckboxGroupField,
  DateField,
  NumberField,
  RadioField,
  SahmForm,
  SelectField,
  TextField,
  isoDateFromInput,
  useDatePattern,
  useSahmForm,
} from '../../forms';
import { useInvestorApi } from '../../investor/use-investor-api';
import { saveRegistrationDraftStep } from './registration-draft';

const handlesErrors = { meta: { handlesErrors: true } };
const K = (key: string) => `::CompleteRegistration:${key}`;

export type StepProps = {
  userId: string;
  draft: Record<string, unknown> | undefined;
  onBack?: () => void;
  onDone: () => void;
  /** Step 1's answer, for step 2. */
  identity?: IdentityValues | null;
};

export type IdentityValues = { nationalId: string; birthDate: string; nationalType: 1 | 2 };

/** Keeps what the user types in the draft, step by step (never the SMS code: see the draft). */
function useDraftSync(
  userId: string,
  step: string,
  watch: (cb: (values: object) => void) => { unsubscribe: () => void },
) {
  useEffect(() => {
    const subscription = watch((values) =>
      saveRegistrationDraftStep(userId, step, values as Record<string, unknown>),
    );
    return () => subscription.unsubscribe();
  }, [userId, step, watch]);
}

function StepActions({
  onBack,
  last = false,
  busy,
}: {
  onBack?: () => void;
  last?: boolean;
  busy: boolean;
}) {
  const { t } = useLocalization();
  return (
    <FormActions
      start={
        onBack ? (
          <Button
            type="button"
            variant="soft"
            color="gray"
            highContrast
            onClick={onBack}
            disabled={busy}
          >
            {t(K('Back'))}
          </Button>
        ) : undefined
      }
    >
      <Button type="submit" highContrast loading={busy}>
        {t(K(last ? 'Finish' : 'Next'))}
      </Button>
    </FormActions>
  );
}

const numberText = (schema: z.ZodNumber) =>
  z
    .string()
    .trim()
    .min(1)
    .refine(isNumericText, ValidationMessage.InvalidNumber)
    .transform((value) => Number(toWesternDigits(value)))
    .pipe(schema);

// ── 1. National id ─────────────────────────────────────────────────────────

export function NationalIdStep({
  userId,
  draft,
  onDone,
  saved,
}: StepProps & { saved: GeneralInfo | null }) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const pattern = useDatePattern();
  const check = useMutation({ ...api.mutations.checkNationalId(), ...handlesErrors });
  const [notVerified, setNotVerified] = useState(false);
  const schema = useMemo(
    () =>
      z.object({
        nationalId: saudiNationalIdSchema,
        birthDate: isoDateFromInput(pattern).pipe(birthDateSchema),
        nationalType: z.enum(['1', '2']),
      }),
    [pattern],
  );
  const sahm = useSahmForm({
    schema,
    defaultValues: {
      nationalId: saved?.nationalId ?? '',
      birthDate: dateInputValueFromIso(saved?.birthDate, 'gregory', pattern),
      nationalType: saved ? (String(saved.nationalIdType) as '1' | '2') : '1',
      ...(saved ? {} : (draft as object)),
    },
    onSubmit: async (values) => {
      setNotVerified(false);
      const nationalType = Number(values.nationalType) as 1 | 2;
      const result = await check.mutateAsync({ ...values, nationalType });
      if (result.isAlreadyRegistered) {
        sahm.form.setError('nationalId', {
          type: 'server',
          message: 'Sahm::Registration:NationalIdAlreadyRegistered',
        });
        return;
      }
      if (!result.isVerified) {
        setNotVerified(true);
        return;
      }
      saveRegistrationDraftStep(userId, 'Identity', {
        ...values,
        nationalType,
        nameAr: result.fullNameAr,
        nameEn: result.fullNameEn,
        nationalityCode: result.nationalityCode,
      });
      onDone();
    },
  });
  useDraftSync(userId, 'NationalId', sahm.form.watch as never);
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:NationalId'))}>
      <TextField
        name="nationalId"
        label={t(K('NationalId'))}
        hint={t(K('NationalIdHint'))}
        required
        inputProps={{ inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' }}
      />
      <DateField name="birthDate" label={t(K('BirthDate'))} hint={t(K('BirthDateHint'))} required />
      <RadioField
        name="nationalType"
        label={t(K('NationalType'))}
        required
        options={[
          { value: String(NationalIdType.Citizen), label: t(K('Citizen')) },
          { value: String(NationalIdType.Resident), label: t(K('Resident')) },
        ]}
      />
      {notVerified && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t(K('NotVerified'))}</Callout.Text>
        </Callout.Root>
      )}
      <StepActions busy={sahm.submitting} />
    </SahmForm>
  );
}

// ── 2. General info ───────────────────────────────────────────────────────

const NATIONALITIES = ['SA', 'EG', 'JO', 'YE', 'SY', 'SD', 'PK', 'IN', 'BD', 'PH', 'US', 'GB'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="3" asChild>
      <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
        <Heading as="h3" size="3" asChild>
          <legend>{title}</legend>
        </Heading>
        <div
          style={{
            display: 'grid',
            gap: 'var(--space-4)',
            gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
          }}
        >
          {children}
        </div>
      </fieldset>
    </Flex>
  );
}

const generalInfoForm = z.object({
  firstNameAr: arabicNameSchema,
  fatherNameAr: arabicNameSchema,
  grandfatherNameAr: arabicNameSchema,
  familyNameAr: arabicNameSchema,
  firstNameEn: englishNameSchema,
  fatherNameEn: englishNameSchema,
  grandfatherNameEn: englishNameSchema,
  familyNameEn: englishNameSchema,
  gender: z.enum(['1', '2']),
  nationalityCode: z.string().regex(/^[A-Z]{2}$/),
  address: z.object({
    city: z.string().trim().min(1).max(64),
    district: z.string().trim().min(1).max(64),
    street: z.string().trim().min(1).max(128),
    buildingNumber: z
      .string()
      .trim()
      .min(1)
      .regex(/^\d{4}$/, `${ValidationMessage.ExactDigits}[4]`),
    postalCode: z
      .string()
      .trim()
      .min(1)
      .regex(/^\d{5}$/, `${ValidationMessage.ExactDigits}[5]`),
    additionalNumber: z
      .string()
      .trim()
      .min(1)
      .regex(/^\d{4}$/, `${ValidationMessage.ExactDigits}[4]`),
  }),
  employment: z.object({
    status: z.enum(['1', '2', '3', '4', '5', '6']),
    employerName: z.string().trim().max(128),
    jobTitle: z.string().trim().max(64),
    annualIncome: numberText(z.number().positive()),
    incomeSource: z.enum(['1', '2', '3', '4', '5']),
  }),
});

export function GeneralInfoStep({
  userId,
  draft,
  onBack,
  onDone,
  saved,
  identity,
}: StepProps & { saved: GeneralInfo | null }) {
  const { t, language } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveGeneralInfo(), ...handlesErrors });
  const countries = useMemo(
    () => new Intl.DisplayNames([language], { type: 'region' }),
    [language],
  );
  const enumOptions = (prefix: string, values: Record<string, number>) =>
    Object.values(values).map((value) => ({
      value: String(value),
      label: t(K(`${prefix}:${value}`)),
    }));
  const idDraft = identity ?? null;
  const sahm = useSahmForm({
    schema: generalInfoForm,
    defaultValues: saved
      ? {
          ...saved,
          gender: String(saved.gender) as '1',
          employment: {
            ...saved.employment,
            status: String(saved.employment.status) as '1',
            incomeSource: String(saved.employment.incomeSource) as '1',
            employerName: saved.employment.employerName ?? '',
            jobTitle: saved.employment.jobTitle ?? '',
            annualIncome: String(saved.employment.annualIncome),
          },
        }
      : {
          firstNameAr: '',
          fatherNameAr: '',
          grandfatherNameAr: '',
          familyNameAr: '',
          firstNameEn: '',
          fatherNameEn: '',
          grandfatherNameEn: '',
          familyNameEn: '',
          gender: undefined,
          nationalityCode: idDraft?.nationalType === NationalIdType.Citizen ? 'SA' : '',
          address: {
            city: '',
            district: '',
            street: '',
            buildingNumber: '',
            postalCode: '',
            additionalNumber: '',
          },
          employment: {
            status: undefined,
            employerName: '',
            jobTitle: '',
            annualIncome: '',
            incomeSource: undefined,
          },
          ...(draft as object),
        },
    onSubmit: async (values) => {
      const nationalId = saved?.nationalId ?? idDraft?.nationalId ?? '';
      const birthDate = saved?.birthDate ?? idDraft?.birthDate ?? '';
      const nationalIdType =
        saved?.nationalIdType ?? idDraft?.nationalType ?? NationalIdType.Citizen;
      await save.mutateAsync({
        ...values,
        nationalId,
        birthDate,
        nationalIdType,
        gender: Number(values.gender) as 1 | 2,
        employment: {
          ...values.employment,
          status: Number(values.employment.status) as EmploymentStatus,
          incomeSource: Number(values.employment.incomeSource) as IncomeSource,
          employerName: values.employment.employerName || null,
          jobTitle: values.employment.jobTitle || null,
        },
      });
      onDone();
    },
  });
  useDraftSync(userId, 'GeneralInfo', sahm.form.watch as never);
  const name = (part: string, lang: 'Ar' | 'En') => (
    <TextField
      name={`${part}Name${lang}`}
      label={t(K(`${part.charAt(0).toUpperCase()}${part.slice(1)}Name`))}
      required
      inputProps={{ dir: lang === 'Ar' ? 'rtl' : 'ltr', autoComplete: 'off' }}
    />
  );
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:GeneralInfo'))}>
      <Section title={t(K('NamesArabic'))}>
        {name('first', 'Ar')}
        {name('father', 'Ar')}
        {name('grandfather', 'Ar')}
        {name('family', 'Ar')}
      </Section>
      <Section title={t(K('NamesEnglish'))}>
        {name('first', 'En')}
        {name('father', 'En')}
        {name('grandfather', 'En')}
        {name('family', 'En')}
      </Section>
      <RadioField
        name="gender"
        label={t(K('Gender'))}
        required
        orientation="horizontal"
        options={[
          { value: '1', label: t(K('Male')) },
          { value: '2', label: t(K('Female')) },
        ]}
      />
      <SelectField
        name="nationalityCode"
        label={t(K('Nationality'))}
        required
        placeholder={t(K('Choose'))}
        options={NATIONALITIES.map((code) => ({ value: code, label: countries.of(code) ?? code }))}
      />
      <Section title={t(K('Address'))}>
        <TextField name="address.city" label={t(K('City'))} required />
        <TextField name="address.district" label={t(K('District'))} required />
        <TextField name="address.street" label={t(K('Street'))} required />
        <NumberField
          name="address.buildingNumber"
          label={t(K('BuildingNumber'))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
        <NumberField
          name="address.postalCode"
          label={t(K('PostalCode'))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
        <NumberField
          name="address.additionalNumber"
          label={t(K('AdditionalNumber'))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
      </Section>
      <Section title={t(K('Employment'))}>
        <SelectField
          name="employment.status"
          label={t(K('EmploymentStatus'))}
          required
          placeholder={t(K('Choose'))}
          options={enumOptions('Employment', EmploymentStatus)}
        />
        <TextField name="employment.employerName" label={t(K('EmployerName'))} />
        <TextField name="employment.jobTitle" label={t(K('JobTitle'))} />
        <NumberField name="employment.annualIncome" label={t(K('AnnualIncome'))} required />
        <SelectField
          name="employment.incomeSource"
          label={t(K('IncomeSource'))}
          required
          placeholder={t(K('Choose'))}
          options={enumOptions('Income', IncomeSource)}
        />
      </Section>
      <StepActions onBack={onBack} busy={sahm.submitting} />
    </SahmForm>
  );
}

// ── 3. Investment experience ──────────────────────────────────────────────

const experienceForm = z.object({
  yearsOfExperience: numberText(z.number().int().min(0).max(80)),
  knowledgeLevel: z.enum(['1', '2', '3']),
  instruments: z.array(z.string()),
  objective: z.enum(['1', '2', '3']),
  netWorth: numberText(z.number().nonnegative()),
  hasFinancialSectorExperience: z.boolean(),
});

export function ExperienceStep({
  userId,
  draft,
  onBack,
  onDone,
  saved,
}: StepProps & { saved: InvestmentExperience | null }) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveInvestmentExperience(), ...handlesErrors });
  const options = (prefix: string, values: Record<string, number>) =>
    Object.values(values).map((value) => ({
      value: String(value),
      label: t(K(`${prefix}:${value}`)),
    }));
  const sahm = useSahmForm({
    schema: experienceForm,
    defaultValues: saved
      ? {
          yearsOfExperience: String(saved.yearsOfExperience),
          knowledgeLevel: String(saved.knowledgeLevel) as '1',
          instruments: saved.instruments.map(String),
          objective: String(saved.objective) as '1',
          netWorth: String(saved.netWorth),
          hasFinancialSectorExperience: saved.hasFinancialSectorExperience,
        }
      : {
          yearsOfExperience: '',
          instruments: [],
          netWorth: '',
          hasFinancialSectorExperience: false,
          ...(draft as object),
        },
    onSubmit: async (values) => {
      await save.mutateAsync({
        ...values,
        knowledgeLevel: Number(values.knowledgeLevel) as KnowledgeLevel,
        objective: Number(values.objective) as InvestmentObjective,
        instruments: values.instruments.map(Number) as InvestmentInstrument[],
      });
      onDone();
    },
  });
  useDraftSync(userId, 'Experience', sahm.form.watch as never);
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:Experience'))}>
      <NumberField
        name="yearsOfExperience"
        label={t(K('YearsOfExperience'))}
        required
        inputProps={{ inputMode: 'numeric' }}
      />
      <RadioField
        name="knowledgeLevel"
        label={t(K('KnowledgeLevel'))}
        required
        orientation="horizontal"
        options={options('Knowledge', KnowledgeLevel)}
      />
      <CheckboxGroupField
        name="instruments"
        label={t(K('Instruments'))}
        options={options('Instrument', InvestmentInstrument)}
      />
      <RadioField
        name="objective"
        label={t(K('Objective'))}
        required
        options={options('Objective', InvestmentObjective)}
      />
      <NumberField name="netWorth" label={t(K('NetWorth'))} required />
      <CheckboxField name="hasFinancialSectorExperience" label={t(K('FinancialSector'))} />
      <StepActions onBack={onBack} busy={sahm.submitting} />
    </SahmForm>
  );
}

// ── 4. Suitability risk statement ─────────────────────────────────────────

export function RiskStep({
  userId,
  draft,
  onBack,
  onDone,
  statement,
}: StepProps & { statement: SuitabilityRiskStatement }) {
  const { t, language } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveSuitabilityRiskStatement(), ...handlesErrors });
  const schema = useMemo(
    () =>
      z.object({
        answers: z.object(
          Object.fromEntries(
            statement.questions.map((question) => [question.id, z.string().min(1)]),
          ),
        ),
      }),
    [statement.questions],
  );
  const answered = Object.fromEntries(
    statement.questions.map((question) => [
      question.id,
      statement.answers.find((answer) => answer.questionId === question.id)?.optionId ?? '',
    ]),
  );
  const sahm = useSahmForm({
    schema,
    defaultValues: { answers: { ...answered, ...((draft?.answers as object | undefined) ?? {}) } },
    onSubmit: async (values) => {
      await save.mutateAsync({
        answers: Object.entries(values.answers as Record<string, string>).map(
          ([questionId, optionId]) => ({ questionId, optionId }),
        ),
      });
      onDone();
    },
  });
  useDraftSync(userId, 'Risk', sahm.form.watch as never);
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:Risk'))}>
      <Text as="p" color="gray">
        {t(K('RiskIntro'))}
      </Text>
      {statement.questions.map((question) => (
        <RadioField
          key={question.id}
          name={`answers.${question.id}`}
          label={language === 'ar' ? question.textAr : question.textEn}
          required
          options={question.options.map((option) => ({
            value: option.id,
            label: language === 'ar' ? option.textAr : option.textEn,
          }))}
        />
      ))}
      <StepActions onBack={onBack} busy={sahm.submitting} />
    </SahmForm>
  );
}

// ── 5. Phone verification ─────────────────────────────────────────────────

/** Seconds before the code can be sent again. */
export const SMS_RESEND_COOLDOWN_SECONDS = 60;

function useCooldown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(SMS_RESEND_COOLDOWN_SECONDS)] as const;
}

export function PhoneStep({
  userId,
  draft,
  onBack,
  onDone,
  verifiedPhone,
}: StepProps & { verifiedPhone: string | null }) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const send = useMutation({ ...api.mutations.sendSms(), ...handlesErrors });
  const verify = useMutation({ ...api.mutations.updatePhoneNumber(), ...handlesErrors });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCooldown();
  const sahm = useSahmForm({
    schema: z.object({
      phoneNumber: saudiMobileSchema,
      verificationCode: sentTo ? verificationCodeSchema : z.string(),
    }),
    defaultValues: { phoneNumber: verifiedPhone ?? '', verificationCode: '', ...(draft as object) },
    onSubmit: async (values) => {
      if (verifiedPhone && values.phoneNumber === verifiedPhone) return onDone();
      if (!sentTo || sentTo !== values.phoneNumber) {
        await send.mutateAsync(values.phoneNumber);
        setSentTo(values.phoneNumber);
        startCooldown();
        return;
      }
      await verify.mutateAsync({
        phoneNumber: values.phoneNumber,
        verificationCode: values.verificationCode,
      });
      onDone();
    },
  });
  useDraftSync(userId, 'Phone', sahm.form.watch as never);
  const resend = async () => {
    const phone = sahm.form.getValues('phoneNumber');
    await send.mutateAsync(saudiMobileSchema.parse(phone));
    startCooldown();
  };
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:Phone'))}>
      {verifiedPhone && (
        <Callout.Root color="green">
          <Callout.Text>{t(K('PhoneVerified'), verifiedPhone)}</Callout.Text>
        </Callout.Root>
      )}
      <TextField
        name="phoneNumber"
        label={t(K('PhoneNumber'))}
        hint={t(K('PhoneHint'))}
        required
        inputProps={{ dir: 'ltr', inputMode: 'tel', autoComplete: 'tel' }}
      />
      {sentTo && (
        <>
          <Text as="p" role="status">
            {t(K('CodeSent'), sentTo)}
          </Text>
          <TextField
            name="verificationCode"
            label={t(K('VerificationCode'))}
            required
            inputProps={{ dir: 'ltr', inputMode: 'numeric', autoComplete: 'one-time-code' }}
          />
          <Flex>
            <Button
              type="button"
              variant="ghost"
              disabled={cooldown > 0 || send.isPending}
              onClick={() => void resend()}
            >
              {cooldown > 0 ? t(K('ResendIn'), cooldown) : t(K('Resend'))}
            </Button>
          </Flex>
        </>
      )}
      <FormActions
        start={
          onBack ? (
            <Button type="button" variant="soft" color="gray" highContrast onClick={onBack}>
              {t(K('Back'))}
            </Button>
          ) : undefined
        }
      >
        <Button type="submit" highContrast loading={sahm.submitting}>
          {sentTo ? t(K('Verify')) : verifiedPhone ? t(K('Next')) : t(K('SendCode'))}
        </Button>
      </FormActions>
    </SahmForm>
  );
}

// ── 6. Terms and submission ───────────────────────────────────────────────

export function TermsStep({
  userId,
  draft,
  onBack,
  onDone,
  terms,
}: StepProps & { terms: TermsAndConditions }) {
  const { t, language } = useLocalization();
  const api = useInvestorApi();
  const accept = useMutation({ ...api.mutations.acceptTermsAndConditions(), ...handlesErrors });
  const submit = useMutation({ ...api.mutations.submitInvestorData(), ...handlesErrors });
  const sahm = useSahmForm({
    schema: z.object({
      accepted: z.literal(true, { message: ValidationMessage.MustAcceptTerms }),
      isPoliticallyExposed: z.boolean(),
      isBeneficialOwner: z.boolean(),
    }),
    defaultValues: {
      accepted: terms.acceptedVersion === terms.version ? true : undefined,
      isPoliticallyExposed: false,
      isBeneficialOwner: true,
      ...(draft as object),
    },
    onSubmit: async (values) => {
      if (terms.acceptedVersion !== terms.version)
        await accept.mutateAsync({ version: terms.version, accepted: true });
      await submit.mutateAsync({
        userType: UserType.Individual,
        isPoliticallyExposed: values.isPoliticallyExposed,
        isBeneficialOwner: values.isBeneficialOwner,
        termsVersion: terms.version,
      });
      onDone();
    },
  });
  useDraftSync(userId, 'Terms', sahm.form.watch as never);
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:Terms'))}>
      <Heading as="h3" size="3">
        {language === 'ar' ? terms.titleAr : terms.titleEn}
      </Heading>
      <Text as="p" size="1" color="gray">
        {t(K('TermsVersion'), terms.version)}
      </Text>
      <Text as="p" style={{ whiteSpace: 'pre-line' }}>
        {language === 'ar' ? terms.contentAr : terms.contentEn}
      </Text>
      <CheckboxField name="accepted" label={t(K('AcceptTerms'))} required />
      <CheckboxField name="isBeneficialOwner" label={t(K('BeneficialOwner'))} />
      <CheckboxField name="isPoliticallyExposed" label={t(K('PoliticallyExposed'))} />
      <StepActions onBack={onBack} last busy={sahm.submitting} />
    </SahmForm>
  );
}

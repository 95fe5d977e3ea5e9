import { Flex, Heading, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import {
  arabicNameSchema,
  EmploymentStatus,
  englishNameSchema,
  IncomeSource,
  InvestmentInstrument,
  InvestmentObjective,
  isNumericText,
  KnowledgeLevel,
  toWesternDigits,
  ValidationMessage,
  type GeneralInfo,
  type InvestmentExperience,
  type SuitabilityRiskStatement,
} from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { Modal, showToast } from '@sahm/ui';
import {
  CheckboxField,
  CheckboxGroupField,
  NumberField,
  RadioField,
  SahmForm,
  SelectField,
  TextField,
  useSahmForm,
  type SahmFormReturn,
} from '../../forms';
import { useInvestorApi } from '../../investor/use-investor-api';

const handlesErrors = { meta: { handlesErrors: true } };
/** Field labels and options are the registration wizard's: the same questions, the same words. */
const R = (key: string) => `::CompleteRegistration:${key}`;
const P = (key: string) => `::InvestorProfile:${key}`;

export type EditorProps<T> = { saved: T; onClose: () => void };

/**
 * A section's form in the kit's `Modal`: Save submits the form, busy while it saves, closing a
 * changed form asks first, a success toast once saved (the SDK mutation has refreshed the data).
 */
function EditModal<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  title,
  sahm,
  onClose,
  children,
}: {
  title: string;
  sahm: SahmFormReturn<TSchema>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLocalization();
  const formId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      closeLabel={t(P('Close'))}
      cancelLabel={t(P('Cancel'))}
      submitLabel={t(P('Save'))}
      submitFormId={formId}
      busy={sahm.submitting}
      dirty={sahm.form.formState.isDirty}
      unsavedChangesWarning={{
        title: t(P('UnsavedTitle')),
        message: t(P('UnsavedMessage')),
        yesText: t(P('UnsavedDiscard')),
        cancelText: t(P('UnsavedKeep')),
        iconLabel: t(P('UnsavedIcon')),
      }}
    >
      <SahmForm form={sahm} id={formId} aria-label={title}>
        {children}
      </SahmForm>
    </Modal>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="3" asChild>
      <fieldset style={{ border: 'none', padding: 0, margin: 0, minWidth: 0 }}>
        <Heading as="h3" size="3" asChild>
          <legend>{title}</legend>
        </Heading>
        <div
          style={{
            display: 'grid',
            gap: 'var(--space-4)',
            gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          }}
        >
          {children}
        </div>
      </fieldset>
    </Flex>
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

function useEnumOptions() {
  const { t } = useLocalization();
  return (prefix: string, values: Record<string, number>) =>
    Object.values(values).map((value) => ({
      value: String(value),
      label: t(R(`${prefix}:${value}`)),
    }));
}

// ── Personal information ──────────────────────────────────────────────────

/** The same rules as the wizard's general-info step (ADR 0013); identity fields are not edited. */
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
      .regex(/^\d{4}$/, `${ValidationMessage.ExactDigits}[4]`),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, `${ValidationMessage.ExactDigits}[5]`),
    additionalNumber: z
      .string()
      .trim()
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

export const NATIONALITIES = [
  'SA',
  'EG',
  'JO',
  'YE',
  'SY',
  'SD',
  'PK',
  'IN',
  'BD',
  'PH',
  'US',
  'GB',
];

export function GeneralInfoEditor({ saved, onClose }: EditorProps<GeneralInfo>) {
  const { t, language } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveGeneralInfo(), ...handlesErrors });
  const enumOptions = useEnumOptions();
  const countries = useMemo(
    () => new Intl.DisplayNames([language], { type: 'region' }),
    [language],
  );
  const sahm = useSahmForm({
    schema: generalInfoForm,
    defaultValues: {
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
    },
    onSubmit: async (values) => {
      await save.mutateAsync({
        ...values,
        nationalId: saved.nationalId,
        nationalIdType: saved.nationalIdType,
        birthDate: saved.birthDate,
        gender: Number(values.gender) as 1 | 2,
        employment: {
          ...values.employment,
          status: Number(values.employment.status) as EmploymentStatus,
          incomeSource: Number(values.employment.incomeSource) as IncomeSource,
          employerName: values.employment.employerName || null,
          jobTitle: values.employment.jobTitle || null,
        },
      });
      showToast({ severity: 'success', message: t(P('Saved:GeneralInfo')) });
      onClose();
    },
  });
  const name = (part: string, lang: 'Ar' | 'En') => (
    <TextField
      name={`${part}Name${lang}`}
      label={t(R(`${part.charAt(0).toUpperCase()}${part.slice(1)}Name`))}
      required
      inputProps={{ dir: lang === 'Ar' ? 'rtl' : 'ltr', autoComplete: 'off' }}
    />
  );
  return (
    <EditModal title={t(P('Edit:GeneralInfo'))} sahm={sahm} onClose={onClose}>
      <Group title={t(R('NamesArabic'))}>
        {name('first', 'Ar')}
        {name('father', 'Ar')}
        {name('grandfather', 'Ar')}
        {name('family', 'Ar')}
      </Group>
      <Group title={t(R('NamesEnglish'))}>
        {name('first', 'En')}
        {name('father', 'En')}
        {name('grandfather', 'En')}
        {name('family', 'En')}
      </Group>
      <RadioField
        name="gender"
        label={t(R('Gender'))}
        required
        orientation="horizontal"
        options={[
          { value: '1', label: t(R('Male')) },
          { value: '2', label: t(R('Female')) },
        ]}
      />
      <SelectField
        name="nationalityCode"
        label={t(R('Nationality'))}
        required
        placeholder={t(R('Choose'))}
        options={NATIONALITIES.map((code) => ({ value: code, label: countries.of(code) ?? code }))}
      />
      <Group title={t(R('Address'))}>
        <TextField name="address.city" label={t(R('City'))} required />
        <TextField name="address.district" label={t(R('District'))} required />
        <TextField name="address.street" label={t(R('Street'))} required />
        <NumberField
          name="address.buildingNumber"
          label={t(R('BuildingNumber'))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
        <NumberField
          name="address.postalCode"
          label={t(R('PostalCode'))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
        <NumberField
          name="address.additionalNumber"
          label={t(R('AdditionalNumber'))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
      </Group>
      <Group title={t(R('Employment'))}>
        <SelectField
          name="employment.status"
          label={t(R('EmploymentStatus'))}
          required
          placeholder={t(R('Choose'))}
          options={enumOptions('Employment', EmploymentStatus)}
        />
        <TextField name="employment.employerName" label={t(R('EmployerName'))} />
        <TextField name="employment.jobTitle" label={t(R('JobTitle'))} />
        <NumberField name="employment.annualIncome" label={t(R('AnnualIncome'))} required />
        <SelectField
          name="employment.incomeSource"
          label={t(R('IncomeSource'))}
          required
          placeholder={t(R('Choose'))}
          options={enumOptions('Income', IncomeSource)}
        />
      </Group>
    </EditModal>
  );
}

// ── Investment experience ─────────────────────────────────────────────────

const experienceForm = z.object({
  yearsOfExperience: numberText(z.number().int().min(0).max(80)),
  knowledgeLevel: z.enum(['1', '2', '3']),
  instruments: z.array(z.string()),
  objective: z.enum(['1', '2', '3']),
  netWorth: numberText(z.number().nonnegative()),
  hasFinancialSectorExperience: z.boolean(),
});

export function ExperienceEditor({ saved, onClose }: EditorProps<InvestmentExperience | null>) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveInvestmentExperience(), ...handlesErrors });
  const options = useEnumOptions();
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
        },
    onSubmit: async (values) => {
      await save.mutateAsync({
        ...values,
        knowledgeLevel: Number(values.knowledgeLevel) as KnowledgeLevel,
        objective: Number(values.objective) as InvestmentObjective,
        instruments: values.instruments.map(Number) as InvestmentInstrument[],
      });
      showToast({ severity: 'success', message: t(P('Saved:Experience')) });
      onClose();
    },
  });
  return (
    <EditModal title={t(P('Edit:Experience'))} sahm={sahm} onClose={onClose}>
      <NumberField
        name="yearsOfExperience"
        label={t(R('YearsOfExperience'))}
        required
        inputProps={{ inputMode: 'numeric' }}
      />
      <RadioField
        name="knowledgeLevel"
        label={t(R('KnowledgeLevel'))}
        required
        orientation="horizontal"
        options={options('Knowledge', KnowledgeLevel)}
      />
      <CheckboxGroupField
        name="instruments"
        label={t(R('Instruments'))}
        options={options('Instrument', InvestmentInstrument)}
      />
      <RadioField
        name="objective"
        label={t(R('Objective'))}
        required
        options={options('Objective', InvestmentObjective)}
      />
      <NumberField name="netWorth" label={t(R('NetWorth'))} required />
      <CheckboxField name="hasFinancialSectorExperience" label={t(R('FinancialSector'))} />
    </EditModal>
  );
}

// ── Suitability risk statement ────────────────────────────────────────────

export function RiskEditor({ saved, onClose }: EditorProps<SuitabilityRiskStatement>) {
  const { t, language } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveSuitabilityRiskStatement(), ...handlesErrors });
  const schema = useMemo(
    () =>
      z.object({
        answers: z.object(
          Object.fromEntries(saved.questions.map((question) => [question.id, z.string().min(1)])),
        ),
      }),
    [saved.questions],
  );
  const sahm = useSahmForm({
    schema,
    defaultValues: {
      answers: Object.fromEntries(
        saved.questions.map((question) => [
          question.id,
          saved.answers.find((answer) => answer.questionId === question.id)?.optionId ?? '',
        ]),
      ),
    },
    onSubmit: async (values) => {
      await save.mutateAsync({
        answers: Object.entries(values.answers as Record<string, string>).map(
          ([questionId, optionId]) => ({ questionId, optionId }),
        ),
      });
      showToast({ severity: 'success', message: t(P('Saved:Risk')) });
      onClose();
    },
  });
  return (
    <EditModal title={t(P('Edit:Risk'))} sahm={sahm} onClose={onClose}>
      <Text as="p" color="gray">
        {t(P('RiskHint'))}
      </Text>
      {saved.questions.map((question) => (
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
    </EditModal>
  );
}

import { useMemo } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  arabicNameSchema,
  EmploymentStatus,
  englishNameSchema,
  IncomeSource,
  ValidationMessage,
  type GeneralInfo,
  type GeneralInfoInput,
} from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { NumberField, RadioField, TextField } from '../../forms/fields';
import { SelectField } from '../../forms/select-field';
import { FieldGroup } from './FieldGroup';
import { numberText, registrationText as R, useEnumOptions } from './field-rules';

/** Nationalities offered, ISO 3166-1 alpha-2, the most common among investors first. */
const NATIONALITIES = ['SA', 'EG', 'JO', 'YE', 'SY', 'SD', 'PK', 'IN', 'BD', 'PH', 'US', 'GB'];

const digits = (count: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.regex(new RegExp(`^\\d{${count}}$`), `${ValidationMessage.ExactDigits}[${count}]`),
    );

/** Personal information as typed (ADR 0013's rules); identity fields come from the id check. */
export const generalInfoFormSchema = z.object({
  firstNameAr: arabicNameSchema,
  fatherNameAr: arabicNameSchema,
  grandfatherNameAr: arabicNameSchema,
  familyNameAr: arabicNameSchema,
  firstNameEn: englishNameSchema,
  fatherNameEn: englishNameSchema,
  grandfatherNameEn: englishNameSchema,
  familyNameEn: englishNameSchema,
  gender: z.enum(['1', '2']),
  nationalityCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  address: z.object({
    city: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    district: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    street: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
    buildingNumber: digits(4),
    postalCode: digits(5),
    additionalNumber: digits(4),
  }),
  employment: z.object({
    status: z.enum(['1', '2', '3', '4', '5', '6']),
    employerName: z.string().check(z.trim(), z.maxLength(128)),
    jobTitle: z.string().check(z.trim(), z.maxLength(64)),
    annualIncome: numberText(z.number().check(z.positive())),
    incomeSource: z.enum(['1', '2', '3', '4', '5']),
  }),
});
export type GeneralInfoFormInput = z.input<typeof generalInfoFormSchema>;
export type GeneralInfoFormValues = z.output<typeof generalInfoFormSchema>;

/** What the national id check established; the personal information is saved with it. */
export type GeneralInfoIdentity = Pick<GeneralInfo, 'nationalId' | 'nationalIdType' | 'birthDate'>;

/** The form's starting values: the saved information, else empty (nationality from the id type). */
export function generalInfoFormDefaults(
  saved: GeneralInfo | null,
  nationalityCode = '',
): DefaultValues<GeneralInfoFormInput> {
  if (saved) {
    return {
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
    };
  }
  return {
    firstNameAr: '',
    fatherNameAr: '',
    grandfatherNameAr: '',
    familyNameAr: '',
    firstNameEn: '',
    fatherNameEn: '',
    grandfatherNameEn: '',
    familyNameEn: '',
    gender: undefined,
    nationalityCode,
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
  };
}

/** The body of `POST investor-general-info` from the form's values and the checked identity. */
export function generalInfoPayload(
  values: GeneralInfoFormValues,
  identity: GeneralInfoIdentity,
): GeneralInfoInput {
  return {
    ...values,
    nationalId: identity.nationalId,
    nationalIdType: identity.nationalIdType,
    birthDate: identity.birthDate,
    gender: Number(values.gender) as 1 | 2,
    employment: {
      ...values.employment,
      status: Number(values.employment.status) as EmploymentStatus,
      incomeSource: Number(values.employment.incomeSource) as IncomeSource,
      employerName: values.employment.employerName || null,
      jobTitle: values.employment.jobTitle || null,
    },
  };
}

function NameField({ part, lang }: { part: string; lang: 'Ar' | 'En' }) {
  const { t } = useLocalization();
  return (
    <TextField
      name={`${part}Name${lang}`}
      label={t(R(`${part.charAt(0).toUpperCase()}${part.slice(1)}Name`))}
      required
      inputProps={{ dir: lang === 'Ar' ? 'rtl' : 'ltr', autoComplete: 'off' }}
    />
  );
}

const NAME_PARTS = ['first', 'father', 'grandfather', 'family'] as const;

/** Names in Arabic and English, gender, nationality, national address and employment. */
export function GeneralInfoFields() {
  const { t, language } = useLocalization();
  const enumOptions = useEnumOptions();
  const countries = useMemo(
    () => new Intl.DisplayNames([language], { type: 'region' }),
    [language],
  );
  return (
    <>
      <FieldGroup title={t(R('NamesArabic'))}>
        {NAME_PARTS.map((part) => (
          <NameField key={part} part={part} lang="Ar" />
        ))}
      </FieldGroup>
      <FieldGroup title={t(R('NamesEnglish'))}>
        {NAME_PARTS.map((part) => (
          <NameField key={part} part={part} lang="En" />
        ))}
      </FieldGroup>
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
      <FieldGroup title={t(R('Address'))}>
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
      </FieldGroup>
      <FieldGroup title={t(R('Employment'))}>
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
      </FieldGroup>
    </>
  );
}

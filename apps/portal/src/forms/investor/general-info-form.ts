import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  arabicNameSchema,
  englishNameSchema,
  ValidationMessage,
  type EmploymentStatus,
  type GeneralInfo,
  type GeneralInfoInput,
  type IncomeSource,
} from '@sahm/investor-sdk';
import { numberText } from './field-rules';

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

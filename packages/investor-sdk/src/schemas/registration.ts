import { z } from 'zod/mini';
import { UserType } from '../constants';
import { NationalIdType } from '../enums';
import {
  birthDateSchema,
  saudiMobileSchema,
  saudiNationalIdSchema,
  verificationCodeSchema,
} from '../validation/field-schemas';
import { ValidationMessage } from '../validation/messages';
import { matchesNationalIdType } from '../validation/saudi-national-id';
import { entityIdSchema, isoDateTimeSchema } from './common';

/** Query of `POST check-national-id/{nationalId}` (SPEC §7). */
export const nationalIdCheckInputSchema = z
  .object({
    nationalId: saudiNationalIdSchema,
    birthDate: birthDateSchema,
    nationalType: z.enum(NationalIdType),
  })
  .check(
    z.refine((input) => matchesNationalIdType(input.nationalId, input.nationalType), {
      message: ValidationMessage.NationalIdTypeMismatch,
      path: ['nationalId'],
    }),
  );
export type NationalIdCheckInput = z.input<typeof nationalIdCheckInputSchema>;

/** What the identity registry (Yakeen-style) says about the number and birth date. */
export const nationalIdCheckResultSchema = z.object({
  /** The number exists and the birth date matches it. */
  isVerified: z.boolean(),
  /** Another investor already registered with this number. */
  isAlreadyRegistered: z.boolean(),
  fullNameAr: z.nullable(z.string()),
  fullNameEn: z.nullable(z.string()),
  /** ISO 3166-1 alpha-2, e.g. SA. */
  nationalityCode: z.nullable(z.string()),
});
export type NationalIdCheckResult = z.infer<typeof nationalIdCheckResultSchema>;

/** `GET terms-and-conditions`: the current version and whether the caller accepted it. */
export const termsAndConditionsSchema = z.object({
  version: z.string().check(z.minLength(1)),
  titleAr: z.string(),
  titleEn: z.string(),
  contentAr: z.string(),
  contentEn: z.string(),
  publishedAt: isoDateTimeSchema,
  acceptedVersion: z.nullable(z.string()),
  acceptedAt: z.nullable(isoDateTimeSchema),
});
export type TermsAndConditions = z.infer<typeof termsAndConditionsSchema>;

/** Body of `PUT termsand-condition-acceptance` (shape not in the spec; ADR 0012). */
export const termsAcceptanceInputSchema = z.object({
  version: z.string().check(z.minLength(1)),
  accepted: z.literal(true, { message: ValidationMessage.MustAcceptTerms }),
});
export type TermsAcceptanceInput = z.input<typeof termsAcceptanceInputSchema>;

export const termsAcceptanceSchema = z.object({
  version: z.string(),
  acceptedAt: isoDateTimeSchema,
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;

/** Body of `PUT phone-number`: the number and the code sent to it by `send-sMS`. */
export const phoneNumberInputSchema = z.object({
  phoneNumber: saudiMobileSchema,
  verificationCode: verificationCodeSchema,
});
export type PhoneNumberInput = z.input<typeof phoneNumberInputSchema>;

export const phoneNumberSchema = z.object({
  phoneNumber: z.string(),
  isVerified: z.boolean(),
  verifiedAt: z.nullable(isoDateTimeSchema),
});
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;

/**
 * Body of `POST investor`: the last registration step. The server completes registration only
 * when every earlier step is on file (ADR 0012).
 */
export const investorDataInputSchema = z.object({
  userType: z.union([z.literal(UserType.Individual), z.literal(UserType.Company)]),
  /** A politically exposed person needs enhanced due diligence (AML rules). */
  isPoliticallyExposed: z.boolean(),
  /** The investor invests for themselves, not on behalf of someone else. */
  isBeneficialOwner: z.boolean(),
  termsVersion: z.string().check(z.minLength(1)),
});
export type InvestorDataInput = z.input<typeof investorDataInputSchema>;

/** `GET investor` and the answer of `POST investor`. */
export const investorSchema = z.object({
  id: entityIdSchema,
  userId: entityIdSchema,
  userName: z.string(),
  email: z.string(),
  userType: z.enum(UserType),
  registrationCompleted: z.boolean(),
  phoneNumber: z.nullable(z.string()),
  phoneNumberVerified: z.boolean(),
  acceptedTermsVersion: z.nullable(z.string()),
  isPoliticallyExposed: z.boolean(),
  isBeneficialOwner: z.boolean(),
  creationTime: isoDateTimeSchema,
});
export type Investor = z.infer<typeof investorSchema>;

import { z } from 'zod/mini';
import { UserType } from '../constants';
import {
  EmploymentStatus,
  Gender,
  IncomeSource,
  InvestmentInstrument,
  InvestmentObjective,
  KnowledgeLevel,
  NationalIdType,
  RiskLevel,
} from '../enums';
import {
  arabicNameSchema,
  birthDateSchema,
  digitsSchema,
  englishNameSchema,
  moneyInputSchema,
  saudiNationalIdSchema,
} from '../validation/field-schemas';
import { ValidationMessage } from '../validation/messages';
import { matchesNationalIdType } from '../validation/saudi-national-id';
import { entityIdSchema, isoDateSchema, isoDateTimeSchema, moneySchema } from './common';

/** Saudi national address (Wasel): city, district, street, building and additional numbers. */
const nationalAddressSchema = z.object({
  city: z.string(),
  district: z.string(),
  street: z.string(),
  buildingNumber: z.string(),
  postalCode: z.string(),
  additionalNumber: z.string(),
});

const employmentSchema = z.object({
  status: z.enum(EmploymentStatus),
  employerName: z.nullable(z.string()),
  jobTitle: z.nullable(z.string()),
  annualIncome: moneySchema,
  incomeSource: z.enum(IncomeSource),
});

/** `GET investor-general-info`: identity, names, nationality, address, employment and income. */
export const generalInfoSchema = z.object({
  nationalId: z.string(),
  nationalIdType: z.enum(NationalIdType),
  birthDate: isoDateSchema,
  firstNameAr: z.string(),
  fatherNameAr: z.string(),
  grandfatherNameAr: z.string(),
  familyNameAr: z.string(),
  firstNameEn: z.string(),
  fatherNameEn: z.string(),
  grandfatherNameEn: z.string(),
  familyNameEn: z.string(),
  gender: z.enum(Gender),
  /** ISO 3166-1 alpha-2. */
  nationalityCode: z.string(),
  address: nationalAddressSchema,
  employment: employmentSchema,
});
export type GeneralInfo = z.infer<typeof generalInfoSchema>;

/** Body of `POST investor-general-info`, with the field rules of ADR 0013. */
export const generalInfoInputSchema = z
  .extend(generalInfoSchema, {
    nationalId: saudiNationalIdSchema,
    birthDate: birthDateSchema,
    firstNameAr: arabicNameSchema,
    fatherNameAr: arabicNameSchema,
    grandfatherNameAr: arabicNameSchema,
    familyNameAr: arabicNameSchema,
    firstNameEn: englishNameSchema,
    fatherNameEn: englishNameSchema,
    grandfatherNameEn: englishNameSchema,
    familyNameEn: englishNameSchema,
    nationalityCode: z.string().check(z.regex(/^[A-Z]{2}$/, ValidationMessage.InvalidValue)),
    address: z.extend(nationalAddressSchema, {
      city: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      district: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      street: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
      buildingNumber: digitsSchema(4),
      postalCode: digitsSchema(5),
      additionalNumber: digitsSchema(4),
    }),
    employment: z.extend(employmentSchema, {
      employerName: z.nullable(z.string().check(z.trim(), z.maxLength(128))),
      jobTitle: z.nullable(z.string().check(z.trim(), z.maxLength(64))),
      annualIncome: moneyInputSchema,
    }),
  })
  .check(
    z.refine((info) => matchesNationalIdType(info.nationalId, info.nationalIdType), {
      message: ValidationMessage.NationalIdTypeMismatch,
      path: ['nationalId'],
    }),
    // Only citizens hold a national id starting with 1; residents are non-Saudi by definition.
    z.refine(
      (info) =>
        (info.nationalIdType === NationalIdType.Citizen) === (info.nationalityCode === 'SA'),
      {
        message: ValidationMessage.InvalidValue,
        path: ['nationalityCode'],
      },
    ),
  );
export type GeneralInfoInput = z.input<typeof generalInfoInputSchema>;

/** `GET investment-experience` (null until submitted). */
export const investmentExperienceSchema = z.object({
  yearsOfExperience: z.number().check(z.int(), z.nonnegative()),
  knowledgeLevel: z.enum(KnowledgeLevel),
  instruments: z.array(z.enum(InvestmentInstrument)),
  objective: z.enum(InvestmentObjective),
  netWorth: moneySchema,
  /** Works or worked in the financial sector (raises the allowed investor classification). */
  hasFinancialSectorExperience: z.boolean(),
});
export type InvestmentExperience = z.infer<typeof investmentExperienceSchema>;

/** Body of `POST investment-experience` (the spec names the parameter "general info"; ADR 0012). */
export const investmentExperienceInputSchema = z.extend(investmentExperienceSchema, {
  yearsOfExperience: z.number().check(z.int(), z.gte(0), z.lte(80)),
  netWorth: z.number().check(z.nonnegative()),
});
export type InvestmentExperienceInput = z.input<typeof investmentExperienceInputSchema>;

const riskQuestionSchema = z.object({
  id: z.string(),
  textAr: z.string(),
  textEn: z.string(),
  options: z.array(z.object({ id: z.string(), textAr: z.string(), textEn: z.string() })),
});
export type RiskQuestion = z.infer<typeof riskQuestionSchema>;

const riskAnswerSchema = z.object({ questionId: z.string(), optionId: z.string() });
export type RiskAnswer = z.infer<typeof riskAnswerSchema>;

/**
 * `GET investor-suitability-risk-statement`: the questionnaire, the investor's answers and the
 * risk level the server scored from them (null until answered).
 */
export const suitabilityRiskStatementSchema = z.object({
  questions: z.array(riskQuestionSchema),
  answers: z.array(riskAnswerSchema),
  riskLevel: z.nullable(z.enum(RiskLevel)),
  submittedAt: z.nullable(isoDateTimeSchema),
});
export type SuitabilityRiskStatement = z.infer<typeof suitabilityRiskStatementSchema>;

/** Body of `POST investor-suitability-risk-statement`. */
export const suitabilityRiskStatementInputSchema = z.object({
  answers: z.array(riskAnswerSchema).check(z.minLength(1)),
});
export type SuitabilityRiskStatementInput = z.input<typeof suitabilityRiskStatementInputSchema>;

/** `GET investor-details`: the investor with every registration step on file. */
export const investorDetailsSchema = z.object({
  id: entityIdSchema,
  userType: z.enum(UserType),
  registrationCompleted: z.boolean(),
  generalInfo: z.nullable(generalInfoSchema),
  investmentExperience: z.nullable(investmentExperienceSchema),
  riskLevel: z.nullable(z.enum(RiskLevel)),
  phoneNumber: z.nullable(z.string()),
  phoneNumberVerified: z.boolean(),
  acceptedTermsVersion: z.nullable(z.string()),
});
export type InvestorDetails = z.infer<typeof investorDetailsSchema>;

/** `GET investor-profile-data`: what the profile screen shows. */
export const investorProfileSchema = z.object({
  fullNameAr: z.nullable(z.string()),
  fullNameEn: z.nullable(z.string()),
  userName: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  /** Only the first and last two digits, e.g. 1******734. */
  maskedNationalId: z.nullable(z.string()),
  userType: z.enum(UserType),
  riskLevel: z.nullable(z.enum(RiskLevel)),
  registrationCompleted: z.boolean(),
  memberSince: isoDateTimeSchema,
});
export type InvestorProfile = z.infer<typeof investorProfileSchema>;

/** One row of `GET investors-data`. */
export const investorSummarySchema = z.object({
  id: entityIdSchema,
  userId: entityIdSchema,
  userName: z.string(),
  email: z.string(),
  fullNameAr: z.nullable(z.string()),
  fullNameEn: z.nullable(z.string()),
  userType: z.enum(UserType),
  registrationCompleted: z.boolean(),
  creationTime: isoDateTimeSchema,
});
export type InvestorSummary = z.infer<typeof investorSummarySchema>;

// Constants and enumerations
export {
  CURRENCY,
  DEFAULT_PAGE_SIZE,
  IDEMPOTENCY_KEY_HEADER,
  INVESTOR_API_BASE,
  MAX_RESULT_COUNT_LIMIT,
  MINIMUM_INVESTOR_AGE,
  PaymentType,
  UserType,
} from './constants';
export {
  DistributionFrequency,
  EmploymentStatus,
  Gender,
  IncomeSource,
  InvestmentInstrument,
  InvestmentObjective,
  KnowledgeLevel,
  NationalIdType,
  OpportunitySector,
  OpportunityStatus,
  RiskLevel,
  SubscriptionStatus,
  TransactionDirection,
} from './enums';

// Clients
export { createInvestorClient, type InvestorClient } from './client/investor-client';
export { getInvestorName } from './client/investor-name';
export { isRegistrationIncomplete } from './client/registration-check';
export type { ClientOptions } from './client/call-operation';
export type {
  Idempotent,
  OpportunitiesQuery,
  WalletTransactionsQuery,
} from './client/investor-designed-calls';
export { InvestorResponseError, isInvestorResponseError } from './client/errors';
export {
  DESIGNED_INVESTOR_OPERATIONS,
  SDK_OPERATIONS,
  SPEC_INVESTOR_OPERATIONS,
  type OperationId,
} from './client/operations';
export type { HttpMethod, OperationDefinition, ResponseKind } from './client/operation-definition';
export { toSearchParams, type QueryValue } from './client/query-string';

// Schemas and types
export {
  entityIdSchema,
  isoDateSchema,
  isoDateTimeSchema,
  listResultSchema,
  moneySchema,
  pagedResultSchema,
  type FilteredPagedAndSortedQuery,
  type ListResult,
  type PagedAndSortedQuery,
  type PagedResult,
} from './schemas/common';
export {
  checkUserIsCompleteRegisterResponseSchema,
  type CheckUserIsCompleteRegisterResponse,
} from './schemas/registration-status';
export {
  investorDataInputSchema,
  investorSchema,
  nationalIdCheckInputSchema,
  nationalIdCheckResultSchema,
  phoneNumberInputSchema,
  phoneNumberSchema,
  termsAcceptanceInputSchema,
  termsAcceptanceSchema,
  termsAndConditionsSchema,
  type Investor,
  type InvestorDataInput,
  type NationalIdCheckInput,
  type NationalIdCheckResult,
  type PhoneNumber,
  type PhoneNumberInput,
  type TermsAcceptance,
  type TermsAcceptanceInput,
  type TermsAndConditions,
} from './schemas/registration';
export {
  generalInfoInputSchema,
  generalInfoSchema,
  investmentExperienceInputSchema,
  investmentExperienceSchema,
  investorDetailsSchema,
  investorProfileSchema,
  investorSummarySchema,
  suitabilityRiskStatementInputSchema,
  suitabilityRiskStatementSchema,
  type GeneralInfo,
  type GeneralInfoInput,
  type InvestmentExperience,
  type InvestmentExperienceInput,
  type InvestorDetails,
  type InvestorProfile,
  type InvestorSummary,
  type RiskAnswer,
  type RiskQuestion,
  type SuitabilityRiskStatement,
  type SuitabilityRiskStatementInput,
} from './schemas/investor-profile';
export {
  walletSchema,
  walletTransactionSchema,
  type Wallet,
  type WalletTransaction,
} from './schemas/wallet';
export {
  bankAccountInputSchema,
  bankAccountSchema,
  type BankAccount,
  type BankAccountInput,
} from './schemas/bank-account';
export {
  opportunitySchema,
  opportunitySummarySchema,
  subscribeInputSchema,
  type Opportunity,
  type OpportunitySummary,
  type SubscribeInput,
} from './schemas/opportunity';
export { subscriptionSchema, type Subscription } from './schemas/subscription';

// Field rules
export {
  InvestorRuleMessage,
  parseValidationMessage,
  sahmValidationErrorMap,
  ValidationMessage,
  withParams,
} from './validation/messages';
export { toWesternDigits } from './validation/digits';
export {
  isValidSaudiNationalId,
  matchesNationalIdType,
  nationalIdTypeOf,
  saudiNationalIdCheckDigit,
} from './validation/saudi-national-id';
export { isValidSaudiMobile, normalizeSaudiMobile } from './validation/saudi-mobile';
export { isValidSaudiIban, normalizeIban, saudiBankOfIban } from './validation/saudi-iban';
export {
  isArabicLettersAndSpaces,
  isEnglishLettersAndDigits,
  isEnglishLettersAndSpaces,
  isNumericText,
} from './validation/text-rules';
export {
  ageOn,
  arabicNameSchema,
  birthDateSchema,
  digitsSchema,
  englishLettersAndDigitsSchema,
  englishNameSchema,
  hasAtMostTwoDecimals,
  isoDateInputSchema,
  moneyInputSchema,
  numericTextSchema,
  saudiIbanSchema,
  saudiMobileSchema,
  saudiNationalIdSchema,
  verificationCodeSchema,
} from './validation/field-schemas';

// TanStack Query
export { investorKeys } from './queries/investor-keys';
export { investorQueries } from './queries/investor-queries';
export { investorMutations, type SubscribeVariables } from './queries/investor-mutations';

export { createInvestorHandlers } from './investor-handlers';
export type {
  EmailSettingsOperation,
  InvestorHandlerOptions,
  MockInvestorCaller,
} from './mock-route';
export type { MockedOperationId } from './mocked-operations';
export {
  createInvestorMockStore,
  type InvestorMockStore,
  type InvestorMockStoreOptions,
  type OutboxMessage,
  type SubscriptionRefusal,
} from './investor-mock-store';
export { DEMO_INVESTORS, type InvestorRecord, type InvestorSeed } from './seed-investors';
export { investorSeedsFromUsers, type IdentityForInvestorSeed } from './investor-seeds-from-users';
export { SEEDED_OPPORTUNITY_IDS, type OpportunityRecord } from './seed-opportunities';
export { CURRENT_TERMS, MOCK_SMS_VERIFICATION_CODE, RISK_QUESTIONNAIRE } from './seed-registration';
export {
  createFailureHandlers,
  DEFAULT_MOCK_VALIDATION_ERRORS,
  failureHandler,
  failureResponse,
  MOCK_FAILURE_KINDS,
  operationPattern,
  type MockFailure,
  type MockFailureKind,
} from './failures';
export {
  createInvestorControlHandlers,
  INVESTOR_MOCK_CONTROL_PATH,
  type FailNextRequest,
} from './control-handlers';
export { abpError, validationError, type AbpValidationError } from './abp-error';
export {
  investorLocalization,
  type InvestorLocalizationKey,
  type InvestorLocalizationTexts,
} from './localization';

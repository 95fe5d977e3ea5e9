import { investorOperation, type OperationDefinition } from './operation-definition';
// Defined beside the standalone calls, so that those bundle without these tables.
import { INVESTOR_NAME_OPERATION } from './investor-name';
import { REGISTRATION_CHECK_OPERATION } from './registration-check';

/** The 23 investor calls of SPEC §7, exactly as listed there. */
export const SPEC_INVESTOR_OPERATIONS = {
  checkNationalId: investorOperation('POST', 'check-national-id/{nationalId}'),
  isRegistrationIncomplete: REGISTRATION_CHECK_OPERATION,
  saveInvestmentExperience: investorOperation('POST', 'investment-experience'),
  submitInvestorData: investorOperation('POST', 'investor'),
  saveGeneralInfo: investorOperation('POST', 'investor-general-info'),
  saveSuitabilityRiskStatement: investorOperation('POST', 'investor-suitability-risk-statement'),
  getWallet: investorOperation('GET', 'account-financial-info'),
  getBankAccounts: investorOperation('GET', 'account-iban-info'),
  getCurrentSubscriptions: investorOperation('GET', 'current-investor-subscriptions'),
  getInvestmentExperience: investorOperation('GET', 'investment-experience'),
  getInvestor: investorOperation('GET', 'investor'),
  getInvestorDetails: investorOperation('GET', 'investor-details'),
  getGeneralInfo: investorOperation('GET', 'investor-general-info'),
  getInvestorName: INVESTOR_NAME_OPERATION,
  getProfile: investorOperation('GET', 'investor-profile-data'),
  getSuitabilityRiskStatement: investorOperation('GET', 'investor-suitability-risk-statement'),
  getInvestors: investorOperation('GET', 'investors-data'),
  getTermsAndConditions: investorOperation('GET', 'terms-and-conditions'),
  resendActivationEmail: investorOperation('POST', 're-send-activation-email', 'none'),
  sendEmail: investorOperation('POST', 'send-email', 'none'),
  sendSms: investorOperation('POST', 'send-sMS', 'none'),
  updatePhoneNumber: investorOperation('PUT', 'phone-number'),
  acceptTermsAndConditions: investorOperation('PUT', 'termsand-condition-acceptance'),
} as const satisfies Record<string, OperationDefinition>;

/** Not in the spec, designed by us so investors can browse, subscribe and add accounts (ADR 0015). */
export const DESIGNED_INVESTOR_OPERATIONS = {
  getOpportunities: investorOperation('GET', 'opportunities'),
  getOpportunity: investorOperation('GET', 'opportunities/{id}'),
  subscribeToOpportunity: investorOperation('POST', 'opportunities/{id}/subscribe'),
  getWalletTransactions: investorOperation('GET', 'wallet-transactions'),
  addBankAccount: investorOperation('POST', 'bank-accounts'),
} as const satisfies Record<string, OperationDefinition>;

export const SDK_OPERATIONS = {
  ...SPEC_INVESTOR_OPERATIONS,
  ...DESIGNED_INVESTOR_OPERATIONS,
} as const;

export type OperationId = keyof typeof SDK_OPERATIONS;

import { EMAIL_SETTINGS_API_BASE, INVESTOR_API_BASE } from '../constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** How the body of a successful answer is read: JSON, plain text, or nothing (204). */
export type ResponseKind = 'json' | 'text' | 'none';

export interface OperationDefinition {
  method: HttpMethod;
  /** Relative to the API root; `{name}` marks a path parameter. */
  path: string;
  response: ResponseKind;
}

const investor = (method: HttpMethod, path: string, response: ResponseKind = 'json') =>
  ({ method, path: `${INVESTOR_API_BASE}/${path}`, response }) as const;

/** The 23 investor calls of SPEC §7, exactly as listed there. */
export const SPEC_INVESTOR_OPERATIONS = {
  checkNationalId: investor('POST', 'check-national-id/{nationalId}'),
  isRegistrationIncomplete: investor('POST', 'check-user-is-complete-register'),
  saveInvestmentExperience: investor('POST', 'investment-experience'),
  submitInvestorData: investor('POST', 'investor'),
  saveGeneralInfo: investor('POST', 'investor-general-info'),
  saveSuitabilityRiskStatement: investor('POST', 'investor-suitability-risk-statement'),
  getWallet: investor('GET', 'account-financial-info'),
  getBankAccounts: investor('GET', 'account-iban-info'),
  getCurrentSubscriptions: investor('GET', 'current-investor-subscriptions'),
  getInvestmentExperience: investor('GET', 'investment-experience'),
  getInvestor: investor('GET', 'investor'),
  getInvestorDetails: investor('GET', 'investor-details'),
  getGeneralInfo: investor('GET', 'investor-general-info'),
  getInvestorName: investor('GET', 'investor-name', 'text'),
  getProfile: investor('GET', 'investor-profile-data'),
  getSuitabilityRiskStatement: investor('GET', 'investor-suitability-risk-statement'),
  getInvestors: investor('GET', 'investors-data'),
  getTermsAndConditions: investor('GET', 'terms-and-conditions'),
  resendActivationEmail: investor('POST', 're-send-activation-email', 'none'),
  sendEmail: investor('POST', 'send-email', 'none'),
  sendSms: investor('POST', 'send-sMS', 'none'),
  updatePhoneNumber: investor('PUT', 'phone-number'),
  acceptTermsAndConditions: investor('PUT', 'termsand-condition-acceptance'),
} as const satisfies Record<string, OperationDefinition>;

/** Not in the spec, designed by us so investors can browse, subscribe and add accounts (ADR 0015). */
export const DESIGNED_INVESTOR_OPERATIONS = {
  getOpportunities: investor('GET', 'opportunities'),
  getOpportunity: investor('GET', 'opportunities/{id}'),
  subscribeToOpportunity: investor('POST', 'opportunities/{id}/subscribe'),
  getWalletTransactions: investor('GET', 'wallet-transactions'),
  addBankAccount: investor('POST', 'bank-accounts'),
} as const satisfies Record<string, OperationDefinition>;

/** Emailing settings (SPEC §7 settings, contract §11.1). */
export const EMAIL_SETTINGS_OPERATIONS = {
  getEmailSettings: { method: 'GET', path: EMAIL_SETTINGS_API_BASE, response: 'json' },
  updateEmailSettings: { method: 'POST', path: EMAIL_SETTINGS_API_BASE, response: 'none' },
  sendTestEmail: {
    method: 'POST',
    path: `${EMAIL_SETTINGS_API_BASE}/send-test-email`,
    response: 'none',
  },
} as const satisfies Record<string, OperationDefinition>;

export const SDK_OPERATIONS = {
  ...SPEC_INVESTOR_OPERATIONS,
  ...DESIGNED_INVESTOR_OPERATIONS,
  ...EMAIL_SETTINGS_OPERATIONS,
} as const;

export type OperationId = keyof typeof SDK_OPERATIONS;

/** Fills `{name}` path parameters, encoding each value. */
export function operationPath(
  operation: OperationDefinition,
  pathParams: Record<string, string> = {},
): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParams[name] ?? ''),
  );
}

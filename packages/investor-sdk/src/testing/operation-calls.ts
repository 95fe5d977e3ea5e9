import type { InvestorClient } from '../client/investor-client';
import type { OperationId } from '../client/operations';
import { UserType } from '../constants';
import { CURRENT_TERMS, SEEDED_OPPORTUNITY_IDS } from '../mocks';
import { GENERAL_INFO_INPUT, INVESTMENT_EXPERIENCE_INPUT, RISK_ANSWERS } from './fixtures';

export interface SdkClients {
  investor: InvestorClient;
}

/**
 * One well-formed call of every SDK operation. Typed as a record over `OperationId`, so an
 * operation added to `SDK_OPERATIONS` without a line here fails the type check.
 */
export const OPERATION_CALLS: Record<OperationId, (clients: SdkClients) => Promise<unknown>> = {
  checkNationalId: ({ investor }) =>
    investor.checkNationalId({
      nationalId: '1049382714',
      birthDate: '1992-09-03',
      nationalType: 1,
    }),
  isRegistrationIncomplete: ({ investor }) => investor.isRegistrationIncomplete(),
  saveInvestmentExperience: ({ investor }) =>
    investor.saveInvestmentExperience(INVESTMENT_EXPERIENCE_INPUT),
  submitInvestorData: ({ investor }) =>
    investor.submitInvestorData({
      userType: UserType.Individual,
      isPoliticallyExposed: false,
      isBeneficialOwner: true,
      termsVersion: CURRENT_TERMS.version,
    }),
  saveGeneralInfo: ({ investor }) => investor.saveGeneralInfo(GENERAL_INFO_INPUT),
  saveSuitabilityRiskStatement: ({ investor }) =>
    investor.saveSuitabilityRiskStatement({ answers: RISK_ANSWERS }),
  getWallet: ({ investor }) => investor.getWallet(),
  getBankAccounts: ({ investor }) => investor.getBankAccounts(),
  getCurrentSubscriptions: ({ investor }) => investor.getCurrentSubscriptions(),
  getInvestmentExperience: ({ investor }) => investor.getInvestmentExperience(),
  getInvestor: ({ investor }) => investor.getInvestor(),
  getInvestorDetails: ({ investor }) => investor.getInvestorDetails(),
  getGeneralInfo: ({ investor }) => investor.getGeneralInfo(),
  getInvestorName: ({ investor }) => investor.getInvestorName(),
  getProfile: ({ investor }) => investor.getProfile(),
  getSuitabilityRiskStatement: ({ investor }) => investor.getSuitabilityRiskStatement(),
  getInvestors: ({ investor }) => investor.getInvestors(),
  getTermsAndConditions: ({ investor }) => investor.getTermsAndConditions(),
  resendActivationEmail: ({ investor }) => investor.resendActivationEmail('investor@sahm.example'),
  sendEmail: ({ investor }) => investor.sendEmail('investor@sahm.example'),
  sendSms: ({ investor }) => investor.sendSms('0551234567'),
  updatePhoneNumber: ({ investor }) =>
    investor.updatePhoneNumber({ phoneNumber: '0551234567', verificationCode: '123456' }),
  acceptTermsAndConditions: ({ investor }) =>
    investor.acceptTermsAndConditions({ version: CURRENT_TERMS.version, accepted: true }),
  getOpportunities: ({ investor }) => investor.getOpportunities(),
  getOpportunity: ({ investor }) => investor.getOpportunity(SEEDED_OPPORTUNITY_IDS.narjisVillas),
  subscribeToOpportunity: ({ investor }) =>
    investor.subscribeToOpportunity(
      SEEDED_OPPORTUNITY_IDS.narjisVillas,
      { amount: 1_000 },
      { idempotencyKey: crypto.randomUUID() },
    ),
  getWalletTransactions: ({ investor }) => investor.getWalletTransactions(),
  addBankAccount: ({ investor }) =>
    investor.addBankAccount({
      iban: 'SA0910000000000000000001',
      accountHolderName: 'Sara Al Qahtani',
    }),
};

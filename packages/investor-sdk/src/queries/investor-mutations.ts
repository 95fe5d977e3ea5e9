import type { QueryClient } from '@tanstack/react-query';
import type { InvestorClient } from '../client/investor-client';
import type { BankAccountInput } from '../schemas/bank-account';
import type {
  GeneralInfoInput,
  InvestmentExperienceInput,
  SuitabilityRiskStatementInput,
} from '../schemas/investor-profile';
import type {
  InvestorDataInput,
  NationalIdCheckInput,
  PhoneNumberInput,
  TermsAcceptanceInput,
} from '../schemas/registration';
import { investorKeys } from './investor-keys';
import { invalidating } from './invalidating';

export interface SubscribeVariables {
  opportunityId: string;
  amount: number;
  /** Made once per review and sent again with every retry of it (ADR 0490). */
  idempotencyKey: string;
}

/** Mutation options for every write: `useMutation(investorMutations(client, queryClient).subscribe())`. */
export function investorMutations(client: InvestorClient, queryClient: QueryClient) {
  const none = () => [];
  return {
    checkNationalId: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'check-national-id'],
        (input: NationalIdCheckInput) => client.checkNationalId(input),
        none,
      ),
    saveGeneralInfo: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'save-general-info'],
        (input: GeneralInfoInput) => client.saveGeneralInfo(input),
        () => [
          investorKeys.generalInfo(),
          investorKeys.details(),
          investorKeys.profile(),
          investorKeys.name(),
        ],
      ),
    saveInvestmentExperience: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'save-investment-experience'],
        (input: InvestmentExperienceInput) => client.saveInvestmentExperience(input),
        () => [investorKeys.investmentExperience(), investorKeys.details()],
      ),
    saveSuitabilityRiskStatement: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'save-suitability-risk-statement'],
        (input: SuitabilityRiskStatementInput) => client.saveSuitabilityRiskStatement(input),
        () => [
          investorKeys.suitabilityRiskStatement(),
          investorKeys.details(),
          investorKeys.profile(),
        ],
      ),
    submitInvestorData: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'submit-investor-data'],
        (input: InvestorDataInput) => client.submitInvestorData(input),
        () => [
          investorKeys.registrationStatus(),
          investorKeys.investor(),
          investorKeys.details(),
          investorKeys.profile(),
        ],
      ),
    updatePhoneNumber: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'update-phone-number'],
        (input: PhoneNumberInput) => client.updatePhoneNumber(input),
        () => [investorKeys.investor(), investorKeys.details(), investorKeys.profile()],
      ),
    acceptTermsAndConditions: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'accept-terms-and-conditions'],
        (input: TermsAcceptanceInput) => client.acceptTermsAndConditions(input),
        () => [investorKeys.termsAndConditions(), investorKeys.investor(), investorKeys.details()],
      ),
    resendActivationEmail: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'resend-activation-email'],
        (email: string) => client.resendActivationEmail(email),
        none,
      ),
    sendEmail: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'send-email'],
        (email: string) => client.sendEmail(email),
        none,
      ),
    sendSms: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'send-sms'],
        (phone: string) => client.sendSms(phone),
        none,
      ),
    /** Pays from the wallet: changes the wallet and its transactions, the subscriptions and the opportunity. */
    subscribe: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'subscribe'],
        ({ opportunityId, amount, idempotencyKey }: SubscribeVariables) =>
          client.subscribeToOpportunity(opportunityId, { amount }, { idempotencyKey }),
        ({ opportunityId }) => [
          investorKeys.wallet(),
          investorKeys.subscriptions(),
          investorKeys.opportunity(opportunityId),
          // Lists show the opportunity's raised amount and progress too.
          investorKeys.opportunityLists(),
        ],
      ),
    addBankAccount: () =>
      invalidating(
        queryClient,
        [...investorKeys.all, 'add-bank-account'],
        (input: BankAccountInput) => client.addBankAccount(input),
        () => [investorKeys.bankAccounts()],
      ),
  };
}

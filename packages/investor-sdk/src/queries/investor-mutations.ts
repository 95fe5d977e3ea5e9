import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { EmailSettingsClient } from '../client/email-settings-client';
import type { InvestorClient } from '../client/investor-client';
import type { BankAccountInput } from '../schemas/bank-account';
import type { EmailSettingsInput, SendTestEmailInput } from '../schemas/email-settings';
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
import { emailSettingsKeys, investorKeys } from './investor-keys';

export interface SubscribeVariables {
  opportunityId: string;
  amount: number;
}

/** A mutation that, once it succeeds, invalidates exactly the queries whose data it changed. */
function invalidating<TData, TVariables>(
  queryClient: QueryClient,
  mutationKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  changes: (variables: TVariables) => QueryKey[],
) {
  return mutationOptions<TData, Error, TVariables>({
    mutationKey,
    mutationFn,
    onSuccess: async (_data, variables) => {
      await Promise.all(
        changes(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
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
        ({ opportunityId, amount }: SubscribeVariables) =>
          client.subscribeToOpportunity(opportunityId, { amount }),
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

export function emailSettingsMutations(client: EmailSettingsClient, queryClient: QueryClient) {
  return {
    updateEmailSettings: () =>
      invalidating(
        queryClient,
        [...emailSettingsKeys.all, 'update'],
        (input: EmailSettingsInput) => client.updateEmailSettings(input),
        () => [emailSettingsKeys.all],
      ),
    sendTestEmail: () =>
      invalidating(
        queryClient,
        [...emailSettingsKeys.all, 'send-test-email'],
        (input: SendTestEmailInput) => client.sendTestEmail(input),
        () => [],
      ),
  };
}

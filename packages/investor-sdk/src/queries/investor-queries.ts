import { queryOptions } from '@tanstack/react-query';
import type {
  OpportunitiesQuery,
  WalletTransactionsQuery,
} from '../client/investor-designed-calls';
import type { InvestorClient } from '../client/investor-client';
import type { FilteredPagedAndSortedQuery, PagedAndSortedQuery } from '../schemas/common';
import { investorKeys } from './investor-keys';

/** `queryOptions` for every read of the investor API: `useQuery(investorQueries(client).wallet())`. */
export function investorQueries(client: InvestorClient) {
  return {
    /**
     * True while registration is incomplete (SPEC §7). One answer serves every view that mounts
     * within half a minute (the navbar's name and Home's overview on one start); completing the
     * registration invalidates it.
     */
    registrationStatus: () =>
      queryOptions({
        queryKey: investorKeys.registrationStatus(),
        queryFn: () => client.isRegistrationIncomplete(),
        staleTime: 30_000,
      }),
    investor: () =>
      queryOptions({ queryKey: investorKeys.investor(), queryFn: () => client.getInvestor() }),
    details: () =>
      queryOptions({
        queryKey: investorKeys.details(),
        queryFn: () => client.getInvestorDetails(),
      }),
    profile: () =>
      queryOptions({ queryKey: investorKeys.profile(), queryFn: () => client.getProfile() }),
    name: () =>
      queryOptions({ queryKey: investorKeys.name(), queryFn: () => client.getInvestorName() }),
    generalInfo: () =>
      queryOptions({
        queryKey: investorKeys.generalInfo(),
        queryFn: () => client.getGeneralInfo(),
      }),
    investmentExperience: () =>
      queryOptions({
        queryKey: investorKeys.investmentExperience(),
        queryFn: () => client.getInvestmentExperience(),
      }),
    suitabilityRiskStatement: () =>
      queryOptions({
        queryKey: investorKeys.suitabilityRiskStatement(),
        queryFn: () => client.getSuitabilityRiskStatement(),
      }),
    termsAndConditions: () =>
      queryOptions({
        queryKey: investorKeys.termsAndConditions(),
        queryFn: () => client.getTermsAndConditions(),
      }),
    wallet: () =>
      queryOptions({ queryKey: investorKeys.wallet(), queryFn: () => client.getWallet() }),
    walletTransactions: (query: WalletTransactionsQuery = {}) =>
      queryOptions({
        queryKey: investorKeys.walletTransactions(query),
        queryFn: () => client.getWalletTransactions(query),
      }),
    bankAccounts: () =>
      queryOptions({
        queryKey: investorKeys.bankAccounts(),
        queryFn: () => client.getBankAccounts(),
      }),
    subscriptions: (query: PagedAndSortedQuery = {}) =>
      queryOptions({
        queryKey: investorKeys.subscriptionList(query),
        queryFn: () => client.getCurrentSubscriptions(query),
      }),
    investors: (query: FilteredPagedAndSortedQuery = {}) =>
      queryOptions({
        queryKey: investorKeys.investorList(query),
        queryFn: () => client.getInvestors(query),
      }),
    opportunities: (query: OpportunitiesQuery = {}) =>
      queryOptions({
        queryKey: investorKeys.opportunityList(query),
        queryFn: () => client.getOpportunities(query),
      }),
    opportunity: (id: string) =>
      queryOptions({
        queryKey: investorKeys.opportunity(id),
        queryFn: () => client.getOpportunity(id),
      }),
  };
}

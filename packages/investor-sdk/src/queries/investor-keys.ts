import type {
  OpportunitiesQuery,
  WalletTransactionsQuery,
} from '../client/investor-designed-calls';
import type { FilteredPagedAndSortedQuery, PagedAndSortedQuery } from '../schemas/common';

const all = ['investor'] as const;

/**
 * Query keys of the investor API, nested so one prefix invalidates a family: `wallet()` also
 * covers the wallet's transaction lists, `opportunities()` every list and detail.
 */
export const investorKeys = {
  all,
  registrationStatus: () => [...all, 'registration-status'] as const,
  investor: () => [...all, 'investor'] as const,
  details: () => [...all, 'details'] as const,
  profile: () => [...all, 'profile'] as const,
  name: () => [...all, 'name'] as const,
  generalInfo: () => [...all, 'general-info'] as const,
  investmentExperience: () => [...all, 'investment-experience'] as const,
  suitabilityRiskStatement: () => [...all, 'suitability-risk-statement'] as const,
  termsAndConditions: () => [...all, 'terms-and-conditions'] as const,
  wallet: () => [...all, 'wallet'] as const,
  walletTransactions: (query: WalletTransactionsQuery = {}) =>
    [...all, 'wallet', 'transactions', query] as const,
  bankAccounts: () => [...all, 'bank-accounts'] as const,
  subscriptions: () => [...all, 'subscriptions'] as const,
  subscriptionList: (query: PagedAndSortedQuery = {}) => [...all, 'subscriptions', query] as const,
  investors: () => [...all, 'investors'] as const,
  investorList: (query: FilteredPagedAndSortedQuery = {}) => [...all, 'investors', query] as const,
  opportunities: () => [...all, 'opportunities'] as const,
  opportunityLists: () => [...all, 'opportunities', 'list'] as const,
  opportunityList: (query: OpportunitiesQuery = {}) =>
    [...all, 'opportunities', 'list', query] as const,
  opportunity: (id: string) => [...all, 'opportunities', 'detail', id] as const,
};

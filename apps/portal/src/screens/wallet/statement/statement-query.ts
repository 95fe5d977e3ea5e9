import { queryOptions } from '@tanstack/react-query';
import {
  investorKeys,
  MAX_RESULT_COUNT_LIMIT,
  type InvestorClient,
  type Subscription,
  type WalletTransaction,
} from '@sahm/investor-sdk';
import { readAllPages } from '../../../investor/read-pages';

export interface StatementRecords {
  transactions: WalletTransaction[];
  subscriptions: Subscription[];
}

/**
 * Every transaction and subscription, oldest first, a page of ABP's largest size at a time, from
 * the calls the wallet and the investment list use.
 */
export async function readStatementRecords(client: InvestorClient): Promise<StatementRecords> {
  const [transactions, subscriptions] = await Promise.all([
    readAllPages((skipCount) =>
      client.getWalletTransactions({
        sorting: 'occurredAt asc',
        skipCount,
        maxResultCount: MAX_RESULT_COUNT_LIMIT,
      }),
    ),
    readAllPages((skipCount) =>
      client.getCurrentSubscriptions({
        sorting: 'subscribedAt asc',
        skipCount,
        maxResultCount: MAX_RESULT_COUNT_LIMIT,
      }),
    ),
  ]);
  return { transactions, subscriptions };
}

/** Under the wallet's key, so a subscription or a deposit (which invalidate it) refreshes it. */
export const statementRecordsQuery = (client: InvestorClient) =>
  queryOptions({
    queryKey: [...investorKeys.wallet(), 'statement'] as const,
    queryFn: () => readStatementRecords(client),
  });

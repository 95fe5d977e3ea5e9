import { queryOptions } from '@tanstack/react-query';
import {
  investorKeys,
  PaymentType,
  type InvestorClient,
  type Subscription,
  type WalletTransaction,
} from '@sahm/investor-sdk';
import { findInPages } from '../../investor/read-pages';

/** A receipt: the subscription, and the wallet debit that paid for it (reference, balance after). */
export interface SubscriptionReceipt {
  subscription: Subscription;
  /** Null when the wallet no longer lists the debit: the receipt shows what it has. */
  payment: WalletTransaction | null;
}

// Well under ABP's MaxMaxResultCount (1000): a fresh receipt is on the first page, newest first.
const PAGE_SIZE = 100;

/**
 * A receipt read again from the server with the calls that exist (ADR 0480): the subscription
 * from `current-investor-subscriptions`, its debit from `wallet-transactions`; null when the
 * investor has no subscription with this id.
 */
export async function readSubscriptionReceipt(
  client: InvestorClient,
  subscriptionId: string,
): Promise<SubscriptionReceipt | null> {
  const subscription = await findInPages(
    (skipCount) =>
      client.getCurrentSubscriptions({
        sorting: 'subscribedAt desc',
        skipCount,
        maxResultCount: PAGE_SIZE,
      }),
    (item) => item.id === subscriptionId,
  );
  if (!subscription) return null;
  const payment = await findInPages(
    (skipCount) =>
      client.getWalletTransactions({
        type: PaymentType.OpportunitySubscripeFees,
        sorting: 'occurredAt desc',
        skipCount,
        maxResultCount: PAGE_SIZE,
      }),
    (item) => item.id === subscription.transactionId,
  );
  return { subscription, payment };
}

/** Under the subscriptions' key, so a new subscription (which invalidates them) refreshes it too. */
export const subscriptionReceiptQuery = (client: InvestorClient, subscriptionId: string) =>
  queryOptions({
    queryKey: [...investorKeys.subscriptions(), 'receipt', subscriptionId] as const,
    queryFn: () => readSubscriptionReceipt(client, subscriptionId),
  });

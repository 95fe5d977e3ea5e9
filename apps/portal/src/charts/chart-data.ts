import { SubscriptionStatus, type Subscription, type WalletTransaction } from '@sahm/investor-sdk';

/** The wallet's balance after each movement, oldest first: the balance-over-time series. */
export interface BalancePoint {
  at: string;
  balance: number;
}

export function balanceHistory(transactions: readonly WalletTransaction[]): BalancePoint[] {
  return [...transactions]
    .sort((left, right) => Date.parse(left.occurredAt) - Date.parse(right.occurredAt))
    .map((transaction) => ({ at: transaction.occurredAt, balance: transaction.balanceAfter }));
}

/** What the investor has in one opportunity, and its share of all active subscriptions. */
export interface AllocationSlice {
  opportunityId: string;
  titleAr: string;
  titleEn: string;
  amount: number;
  /** 0–1. */
  share: number;
}

/** Active subscriptions summed per opportunity, largest first. */
export function allocationByOpportunity(subscriptions: readonly Subscription[]): AllocationSlice[] {
  const byOpportunity = new Map<string, Omit<AllocationSlice, 'share'>>();
  for (const subscription of subscriptions) {
    if (subscription.status !== SubscriptionStatus.Active) continue;
    const slice = byOpportunity.get(subscription.opportunityId) ?? {
      opportunityId: subscription.opportunityId,
      titleAr: subscription.opportunityTitleAr,
      titleEn: subscription.opportunityTitleEn,
      amount: 0,
    };
    slice.amount = Math.round((slice.amount + subscription.amount) * 100) / 100;
    byOpportunity.set(subscription.opportunityId, slice);
  }
  const total = [...byOpportunity.values()].reduce((sum, slice) => sum + slice.amount, 0);
  return [...byOpportunity.values()]
    .map((slice) => ({ ...slice, share: total > 0 ? slice.amount / total : 0 }))
    .sort((left, right) => right.amount - left.amount);
}

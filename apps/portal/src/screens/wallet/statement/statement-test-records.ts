import {
  PaymentType,
  SubscriptionStatus,
  TransactionDirection,
  type Subscription,
  type WalletTransaction,
} from '@sahm/investor-sdk';

/** A wallet movement for tests: a bank deposit unless the test says otherwise. */
export function walletTransaction(
  id: string,
  occurredAt: string,
  fields: Partial<WalletTransaction> = {},
): WalletTransaction {
  return {
    id,
    type: PaymentType.BankDeposit,
    direction: TransactionDirection.Credit,
    amount: 100,
    balanceAfter: 100,
    occurredAt,
    reference: `REF-${id}`,
    opportunityId: null,
    descriptionAr: `حركة ${id}`,
    descriptionEn: `Movement ${id}`,
    ...fields,
  };
}

/** An active subscription for tests. */
export function subscription(
  id: string,
  subscribedAt: string,
  fields: Partial<Subscription> = {},
): Subscription {
  return {
    id,
    opportunityId: `opportunity-${id}`,
    opportunityTitleAr: `فرصة ${id}`,
    opportunityTitleEn: `Opportunity ${id}`,
    amount: 1000,
    status: SubscriptionStatus.Active,
    expectedAnnualReturnPercent: 10,
    subscribedAt,
    transactionId: `transaction-${id}`,
    ...fields,
  };
}

import { describe, expect, it } from 'vitest';
import {
  PaymentType,
  SubscriptionStatus,
  TransactionDirection,
  type Subscription,
  type WalletTransaction,
} from '@sahm/investor-sdk';
import { shortLabel } from './chart-axis';
import { allocationByOpportunity, balanceHistory } from './chart-data';

const transaction = (occurredAt: string, balanceAfter: number): WalletTransaction => ({
  id: occurredAt,
  type: PaymentType.BankDeposit,
  direction: TransactionDirection.Credit,
  amount: 1,
  balanceAfter,
  occurredAt,
  reference: 'TXN',
  opportunityId: null,
  descriptionAr: '',
  descriptionEn: '',
});

const subscription = (
  opportunityId: string,
  amount: number,
  status: SubscriptionStatus = SubscriptionStatus.Active,
): Subscription => ({
  id: `${opportunityId}-${amount}`,
  opportunityId,
  opportunityTitleAr: `فرصة ${opportunityId}`,
  opportunityTitleEn: `Opportunity ${opportunityId}`,
  amount,
  status,
  expectedAnnualReturnPercent: 10,
  subscribedAt: '2026-01-01T00:00:00Z',
  transactionId: 't',
});

describe('balanceHistory', () => {
  it('orders movements oldest first and keeps the balance after each', () => {
    expect(
      balanceHistory([
        transaction('2026-03-01T00:00:00Z', 300),
        transaction('2026-01-01T00:00:00Z', 100),
        transaction('2026-02-01T00:00:00Z', 200),
      ]).map((point) => point.balance),
    ).toEqual([100, 200, 300]);
  });

  it('is empty without movements', () => {
    expect(balanceHistory([])).toEqual([]);
  });
});

describe('allocationByOpportunity', () => {
  it('sums active subscriptions per opportunity, largest first, with shares', () => {
    const slices = allocationByOpportunity([
      subscription('a', 1000),
      subscription('b', 6000),
      subscription('a', 2000.1),
      subscription('c', 9000, SubscriptionStatus.Cancelled),
    ]);
    expect(slices.map(({ opportunityId, amount }) => [opportunityId, amount])).toEqual([
      ['b', 6000],
      ['a', 3000.1],
    ]);
    expect(slices[0]?.share).toBeCloseTo(6000 / 9000.1);
    expect(slices.reduce((sum, slice) => sum + slice.share, 0)).toBeCloseTo(1);
  });

  it('gives no slices when nothing is active', () => {
    expect(allocationByOpportunity([subscription('a', 5, SubscriptionStatus.Completed)])).toEqual(
      [],
    );
  });
});

describe('labels', () => {
  it('shortens long labels with an ellipsis and keeps short ones', () => {
    expect(shortLabel('KAFD Grade-A Offices', 10)).toBe('KAFD Grad…');
    expect(shortLabel('  Sukuk ')).toBe('Sukuk');
  });
});

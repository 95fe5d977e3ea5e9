import { describe, expect, it } from 'vitest';
import { TransactionDirection } from '@sahm/investor-sdk';
import {
  buildStatement,
  DEFAULT_STATEMENT_PERIOD,
  periodStart,
  STATEMENT_PERIODS,
  toStatementPeriod,
} from './statement';
import { subscription, walletTransaction } from './statement-test-records';

// Noon on 31 May in Riyadh (UTC+3).
const MAY_31 = new Date('2026-05-31T09:00:00Z');

describe('toStatementPeriod', () => {
  it('keeps each period an address may carry', () => {
    for (const period of STATEMENT_PERIODS) expect(toStatementPeriod(period)).toBe(period);
    expect(STATEMENT_PERIODS).toEqual(['3m', '6m', '12m', 'all']);
  });

  it('turns anything else into the last 12 months', () => {
    expect(DEFAULT_STATEMENT_PERIOD).toBe('12m');
    for (const junk of [null, '', '1m', '3M', 'ALL', ' 6m', '12m ', 'toString', '<script>']) {
      expect(toStatementPeriod(junk)).toBe('12m');
    }
  });
});

describe('periodStart', () => {
  it('counts 3, 6 and 12 whole calendar months back from today', () => {
    const now = new Date('2026-11-15T09:00:00Z');
    expect(periodStart('3m', now)).toBe('2026-08-15');
    expect(periodStart('6m', now)).toBe('2026-05-15');
    expect(periodStart('12m', now)).toBe('2025-11-15');
  });

  it('crosses into the previous year', () => {
    const now = new Date('2026-01-15T09:00:00Z');
    expect(periodStart('3m', now)).toBe('2025-10-15');
    expect(periodStart('6m', now)).toBe('2025-07-15');
    expect(periodStart('12m', now)).toBe('2025-01-15');
  });

  it('clamps to the end of a shorter month instead of rolling into the next one', () => {
    expect(periodStart('3m', MAY_31)).toBe('2026-02-28');
    expect(periodStart('3m', new Date('2024-05-31T09:00:00Z'))).toBe('2024-02-29');
    expect(periodStart('6m', new Date('2026-08-31T09:00:00Z'))).toBe('2026-02-28');
    expect(periodStart('3m', new Date('2026-12-31T09:00:00Z'))).toBe('2026-09-30');
    expect(periodStart('12m', new Date('2024-02-29T09:00:00Z'))).toBe('2023-02-28');
  });

  it('takes today as the Riyadh calendar day', () => {
    // 21:30 UTC on 31 May is 00:30 on 1 June in Riyadh: three months back is 1 March.
    expect(periodStart('3m', new Date('2026-05-31T21:30:00Z'))).toBe('2026-03-01');
    // 20:59 UTC is still 31 May in Riyadh.
    expect(periodStart('3m', new Date('2026-05-31T20:59:00Z'))).toBe('2026-02-28');
  });

  it('has no start for the whole history', () => {
    expect(periodStart('all', MAY_31)).toBeNull();
  });
});

describe('buildStatement', () => {
  const { Credit, Debit } = TransactionDirection;
  // The 3-month period from 31 May starts on 28 February (Riyadh).
  const deposit = walletTransaction('a', '2026-01-10T07:00:00Z', {
    direction: Credit,
    amount: 1000,
    balanceAfter: 1000,
  });
  // 23:59 on 27 February in Riyadh: the last movement before the period.
  const lastBefore = walletTransaction('b', '2026-02-27T20:59:00Z', {
    direction: Debit,
    amount: 100,
    balanceAfter: 900,
  });
  // 00:00 on 28 February in Riyadh: the first movement of the period.
  const firstIn = walletTransaction('c', '2026-02-27T21:00:00Z', {
    direction: Credit,
    amount: 0.1,
    balanceAfter: 900.1,
  });
  const credit = walletTransaction('d', '2026-03-15T07:00:00Z', {
    direction: Credit,
    amount: 0.2,
    balanceAfter: 900.3,
  });
  const debit = walletTransaction('e', '2026-04-01T07:00:00Z', {
    direction: Debit,
    amount: 1.1,
    balanceAfter: 899.2,
  });
  const lastIn = walletTransaction('f', '2026-05-31T08:00:00Z', {
    direction: Debit,
    amount: 2.2,
    balanceAfter: 897,
  });
  const shuffled = [debit, deposit, lastIn, firstIn, lastBefore, credit];

  it('opens on the balance before the period and closes on its last movement', () => {
    const statement = buildStatement(shuffled, [], '3m', MAY_31);
    expect(statement.from).toBe('2026-02-28');
    expect(statement.to).toBe('2026-05-31');
    expect(statement.openingBalance).toBe(900);
    expect(statement.closingBalance).toBe(897);
  });

  it('lists the movements of the period oldest first, whatever order they came in', () => {
    const statement = buildStatement(shuffled, [], '3m', MAY_31);
    expect(statement.transactions.map(({ id }) => id)).toEqual(['c', 'd', 'e', 'f']);
    expect(shuffled.map(({ id }) => id)).toEqual(['e', 'a', 'f', 'c', 'b', 'd']);
  });

  it('sums credits and debits exactly, without floating-point error', () => {
    const statement = buildStatement(shuffled, [], '3m', MAY_31);
    // 0.1 + 0.2 is 0.30000000000000004 and 1.1 + 2.2 is 3.3000000000000003 in floating point.
    expect(statement.totalCredits).toBe(0.3);
    expect(statement.totalDebits).toBe(3.3);
  });

  it('starts from zero and covers every movement for the whole history', () => {
    const statement = buildStatement(shuffled, [], 'all', MAY_31);
    expect(statement.from).toBeNull();
    expect(statement.openingBalance).toBe(0);
    expect(statement.closingBalance).toBe(897);
    expect(statement.transactions.map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(statement.totalCredits).toBe(1000.3);
    expect(statement.totalDebits).toBe(103.3);
  });

  it('closes on the opening balance when nothing moved in the period', () => {
    const statement = buildStatement([lastBefore, deposit], [], '3m', MAY_31);
    expect(statement.openingBalance).toBe(900);
    expect(statement.closingBalance).toBe(900);
    expect(statement.transactions).toEqual([]);
    expect(statement.totalCredits).toBe(0);
    expect(statement.totalDebits).toBe(0);
  });

  it('opens on zero when nothing happened before the period', () => {
    const statement = buildStatement([credit, firstIn], [], '3m', MAY_31);
    expect(statement.openingBalance).toBe(0);
    expect(statement.closingBalance).toBe(900.3);
  });

  it('is all zeros for a wallet without movements', () => {
    const statement = buildStatement([], [], '12m', MAY_31);
    expect(statement).toMatchObject({
      from: '2025-05-31',
      openingBalance: 0,
      closingBalance: 0,
      totalCredits: 0,
      totalDebits: 0,
      transactions: [],
      subscriptions: [],
      subscribedTotal: 0,
    });
  });

  it('keeps the subscriptions of the period, oldest first, and totals them', () => {
    const subscriptions = [
      subscription('s2', '2026-04-10T07:00:00Z', { amount: 0.1 }),
      subscription('s1', '2026-01-20T07:00:00Z', { amount: 5000 }),
      subscription('s3', '2026-03-01T07:00:00Z', { amount: 0.2 }),
      subscription('s0', '2026-02-27T20:59:00Z', { amount: 700 }),
      subscription('s4', '2026-02-27T21:00:00Z', { amount: 1000 }),
    ];
    const statement = buildStatement([], subscriptions, '3m', MAY_31);
    expect(statement.subscriptions.map(({ id }) => id)).toEqual(['s4', 's3', 's2']);
    expect(statement.subscribedTotal).toBe(1000.3);
    expect(subscriptions.map(({ id }) => id)).toEqual(['s2', 's1', 's3', 's0', 's4']);

    const whole = buildStatement([], subscriptions, 'all', MAY_31);
    expect(whole.subscriptions.map(({ id }) => id)).toEqual(['s1', 's0', 's4', 's3', 's2']);
    expect(whole.subscribedTotal).toBe(6700.3);
  });

  it('dates the statement by the Riyadh day it is drawn up on', () => {
    expect(buildStatement([], [], '3m', new Date('2026-05-31T21:30:00Z')).to).toBe('2026-06-01');
  });
});

import {
  TransactionDirection,
  type Subscription,
  type WalletTransaction,
} from '@sahm/investor-sdk';
import { gregorianCalendarDate } from '../../../format/calendar-date';
import { serverInstant } from '../../../format/server-clock';

/** The periods a statement covers, counted back from today in whole calendar months. */
export const STATEMENT_PERIODS = ['3m', '6m', '12m', 'all'] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];
export const DEFAULT_STATEMENT_PERIOD: StatementPeriod = '12m';

const MONTHS: Record<Exclude<StatementPeriod, 'all'>, number> = { '3m': 3, '6m': 6, '12m': 12 };

/** An address's `period` value, or the default for anything else (it is typed by hand too). */
export function toStatementPeriod(value: string | null): StatementPeriod {
  return STATEMENT_PERIODS.find((period) => period === value) ?? DEFAULT_STATEMENT_PERIOD;
}

/** The first Riyadh calendar day inside the period (yyyy-MM-dd), or null for all of it. */
export function periodStart(period: StatementPeriod, now: Date): string | null {
  if (period === 'all') return null;
  const [year = 0, month = 1, day = 1] = gregorianCalendarDate(now.toISOString())
    .split('-')
    .map(Number);
  // Date.UTC rolls 31 March minus one month over to 3 March; a statement clamps to the month's end.
  const target = new Date(Date.UTC(year, month - 1 - MONTHS[period], 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface Statement {
  /** First day covered, or null when the statement starts with the wallet. */
  from: string | null;
  /** The day it was drawn up (Riyadh). */
  to: string;
  openingBalance: number;
  closingBalance: number;
  totalCredits: number;
  totalDebits: number;
  /** Oldest first, as a statement reads. */
  transactions: WalletTransaction[];
  subscriptions: Subscription[];
  subscribedTotal: number;
}

// Amounts have at most two decimals (ADR 0011): summed in halalas, so no float error builds up.
const sum = (amounts: number[]) =>
  amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

const byTime =
  <Item>(time: (item: Item) => string) =>
  (a: Item, b: Item) =>
    serverInstant(time(a)) - serverInstant(time(b));

/**
 * A statement of the period from every transaction and subscription the investor has: the
 * balance before it opens, what came in and went out, and the balance it closes on.
 */
export function buildStatement(
  allTransactions: readonly WalletTransaction[],
  allSubscriptions: readonly Subscription[],
  period: StatementPeriod,
  now: Date,
): Statement {
  const from = periodStart(period, now);
  const inPeriod = (iso: string) => from === null || gregorianCalendarDate(iso) >= from;
  const ordered = [...allTransactions].sort(byTime((transaction) => transaction.occurredAt));
  const before = ordered.filter((transaction) => !inPeriod(transaction.occurredAt));
  const transactions = ordered.filter((transaction) => inPeriod(transaction.occurredAt));
  const openingBalance = before.at(-1)?.balanceAfter ?? 0;
  const subscriptions = allSubscriptions
    .filter((subscription) => inPeriod(subscription.subscribedAt))
    .sort(byTime((subscription) => subscription.subscribedAt));
  const amountsOf = (direction: TransactionDirection) =>
    transactions
      .filter((transaction) => transaction.direction === direction)
      .map((transaction) => transaction.amount);
  return {
    from,
    to: gregorianCalendarDate(now.toISOString()),
    openingBalance,
    closingBalance: transactions.at(-1)?.balanceAfter ?? openingBalance,
    totalCredits: sum(amountsOf(TransactionDirection.Credit)),
    totalDebits: sum(amountsOf(TransactionDirection.Debit)),
    transactions,
    subscriptions,
    subscribedTotal: sum(subscriptions.map((subscription) => subscription.amount)),
  };
}

import { describe, expect, it, vi } from 'vitest';
import type { InvestorClient, PagedAndSortedQuery, PagedResult } from '@sahm/investor-sdk';
import { readStatementRecords } from './statement-query';
import { subscription, walletTransaction } from './statement-test-records';

/** A list call over `items` that pages as ABP does, claiming `totalCount` items. */
function pagedCall<Item>(items: Item[], totalCount = items.length) {
  return vi.fn(
    async ({ skipCount = 0, maxResultCount = 10 }: PagedAndSortedQuery = {}): Promise<
      PagedResult<Item>
    > => ({ items: items.slice(skipCount, skipCount + maxResultCount), totalCount }),
  );
}

function fakeClient(transactionCount: number, subscriptionCount: number, claimedTotal?: number) {
  const getWalletTransactions = pagedCall(
    Array.from({ length: transactionCount }, (_, index) =>
      walletTransaction(`t${index}`, '2026-01-10T07:00:00Z'),
    ),
    claimedTotal,
  );
  const getCurrentSubscriptions = pagedCall(
    Array.from({ length: subscriptionCount }, (_, index) =>
      subscription(`s${index}`, '2026-01-10T07:00:00Z'),
    ),
  );
  // Only the two list calls the statement reads.
  const client = { getWalletTransactions, getCurrentSubscriptions } as unknown as InvestorClient;
  return { client, getWalletTransactions, getCurrentSubscriptions };
}

const skipCounts = (call: ReturnType<typeof pagedCall>) =>
  call.mock.calls.map(([query]) => query?.skipCount);

describe('readStatementRecords', () => {
  it('reads every page of 1000, oldest first, until the total is in', async () => {
    const { client, getWalletTransactions, getCurrentSubscriptions } = fakeClient(2350, 3);
    const records = await readStatementRecords(client);

    expect(getWalletTransactions.mock.calls.map(([query]) => query)).toEqual([
      { sorting: 'occurredAt asc', skipCount: 0, maxResultCount: 1000 },
      { sorting: 'occurredAt asc', skipCount: 1000, maxResultCount: 1000 },
      { sorting: 'occurredAt asc', skipCount: 2000, maxResultCount: 1000 },
    ]);
    expect(records.transactions).toHaveLength(2350);
    expect(records.transactions.map(({ id }) => id)).toEqual(
      Array.from({ length: 2350 }, (_, index) => `t${index}`),
    );

    expect(getCurrentSubscriptions.mock.calls.map(([query]) => query)).toEqual([
      { sorting: 'subscribedAt asc', skipCount: 0, maxResultCount: 1000 },
    ]);
    expect(records.subscriptions.map(({ id }) => id)).toEqual(['s0', 's1', 's2']);
  });

  it('asks no further when a page ends exactly on the total', async () => {
    const { client, getWalletTransactions } = fakeClient(1000, 0);
    const records = await readStatementRecords(client);
    expect(skipCounts(getWalletTransactions)).toEqual([0]);
    expect(records.transactions).toHaveLength(1000);
  });

  it('reads one empty page for an empty list', async () => {
    const { client, getWalletTransactions, getCurrentSubscriptions } = fakeClient(0, 0);
    expect(await readStatementRecords(client)).toEqual({ transactions: [], subscriptions: [] });
    expect(skipCounts(getWalletTransactions)).toEqual([0]);
    expect(skipCounts(getCurrentSubscriptions)).toEqual([0]);
  });

  it('stops on an empty page when the list shrank below its total while being read', async () => {
    const { client, getWalletTransactions } = fakeClient(1200, 0, 1500);
    const records = await readStatementRecords(client);
    expect(skipCounts(getWalletTransactions)).toEqual([0, 1000, 1200]);
    expect(records.transactions).toHaveLength(1200);
  });

  it('fails when a page fails', async () => {
    const { client, getCurrentSubscriptions } = fakeClient(10, 10);
    const failure = new Error('offline');
    getCurrentSubscriptions.mockRejectedValueOnce(failure);
    await expect(readStatementRecords(client)).rejects.toBe(failure);
  });
});

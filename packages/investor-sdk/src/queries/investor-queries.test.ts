import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { SEEDED_OPPORTUNITY_IDS } from '../mocks';
import { startInvestorTestServer } from '../testing/investor-test-server';
import { investorKeys } from './investor-keys';
import { investorMutations } from './investor-mutations';
import { investorQueries } from './investor-queries';
import { buildListQuery, pageCount, pageToSkipCount, skipCountToPage, toSorting } from './paging';

const api = startInvestorTestServer();

describe('paging helpers (SPEC §9, contract §12)', () => {
  it('turns pages into skipCount with a page size of 10 from page 0', () => {
    expect(pageToSkipCount(0)).toBe(0);
    expect(pageToSkipCount(3)).toBe(30);
    expect(pageToSkipCount(2, 25)).toBe(50);
    expect(skipCountToPage(30)).toBe(3);
    expect(pageCount(21)).toBe(3);
  });

  it('builds "field asc|desc" sorting and drops empty parameters', () => {
    expect(toSorting({ key: 'amount', order: 'desc' })).toBe('amount desc');
    expect(toSorting(null)).toBeUndefined();
    expect(buildListQuery({ page: 1, filter: '  ', sort: null })).toEqual({
      skipCount: 10,
      maxResultCount: 10,
    });
    expect(buildListQuery({ filter: ' riyadh ', sort: { key: 'titleEn', order: 'asc' } })).toEqual({
      filter: 'riyadh',
      sorting: 'titleEn asc',
      skipCount: 0,
      maxResultCount: 10,
    });
  });
});

describe('query options', () => {
  it('fetch through the client under their keys', async () => {
    const queryClient = new QueryClient();
    const queries = investorQueries(api.clientFor());
    const wallet = await queryClient.fetchQuery(queries.wallet());
    expect(wallet.balance).toBe(50_000);
    expect(queries.wallet().queryKey).toEqual(['investor', 'wallet']);
    expect(queries.walletTransactions({ type: 3 }).queryKey).toEqual([
      'investor',
      'wallet',
      'transactions',
      { type: 3 },
    ]);
    expect(queries.opportunity('x').queryKey).toEqual(investorKeys.opportunity('x'));
    await expect(queryClient.fetchQuery(queries.registrationStatus())).resolves.toBe(false);
  });
});

describe('mutation options invalidate exactly what they change', () => {
  async function invalidatedBy(run: (queryClient: QueryClient) => Promise<unknown>) {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    await run(queryClient);
    return spy.mock.calls.map(([filters]) => filters?.queryKey);
  }

  it('a subscription: wallet (with transactions), subscriptions, that opportunity and the lists', async () => {
    const id = SEEDED_OPPORTUNITY_IDS.narjisVillas;
    const keys = await invalidatedBy(async (queryClient) => {
      const options = investorMutations(api.clientFor(), queryClient).subscribe();
      const result = await options.mutationFn!({ opportunityId: id, amount: 1_000 }, {} as never);
      await options.onSuccess!(
        result,
        { opportunityId: id, amount: 1_000 },
        undefined,
        {} as never,
      );
    });
    expect(keys).toEqual([
      investorKeys.wallet(),
      investorKeys.subscriptions(),
      investorKeys.opportunity(id),
      investorKeys.opportunityLists(),
    ]);
  });

  it('a wallet invalidation reaches cached transaction pages but not other families', async () => {
    const queryClient = new QueryClient();
    const queries = investorQueries(api.clientFor());
    await queryClient.fetchQuery(queries.walletTransactions({ skipCount: 0 }));
    await queryClient.fetchQuery(queries.bankAccounts());
    await queryClient.invalidateQueries({ queryKey: investorKeys.wallet() });
    expect(
      queryClient.getQueryState(queries.walletTransactions({ skipCount: 0 }).queryKey)
        ?.isInvalidated,
    ).toBe(true);
    expect(queryClient.getQueryState(queries.bankAccounts().queryKey)?.isInvalidated).toBe(false);
  });

  it('adding a bank account: only the bank accounts', async () => {
    const keys = await invalidatedBy(async (queryClient) => {
      const options = investorMutations(api.clientFor(), queryClient).addBankAccount();
      const input = { iban: 'SA0910000000000000000001', accountHolderName: 'Sara Al Qahtani' };
      await options.onSuccess!(
        await options.mutationFn!(input, {} as never),
        input,
        undefined,
        {} as never,
      );
    });
    expect(keys).toEqual([investorKeys.bankAccounts()]);
  });
});

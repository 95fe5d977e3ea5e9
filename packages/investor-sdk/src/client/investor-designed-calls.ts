import { bankAccountSchema, type BankAccountInput } from '../schemas/bank-account';
import {
  pagedResultSchema,
  type FilteredPagedAndSortedQuery,
  type PagedAndSortedQuery,
} from '../schemas/common';
import {
  opportunitySchema,
  opportunitySummarySchema,
  type SubscribeInput,
} from '../schemas/opportunity';
import { subscriptionSchema } from '../schemas/subscription';
import { walletTransactionSchema } from '../schemas/wallet';
import type { OpportunitySector, OpportunityStatus } from '../enums';
import { IDEMPOTENCY_KEY_HEADER, type PaymentType } from '../constants';
import type { OperationCaller } from './call-operation';
import type { DESIGNED_INVESTOR_OPERATIONS } from './operations';

export interface OpportunitiesQuery extends FilteredPagedAndSortedQuery {
  status?: OpportunityStatus;
  sector?: OpportunitySector;
}

/** What makes a write safe to send again: the same key, the same effect, once. */
export interface Idempotent {
  idempotencyKey: string;
}

export interface WalletTransactionsQuery extends PagedAndSortedQuery {
  type?: PaymentType;
}

/** Calls the spec does not list, designed by us in ABP style (ADR 0015). */
export function createInvestorDesignedCalls({
  call,
}: OperationCaller<keyof typeof DESIGNED_INVESTOR_OPERATIONS>) {
  return {
    /** `GET opportunities?filter&status&sector&sorting&skipCount&maxResultCount`. */
    getOpportunities: ({
      filter,
      status,
      sector,
      sorting,
      skipCount,
      maxResultCount,
    }: OpportunitiesQuery = {}) =>
      call('getOpportunities', pagedResultSchema(opportunitySummarySchema), {
        query: { filter, status, sector, sorting, skipCount, maxResultCount },
      }),
    /** `GET opportunities/{id}`. */
    getOpportunity: (id: string) =>
      call('getOpportunity', opportunitySchema, { pathParams: { id } }),
    /**
     * `POST opportunities/{id}/subscribe` with `{ amount }`; pays from the wallet. The key names
     * this one subscription: a repeat carrying it is answered with the first result and never
     * debits again (ADR 0490), so make it once per review and send it with every retry.
     */
    subscribeToOpportunity: (id: string, body: SubscribeInput, { idempotencyKey }: Idempotent) =>
      call('subscribeToOpportunity', subscriptionSchema, {
        pathParams: { id },
        json: body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    /** `GET wallet-transactions?type&sorting&skipCount&maxResultCount`. */
    getWalletTransactions: ({
      type,
      sorting,
      skipCount,
      maxResultCount,
    }: WalletTransactionsQuery = {}) =>
      call('getWalletTransactions', pagedResultSchema(walletTransactionSchema), {
        query: { type, sorting, skipCount, maxResultCount },
      }),
    /** `POST bank-accounts` with `{ iban, bankName?, accountHolderName }`. */
    addBankAccount: (body: BankAccountInput) =>
      call('addBankAccount', bankAccountSchema, { json: body }),
  };
}

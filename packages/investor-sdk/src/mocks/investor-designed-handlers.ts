import { HttpResponse } from 'msw';
import { IDEMPOTENCY_KEY_HEADER } from '../constants';
import { bankAccountInputSchema } from '../schemas/bank-account';
import { opportunitySummarySchema, subscribeInputSchema } from '../schemas/opportunity';
import { InvestorRuleMessage, ValidationMessage } from '../validation/messages';
import { saudiBankOfIban } from '../validation/saudi-iban';
import { notFound, validationError } from './abp-error';
import type { InvestorMockStore } from './investor-mock-store';
import { readListQuery, toPagedResult } from './list-query';
import {
  businessError,
  createRoute,
  readJsonBody,
  validate,
  type InvestorHandlerOptions,
} from './mock-route';

const OPPORTUNITY_SORT_FIELDS = [
  'code',
  'titleAr',
  'titleEn',
  'sector',
  'cityAr',
  'cityEn',
  'status',
  'targetAmount',
  'raisedAmount',
  'fundedPercent',
  'minSubscription',
  'expectedAnnualReturnPercent',
  'durationMonths',
  'subscriptionStartDate',
  'subscriptionEndDate',
  'investorsCount',
  'riskLevel',
] as const;
const TRANSACTION_SORT_FIELDS = ['occurredAt', 'amount', 'type', 'balanceAfter'] as const;
// What the portal sends (crypto.randomUUID) and what a Guid-typed key on an ABP backend accepts.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A numeric enum filter from the query string; absent or empty means no filter. */
function enumFilter(url: URL, name: string): number | null {
  const value = url.searchParams.get(name);
  return value === null || value === '' ? null : Number(value);
}

/** Handlers of the calls we designed beyond the spec (ADR 0015). */
export function createInvestorDesignedHandlers(
  store: InvestorMockStore,
  options: InvestorHandlerOptions,
) {
  const route = createRoute(store, options);

  return [
    route('getOpportunities', ({ url, userId, language }) => {
      const parsed = readListQuery(url, OPPORTUNITY_SORT_FIELDS, language);
      if ('response' in parsed) return parsed.response;
      const status = enumFilter(url, 'status');
      const sector = enumFilter(url, 'sector');
      const views = store.opportunities
        .filter((opportunity) => status === null || opportunity.status === status)
        .filter((opportunity) => sector === null || opportunity.sector === sector)
        // The list shows the summary: zod drops the detail-only fields.
        .map((opportunity) =>
          opportunitySummarySchema.parse(store.viewOpportunity(opportunity, userId)),
        );
      return HttpResponse.json(
        toPagedResult(views, parsed.query, ['code', 'titleAr', 'titleEn', 'cityAr', 'cityEn']),
      );
    }),

    route('getOpportunity', ({ params, userId }) => {
      const opportunity = store.findOpportunity(params.id ?? '');
      return opportunity
        ? HttpResponse.json(store.viewOpportunity(opportunity, userId))
        : notFound('Opportunity', params.id ?? '');
    }),

    route('subscribeToOpportunity', async ({ request, params, userId, tenantId, language }) => {
      const idempotencyKey = request.headers.get(IDEMPOTENCY_KEY_HEADER)?.trim() ?? '';
      if (!UUID.test(idempotencyKey)) {
        return businessError(language, InvestorRuleMessage.IdempotencyKeyRequired, 400);
      }
      const input = validate(subscribeInputSchema, await readJsonBody(request));
      if ('response' in input) return input.response;
      // Read, checked and recorded in one synchronous step: a concurrent repeat finds the key.
      const outcome = store.subscribe(
        { userId, tenantId },
        params.id ?? '',
        input.data.amount,
        idempotencyKey,
      );
      if ('subscription' in outcome) return HttpResponse.json(outcome.subscription);
      const { refusal } = outcome;
      switch (refusal.kind) {
        case 'key-reused':
          return businessError(language, InvestorRuleMessage.IdempotencyKeyReused, 422);
        case 'not-found':
          return notFound('Opportunity', params.id ?? '');
        case 'business':
          return businessError(language, refusal.messageKey);
        case 'amount':
          return validationError([{ message: refusal.message, members: ['amount'] }]);
      }
    }),

    route('getWalletTransactions', ({ url, userId, tenantId, language }) => {
      const parsed = readListQuery(url, TRANSACTION_SORT_FIELDS, language);
      if ('response' in parsed) return parsed.response;
      if (parsed.query.sorts.length === 0)
        parsed.query.sorts.push({ field: 'occurredAt', descending: true });
      const type = enumFilter(url, 'type');
      const transactions = store
        .ensureInvestor(userId, tenantId)
        .transactions.filter((transaction) => type === null || transaction.type === type);
      return HttpResponse.json(toPagedResult(transactions, parsed.query, []));
    }),

    route('addBankAccount', async ({ request, userId, tenantId, language }) => {
      const input = validate(bankAccountInputSchema, await readJsonBody(request));
      if ('response' in input) return input.response;
      const investor = store.ensureInvestor(userId, tenantId);
      if (!investor.registrationCompleted) {
        return businessError(language, InvestorRuleMessage.RegistrationRequired);
      }
      if (investor.bankAccounts.some((account) => account.iban === input.data.iban)) {
        return validationError([{ message: InvestorRuleMessage.DuplicateIban, members: ['iban'] }]);
      }
      const bankName = input.data.bankName || saudiBankOfIban(input.data.iban)?.[language];
      if (!bankName) {
        return validationError([{ message: ValidationMessage.Required, members: ['bankName'] }]);
      }
      return HttpResponse.json(
        store.addBankAccount(investor, {
          iban: input.data.iban,
          bankName,
          accountHolderName: input.data.accountHolderName,
        }),
      );
    }),
  ];
}

import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { SEEDED_OPPORTUNITY_IDS } from '../mocks';
import { startInvestorTestServer } from '../testing/investor-test-server';
import { GENERAL_INFO_INPUT, INVESTMENT_EXPERIENCE_INPUT, RISK_ANSWERS } from '../testing/fixtures';
import { investorKeys } from './investor-keys';
import { investorMutations } from './investor-mutations';
import { investorQueries } from './investor-queries';

const api = startInvestorTestServer();

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

describe('the registration status', () => {
  it('is asked once for the views that mount together, and again once registration completes', async () => {
    const queryClient = new QueryClient();
    const client = api.clientFor();
    const ask = vi.spyOn(client, 'isRegistrationIncomplete');
    const queries = investorQueries(client);
    await queryClient.fetchQuery(queries.registrationStatus());
    await queryClient.fetchQuery(queries.registrationStatus());
    expect(ask).toHaveBeenCalledTimes(1);
    await queryClient.invalidateQueries({ queryKey: investorKeys.registrationStatus() });
    await queryClient.fetchQuery(queries.registrationStatus());
    expect(ask).toHaveBeenCalledTimes(2);
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
      const variables = { opportunityId: id, amount: 1_000, idempotencyKey: crypto.randomUUID() };
      const result = await options.mutationFn!(variables, {} as never);
      await options.onSuccess!(result, variables, undefined, {} as never);
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
});

type InvestorMutationName = keyof ReturnType<typeof investorMutations>;

interface MutationRow {
  variables: unknown;
  /** The client method the mutation calls, and the arguments it passes. */
  calls: [string, ...unknown[]];
  invalidates: QueryKey[];
}

const ID = SEEDED_OPPORTUNITY_IDS.narjisVillas;
const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const PHONE = { phoneNumber: '0551234567', verificationCode: '123456' };
const TERMS = { version: '2026.1', accepted: true };
const INVESTOR_DATA = {
  userType: 1,
  isPoliticallyExposed: false,
  isBeneficialOwner: true,
  termsVersion: '2026.1',
};
const ACCOUNT = { iban: 'SA0910000000000000000001', accountHolderName: 'Sara Al Qahtani' };
const NATIONAL_ID = { nationalId: '1049382714', birthDate: '1992-09-03', nationalType: 1 };

/** Every mutation: a record over the factory's names, so a new mutation without a row fails tsc. */
const INVESTOR_MUTATIONS: Record<InvestorMutationName, MutationRow> = {
  checkNationalId: {
    variables: NATIONAL_ID,
    calls: ['checkNationalId', NATIONAL_ID],
    invalidates: [],
  },
  saveGeneralInfo: {
    variables: GENERAL_INFO_INPUT,
    calls: ['saveGeneralInfo', GENERAL_INFO_INPUT],
    invalidates: [
      investorKeys.generalInfo(),
      investorKeys.details(),
      investorKeys.profile(),
      investorKeys.name(),
    ],
  },
  saveInvestmentExperience: {
    variables: INVESTMENT_EXPERIENCE_INPUT,
    calls: ['saveInvestmentExperience', INVESTMENT_EXPERIENCE_INPUT],
    invalidates: [investorKeys.investmentExperience(), investorKeys.details()],
  },
  saveSuitabilityRiskStatement: {
    variables: { answers: RISK_ANSWERS },
    calls: ['saveSuitabilityRiskStatement', { answers: RISK_ANSWERS }],
    invalidates: [
      investorKeys.suitabilityRiskStatement(),
      investorKeys.details(),
      investorKeys.profile(),
    ],
  },
  submitInvestorData: {
    variables: INVESTOR_DATA,
    calls: ['submitInvestorData', INVESTOR_DATA],
    invalidates: [
      investorKeys.registrationStatus(),
      investorKeys.investor(),
      investorKeys.details(),
      investorKeys.profile(),
    ],
  },
  updatePhoneNumber: {
    variables: PHONE,
    calls: ['updatePhoneNumber', PHONE],
    invalidates: [investorKeys.investor(), investorKeys.details(), investorKeys.profile()],
  },
  acceptTermsAndConditions: {
    variables: TERMS,
    calls: ['acceptTermsAndConditions', TERMS],
    invalidates: [
      investorKeys.termsAndConditions(),
      investorKeys.investor(),
      investorKeys.details(),
    ],
  },
  resendActivationEmail: {
    variables: 'investor@sahm.example',
    calls: ['resendActivationEmail', 'investor@sahm.example'],
    invalidates: [],
  },
  sendEmail: {
    variables: 'investor@sahm.example',
    calls: ['sendEmail', 'investor@sahm.example'],
    invalidates: [],
  },
  sendSms: { variables: '0551234567', calls: ['sendSms', '0551234567'], invalidates: [] },
  subscribe: {
    variables: { opportunityId: ID, amount: 1_000, idempotencyKey: KEY },
    calls: ['subscribeToOpportunity', ID, { amount: 1_000 }, { idempotencyKey: KEY }],
    invalidates: [
      investorKeys.wallet(),
      investorKeys.subscriptions(),
      investorKeys.opportunity(ID),
      investorKeys.opportunityLists(),
    ],
  },
  addBankAccount: {
    variables: ACCOUNT,
    calls: ['addBankAccount', ACCOUNT],
    invalidates: [investorKeys.bankAccounts()],
  },
};

/** A client whose every method records its arguments and resolves with a marker. */
function recordingClient() {
  const calls: unknown[][] = [];
  const client = new Proxy(
    {},
    {
      get:
        (_target, method) =>
        (...args: unknown[]) => {
          calls.push([method, ...args]);
          return Promise.resolve('result');
        },
    },
  );
  return { client, calls };
}

/** Runs a mutation's function and success handler as TanStack Query would, on a spied client. */
async function runMutation(
  create: (client: never, queryClient: QueryClient) => Record<string, () => unknown>,
  name: string,
  variables: unknown,
) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const { client, calls } = recordingClient();
  const options = create(client as never, queryClient)[name]!() as {
    mutationFn: (variables: unknown, context: never) => Promise<unknown>;
    onSuccess: (data: unknown, variables: unknown, result: unknown, context: never) => unknown;
  };
  const data = await options.mutationFn(variables, {} as never);
  await options.onSuccess(data, variables, undefined, {} as never);
  return { calls, invalidated: invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
}

describe('every mutation calls its operation and invalidates what it changes', () => {
  it('the table lists every mutation the factory makes', () => {
    const { client } = recordingClient();
    expect(Object.keys(investorMutations(client as never, new QueryClient())).sort()).toEqual(
      Object.keys(INVESTOR_MUTATIONS).sort(),
    );
  });

  it.each(Object.entries(INVESTOR_MUTATIONS))(
    'investor %s',
    async (name, { variables, calls, invalidates }) => {
      const result = await runMutation(investorMutations as never, name, variables);
      expect(result.calls).toEqual([calls]);
      expect(result.invalidated).toEqual(invalidates);
    },
  );
});

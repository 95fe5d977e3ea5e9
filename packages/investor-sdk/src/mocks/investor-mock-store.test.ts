import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { PaymentType, UserType } from '../constants';
import { OpportunityStatus, TransactionDirection } from '../enums';
import { investorSchema } from '../schemas/registration';
import { walletTransactionSchema } from '../schemas/wallet';
import { GENERAL_INFO_INPUT, INVESTMENT_EXPERIENCE_INPUT, RISK_ANSWERS } from '../testing/fixtures';
import {
  COMPLETE_INVESTOR,
  NEW_INVESTOR,
  startInvestorTestServer,
} from '../testing/investor-test-server';
import { parseValidationMessage } from '../validation/messages';
import { isValidSaudiIban } from '../validation/saudi-iban';
import { isValidSaudiNationalId } from '../validation/saudi-national-id';
import type { InvestorClient } from '../client/investor-client';
import { createInvestorMockStore } from './investor-mock-store';
import { CURRENT_TERMS, MOCK_SMS_VERIFICATION_CODE } from './seed-registration';
import { SEEDED_OPPORTUNITY_IDS } from './seed-opportunities';

const api = startInvestorTestServer();
const ids = SEEDED_OPPORTUNITY_IDS;

/** A subscription sent as the portal sends it: a key of its own unless the test repeats one. */
const subscribe = (
  client: InvestorClient,
  opportunityId: string,
  amount: number,
  idempotencyKey: string = crypto.randomUUID(),
) => client.subscribeToOpportunity(opportunityId, { amount }, { idempotencyKey });

/** The ABP error body of a rejected call. */
async function abpErrorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HTTPError);
  const response = (error as HTTPError).response;
  const body = (await response.json()) as {
    error: {
      code: string | null;
      message: string;
      details: string | null;
      validationErrors: { message: string; members: string[] }[] | null;
    };
  };
  return { status: response.status, ...body.error };
}

describe('the seed', () => {
  it('gives a complete investor a realistic profile, a 50,000.00 SAR wallet and history', () => {
    const investor = api.store.findInvestor(COMPLETE_INVESTOR)!;
    expect(investor.registrationCompleted).toBe(true);
    expect(isValidSaudiNationalId(investor.generalInfo!.nationalId)).toBe(true);
    expect(investor.balance).toBe(50_000);
    expect(investor.transactions.length).toBeGreaterThanOrEqual(3);
    expect(investor.transactions.length).toBeLessThanOrEqual(10);
    expect(new Set(investor.transactions.map((transaction) => transaction.type))).toEqual(
      new Set(Object.values(PaymentType)),
    );
    const months = new Set(
      investor.transactions.map((transaction) => transaction.occurredAt.slice(0, 7)),
    );
    expect(months.size).toBeGreaterThanOrEqual(4);
    expect(investor.transactions.at(-1)?.balanceAfter).toBe(50_000);
    investor.transactions.forEach((transaction) => walletTransactionSchema.parse(transaction));
    expect(investor.bankAccounts).toHaveLength(1);
    expect(isValidSaudiIban(investor.bankAccounts[0]!.iban)).toBe(true);
    expect(investor.subscriptions).toHaveLength(2);
  });

  it('leaves a new investor with nothing on file', () => {
    const investor = api.store.findInvestor(NEW_INVESTOR)!;
    expect(investor).toMatchObject({
      registrationCompleted: false,
      userType: UserType.Investor,
      generalInfo: null,
      balance: 0,
      transactions: [],
      bankAccounts: [],
    });
  });

  it('has eight opportunities in every status, in Arabic and English', () => {
    expect(api.store.opportunities).toHaveLength(8);
    expect(new Set(api.store.opportunities.map((opportunity) => opportunity.status))).toEqual(
      new Set(Object.values(OpportunityStatus)),
    );
    expect(
      api.store.opportunities.every((opportunity) => opportunity.titleAr && opportunity.titleEn),
    ).toBe(true);
  });

  it('creates an empty record for an authenticated user it was not seeded with', async () => {
    await expect(api.clientFor('self-registered').isRegistrationIncomplete()).resolves.toBe(true);
    expect(
      investorSchema.parse(await api.clientFor('self-registered').getInvestor())
        .registrationCompleted,
    ).toBe(false);
  });
});

describe('subscribing', () => {
  it('lowers the balance, adds a debit transaction and raises the opportunity', async () => {
    const before = api.store.findOpportunity(ids.narjisVillas)!.raisedAmount;
    await subscribe(api.clientFor(), ids.narjisVillas, 12_000);
    const wallet = await api.clientFor().getWallet();
    expect(wallet.balance).toBe(38_000);
    expect(wallet.investedAmount).toBe(27_000);
    const [latest] = (await api.clientFor().getWalletTransactions()).items;
    expect(latest).toMatchObject({
      type: PaymentType.OpportunitySubscripeFees,
      direction: TransactionDirection.Debit,
      amount: 12_000,
      balanceAfter: 38_000,
      opportunityId: ids.narjisVillas,
    });
    const opportunity = await api.clientFor().getOpportunity(ids.narjisVillas);
    expect(opportunity.raisedAmount).toBe(before + 12_000);
    expect(opportunity.subscribedByCurrentInvestor).toBe(12_000);
    expect((await api.clientFor().getCurrentSubscriptions()).totalCount).toBe(3);
  });

  it.each([
    [
      'below the minimum',
      ids.jeddahLogistics,
      1_000,
      'Sahm::Subscription:BelowMinimum',
      ['5000.00'],
    ],
    [
      'not a multiple of the step',
      ids.narjisVillas,
      1_500,
      'Sahm::Subscription:NotMultipleOfStep',
      ['1000.00'],
    ],
    [
      'more than remains',
      ids.murabahaSukuk,
      20_000,
      'Sahm::Subscription:ExceedsRemaining',
      ['15000.00'],
    ],
    [
      'more than the balance',
      ids.jeddahLogistics,
      60_000,
      'Sahm::Subscription:InsufficientBalance',
      ['50000.00'],
    ],
    [
      'above the maximum',
      ids.tabukGreenhouses,
      250_500,
      'Sahm::Subscription:AboveMaximum',
      ['250000.00'],
    ],
  ])(
    'refuses an amount %s with a 400 on amount',
    async (_rule, opportunityId, amount, key, params) => {
      const error = await abpErrorOf(subscribe(api.clientFor(), opportunityId, amount));
      expect(error.status).toBe(400);
      expect(error.validationErrors).toHaveLength(1);
      expect(error.validationErrors?.[0]?.members).toEqual(['amount']);
      expect(parseValidationMessage(error.validationErrors?.[0]?.message ?? '')).toEqual({
        key,
        params,
      });
      expect(api.store.findInvestor(COMPLETE_INVESTOR)?.balance).toBe(50_000);
    },
  );

  it('refuses an amount with three decimals before any rule', async () => {
    const error = await abpErrorOf(subscribe(api.clientFor(), ids.narjisVillas, 1_000.005));
    expect(error.validationErrors).toEqual([
      { message: 'Sahm::Validation:InvalidMoney', members: ['amount'] },
    ]);
  });

  it.each([
    ['upcoming', ids.dammamClinic],
    ['closed', ids.khobarHotel],
    ['funded', ids.kafdOffices],
  ])('refuses a %s opportunity with a localized 403', async (_status, opportunityId) => {
    const error = await abpErrorOf(subscribe(api.clientFor(undefined, 'ar'), opportunityId, 5_000));
    expect(error).toMatchObject({
      status: 403,
      code: 'Sahm:Subscription:OpportunityNotOpen',
      message: 'هذه الفرصة غير متاحة للاكتتاب.',
    });
  });

  it('refuses an investor whose registration is incomplete, and an unknown opportunity', async () => {
    expect(
      await abpErrorOf(subscribe(api.clientFor(NEW_INVESTOR), ids.narjisVillas, 1_000)),
    ).toMatchObject({
      status: 403,
      message: 'Complete your registration first.',
    });
    expect((await abpErrorOf(subscribe(api.clientFor(), 'missing', 1_000))).status).toBe(404);
  });

  it('marks an opportunity funded when a subscription fills it', async () => {
    await subscribe(api.clientFor(), ids.murabahaSukuk, 15_000);
    const opportunity = await api.clientFor().getOpportunity(ids.murabahaSukuk);
    expect(opportunity).toMatchObject({
      status: OpportunityStatus.Funded,
      fundedPercent: 100,
      remainingAmount: 0,
    });
  });
});

describe('a subscription is taken once (ADR 0490)', () => {
  const investor = () => api.store.findInvestor(COMPLETE_INVESTOR)!;
  const debits = () =>
    investor().transactions.filter(
      (transaction) => transaction.direction === TransactionDirection.Debit,
    ).length;

  it('answers a repeat of its key with the first subscription and debits once', async () => {
    const key = crypto.randomUUID();
    const debitsBefore = debits();
    const raisedBefore = api.store.findOpportunity(ids.narjisVillas)!.raisedAmount;
    const first = await subscribe(api.clientFor(), ids.narjisVillas, 1_000, key);
    const repeat = await subscribe(api.clientFor(), ids.narjisVillas, 1_000, key.toUpperCase());
    expect(repeat).toEqual(first);
    expect(investor().balance).toBe(49_000);
    expect(debits()).toBe(debitsBefore + 1);
    expect(investor().subscriptions.filter((one) => one.id === first.id)).toHaveLength(1);
    expect(api.store.findOpportunity(ids.narjisVillas)!.raisedAmount).toBe(raisedBefore + 1_000);
  });

  it('debits once when the same key arrives several times at once', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => subscribe(api.clientFor(), ids.narjisVillas, 1_000, key)),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(investor().balance).toBe(49_000);
  });

  it('refuses the key with another amount or opportunity: 422, nothing debited', async () => {
    const key = crypto.randomUUID();
    await subscribe(api.clientFor(), ids.narjisVillas, 1_000, key);
    for (const [opportunityId, amount] of [
      [ids.narjisVillas, 2_000],
      [ids.jeddahLogistics, 5_000],
    ] as const) {
      expect(
        await abpErrorOf(subscribe(api.clientFor(undefined, 'ar'), opportunityId, amount, key)),
      ).toMatchObject({
        status: 422,
        code: 'Sahm:Subscription:IdempotencyKeyReused',
        message: 'استُخدم مفتاح هذا الطلب لاكتتاب مختلف؛ راجع اكتتابك من جديد.',
      });
    }
    expect(investor().balance).toBe(49_000);
  });

  it.each([
    ['no key', {}],
    ['an empty key', { 'Idempotency-Key': '' }],
    ['a key that is not a UUID', { 'Idempotency-Key': 'click-1' }],
  ])('refuses a subscription with %s: 400, nothing debited', async (_case, headers) => {
    const sent = api
      .httpFor(COMPLETE_INVESTOR)
      .post(`api/app/investor/opportunities/${ids.narjisVillas}/subscribe`, {
        json: { amount: 1_000 },
        headers,
      });
    expect(await abpErrorOf(sent)).toMatchObject({
      status: 400,
      code: 'Sahm:Subscription:IdempotencyKeyRequired',
      message: 'A subscription must carry an Idempotency-Key header holding a UUID.',
    });
    expect(investor().balance).toBe(50_000);
  });

  it('keeps no key for a refusal: the same key may then subscribe', async () => {
    const key = crypto.randomUUID();
    expect(
      (await abpErrorOf(subscribe(api.clientFor(), ids.narjisVillas, 1_500, key))).status,
    ).toBe(400);
    await expect(subscribe(api.clientFor(), ids.narjisVillas, 1_000, key)).resolves.toMatchObject({
      amount: 1_000,
    });
    expect(investor().balance).toBe(49_000);
  });

  it('keeps keys per investor: another investor’s same key is their own subscription', () => {
    const store = createInvestorMockStore({
      investors: ['u', 'v'].map((userId) => ({
        userId,
        registrationComplete: true,
        userName: userId,
        email: `${userId}@x`,
      })),
    });
    const key = crypto.randomUUID();
    const first = store.subscribe({ userId: 'u', tenantId: null }, ids.narjisVillas, 1_000, key);
    const second = store.subscribe({ userId: 'v', tenantId: null }, ids.narjisVillas, 1_000, key);
    expect(first).toMatchObject({ replayed: false });
    expect(second).toMatchObject({ replayed: false });
    expect(store.findInvestor('u')!.balance).toBe(49_000);
    expect(store.findInvestor('v')!.balance).toBe(49_000);
    store.reset();
    expect(
      store.subscribe({ userId: 'u', tenantId: null }, ids.narjisVillas, 1_000, key),
    ).toMatchObject({ replayed: false });
  });
});

describe('registration', () => {
  async function completeRegistration() {
    const client = api.clientFor(NEW_INVESTOR);
    await client.saveGeneralInfo(GENERAL_INFO_INPUT);
    await client.saveInvestmentExperience(INVESTMENT_EXPERIENCE_INPUT);
    await client.saveSuitabilityRiskStatement({ answers: RISK_ANSWERS });
    await client.sendSms('+966551234567');
    await client.updatePhoneNumber({
      phoneNumber: '0551234567',
      verificationCode: MOCK_SMS_VERIFICATION_CODE,
    });
    await client.acceptTermsAndConditions({ version: CURRENT_TERMS.version, accepted: true });
    return client.submitInvestorData({
      userType: UserType.Company,
      isPoliticallyExposed: false,
      isBeneficialOwner: true,
      termsVersion: CURRENT_TERMS.version,
    });
  }

  it('stays completed once completed, until the store is reset', async () => {
    await completeRegistration();
    await expect(api.clientFor(NEW_INVESTOR).isRegistrationIncomplete()).resolves.toBe(false);
    await expect(api.clientFor(NEW_INVESTOR).isRegistrationIncomplete()).resolves.toBe(false);
    expect((await api.clientFor(NEW_INVESTOR).getInvestor()).userType).toBe(UserType.Company);
    api.store.reset();
    await expect(api.clientFor(NEW_INVESTOR).isRegistrationIncomplete()).resolves.toBe(true);
  });

  it('names every missing step', async () => {
    const error = await abpErrorOf(
      api.clientFor(NEW_INVESTOR).submitInvestorData({
        userType: UserType.Individual,
        isPoliticallyExposed: false,
        isBeneficialOwner: true,
        termsVersion: CURRENT_TERMS.version,
      }),
    );
    expect(error.status).toBe(400);
    expect(error.validationErrors?.map((entry) => entry.members[0])).toEqual([
      'generalInfo',
      'investmentExperience',
      'suitabilityRiskStatement',
      'phoneNumber',
      'termsAndConditions',
    ]);
  });

  it('validates the general info with the field rules, members camelCased', async () => {
    const error = await abpErrorOf(
      api.clientFor(NEW_INVESTOR).saveGeneralInfo({
        ...GENERAL_INFO_INPUT,
        nationalId: '1049382715',
        firstNameEn: 'Faisal2',
        address: { ...GENERAL_INFO_INPUT.address, postalCode: '234' },
      }),
    );
    expect(error.validationErrors).toEqual(
      expect.arrayContaining([
        { message: 'Sahm::Validation:InvalidSaudiNationalId', members: ['nationalId'] },
        { message: 'Sahm::Validation:EnglishLettersAndSpacesOnly', members: ['firstNameEn'] },
        { message: 'Sahm::Validation:ExactDigits[5]', members: ['address.postalCode'] },
      ]),
    );
  });

  it('refuses a national id another investor registered, and a wrong SMS code', async () => {
    const taken = api.store.findInvestor(COMPLETE_INVESTOR)!.generalInfo!;
    const error = await abpErrorOf(
      api
        .clientFor(NEW_INVESTOR)
        .saveGeneralInfo({ ...GENERAL_INFO_INPUT, nationalId: taken.nationalId }),
    );
    expect(error.validationErrors?.[0]?.message).toBe(
      'Sahm::Registration:NationalIdAlreadyRegistered',
    );
    const check = await api.clientFor(NEW_INVESTOR).checkNationalId({
      nationalId: taken.nationalId,
      birthDate: taken.birthDate,
      nationalType: 1,
    });
    expect(check.isAlreadyRegistered).toBe(true);

    await api.clientFor(NEW_INVESTOR).sendSms('0551234567');
    const wrongCode = await abpErrorOf(
      api
        .clientFor(NEW_INVESTOR)
        .updatePhoneNumber({ phoneNumber: '0551234567', verificationCode: '000000' }),
    );
    expect(wrongCode.validationErrors).toEqual([
      { message: 'Sahm::Validation:InvalidVerificationCode', members: ['verificationCode'] },
    ]);
  });

  it('refuses an outdated terms version with the current one as parameter', async () => {
    const error = await abpErrorOf(
      api.clientFor(NEW_INVESTOR).acceptTermsAndConditions({ version: '2024.2', accepted: true }),
    );
    expect(error.validationErrors).toEqual([
      { message: `Sahm::Terms:VersionMismatch[${CURRENT_TERMS.version}]`, members: ['version'] },
    ]);
  });
});

describe('lists, bank accounts and emailing settings', () => {
  it('pages with skipCount and maxResultCount and refuses paging and sorting as ABP does', async () => {
    const second = await api.clientFor().getWalletTransactions({ skipCount: 5, maxResultCount: 5 });
    expect(second.totalCount).toBe(8);
    expect(second.items).toHaveLength(3);
    // LimitedResultRequestDto.Validate, in ABP's words and the request's language (400)…
    const tooMany = await abpErrorOf(
      api.clientFor(COMPLETE_INVESTOR, 'ar').getOpportunities({ maxResultCount: 1001 }),
    );
    expect(tooMany).toMatchObject({
      status: 400,
      message: 'طلبك غير صحيح!',
      validationErrors: [
        {
          message:
            'لا يمكن أن يكون MaxResultCount أكثر من 1000! قم بزيادةVolo.Abp.Application.Dtos.LimitedResultRequestDto. MaxMaxResultCount على الخادم للسماح بمزيد من النتائج.',
          members: ['maxResultCount'],
        },
      ],
    });
    const negative = await abpErrorOf(api.clientFor().getOpportunities({ skipCount: -1 }));
    expect(negative.validationErrors).toEqual([
      { message: 'The field SkipCount must be between 0 and 2147483647.', members: ['skipCount'] },
    ]);
    // …and a property Dynamic LINQ cannot find is a 500 with ABP's generic sentence only.
    const unsortable = await abpErrorOf(
      api.clientFor().getOpportunities({ sorting: 'secret asc' }),
    );
    expect(unsortable).toMatchObject({
      status: 500,
      code: null,
      message: 'An internal error occurred during your request!',
      details: null,
      validationErrors: null,
    });
    await expect(
      api.clientFor().getOpportunities({ sorting: 'TitleEn DESC' }),
    ).resolves.toHaveProperty('totalCount');
  });

  it('refuses an invalid or duplicate IBAN', async () => {
    const invalid = await abpErrorOf(
      api
        .clientFor()
        .addBankAccount({ iban: 'SA0480000000608010167519', accountHolderName: 'Sara' }),
    );
    expect(invalid.validationErrors).toEqual([
      { message: 'Sahm::Validation:InvalidSaudiIban', members: ['iban'] },
    ]);
    const existing = api.store.findInvestor(COMPLETE_INVESTOR)!.bankAccounts[0]!.iban;
    const duplicate = await abpErrorOf(
      api.clientFor().addBankAccount({ iban: existing, accountHolderName: 'Sara' }),
    );
    expect(duplicate.validationErrors).toEqual([
      { message: 'Sahm::BankAccount:DuplicateIban', members: ['iban'] },
    ]);
  });

  it('requires the three emailing fields of SPEC §5, in UpdateEmailSettingsDto’s words', async () => {
    const error = await abpErrorOf(
      api.emailingFor().updateEmailSettings({
        smtpEnableSsl: false,
        smtpUseDefaultCredentials: true,
        // Deliberately without the required fields: the server must name each.
      } as never),
    );
    expect(error.validationErrors?.map((entry) => entry.members[0]).sort()).toEqual([
      'defaultFromAddress',
      'defaultFromDisplayName',
      'smtpPort',
    ]);
    expect(error.validationErrors?.map((entry) => entry.message)).toEqual([
      'The field SmtpPort must be between 1 and 65535.',
      'The DefaultFromAddress field is required.',
      'The DefaultFromDisplayName field is required.',
    ]);
  });

  it('names an investor made on first use after its account, or its id when it has none', () => {
    const store = createInvestorMockStore({
      investors: [],
      accountOf: (userId) =>
        userId === 'hind-id' ? { userName: 'hind', email: 'hind@example.sa' } : undefined,
    });
    expect(store.ensureInvestor('hind-id', null)).toMatchObject({
      userName: 'hind',
      email: 'hind@example.sa',
      registrationCompleted: false,
    });
    expect(store.ensureInvestor('ghost-id', null)).toMatchObject({
      userName: 'ghost-id',
      email: '',
    });
  });

  it('reset puts every collection back to the seed', async () => {
    const store = createInvestorMockStore({
      investors: [{ userId: 'u', registrationComplete: true, userName: 'u', email: 'u@x' }],
    });
    const seededWallet = store.findInvestor('u')!.transactions.map((transaction) => transaction.id);
    expect(
      store.subscribe(
        { userId: 'u', tenantId: null },
        ids.narjisVillas,
        1_000,
        crypto.randomUUID(),
      ),
    ).toHaveProperty('subscription');
    store.saveEmailSettings(null, { ...store.emailSettingsFor(null), smtpPort: 25 });
    store.failNext('*', 'server-error');
    store.reset();
    expect(store.findInvestor('u')!.balance).toBe(50_000);
    expect(store.findInvestor('u')!.transactions.map((transaction) => transaction.id)).toEqual(
      seededWallet,
    );
    expect(store.findOpportunity(ids.narjisVillas)!.raisedAmount).toBe(3_250_000);
    expect(store.emailSettingsFor(null).smtpPort).toBe(587);
    expect(store.takeFailure('getWallet')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { PaymentType, UserType } from '../constants';
import { OpportunityStatus, RiskLevel, SubscriptionStatus, TransactionDirection } from '../enums';
import { CURRENT_TERMS, MOCK_SMS_VERIFICATION_CODE, SEEDED_OPPORTUNITY_IDS } from '../mocks';
import { GENERAL_INFO_INPUT, INVESTMENT_EXPERIENCE_INPUT, RISK_ANSWERS } from '../testing/fixtures';
import { NEW_INVESTOR, startInvestorTestServer } from '../testing/investor-test-server';

const api = startInvestorTestServer();
const investor = () => api.clientFor();
const newcomer = () => api.clientFor(NEW_INVESTOR);
const PATH = '/api/app/investor';

describe('the 23 investor calls of SPEC §7', () => {
  it('checkNationalId: POST check-national-id/{nationalId}?birthDate&nationalType', async () => {
    const result = await newcomer().checkNationalId({
      nationalId: '1049382714',
      birthDate: '1992-09-03',
      nationalType: 1,
    });
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: `${PATH}/check-national-id/1049382714`,
      query: { birthDate: '1992-09-03', nationalType: '1' },
      body: undefined,
    });
    expect(result).toEqual({
      isVerified: true,
      isAlreadyRegistered: false,
      fullNameAr: 'فيصل العتيبي',
      fullNameEn: 'Faisal Al-Otaibi',
      nationalityCode: 'SA',
    });
  });

  it('isRegistrationIncomplete: POST check-user-is-complete-register, true while incomplete', async () => {
    await expect(newcomer().isRegistrationIncomplete()).resolves.toBe(true);
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: `${PATH}/check-user-is-complete-register`,
      query: {},
      body: undefined,
    });
    await expect(investor().isRegistrationIncomplete()).resolves.toBe(false);
  });

  it('saveInvestmentExperience: POST investment-experience with the experience body', async () => {
    const saved = await newcomer().saveInvestmentExperience(INVESTMENT_EXPERIENCE_INPUT);
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: `${PATH}/investment-experience`,
      body: INVESTMENT_EXPERIENCE_INPUT,
      query: {},
    });
    expect(saved).toEqual(INVESTMENT_EXPERIENCE_INPUT);
  });

  it('submitInvestorData: POST investor completes a registration whose steps are on file', async () => {
    const client = newcomer();
    await client.saveGeneralInfo(GENERAL_INFO_INPUT);
    await client.saveInvestmentExperience(INVESTMENT_EXPERIENCE_INPUT);
    await client.saveSuitabilityRiskStatement({ answers: RISK_ANSWERS });
    await client.sendSms('0551234567');
    await client.updatePhoneNumber({
      phoneNumber: '0551234567',
      verificationCode: MOCK_SMS_VERIFICATION_CODE,
    });
    await client.acceptTermsAndConditions({ version: CURRENT_TERMS.version, accepted: true });
    const body = {
      userType: UserType.Individual,
      isPoliticallyExposed: false,
      isBeneficialOwner: true,
      termsVersion: CURRENT_TERMS.version,
    } as const;
    const submitted = await client.submitInvestorData(body);
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: `${PATH}/investor`,
      body,
      query: {},
    });
    expect(submitted).toMatchObject({
      userType: UserType.Individual,
      registrationCompleted: true,
      phoneNumber: '+966551234567',
      phoneNumberVerified: true,
      acceptedTermsVersion: CURRENT_TERMS.version,
    });
  });

  it('saveGeneralInfo: POST investor-general-info with the general info body', async () => {
    const saved = await newcomer().saveGeneralInfo(GENERAL_INFO_INPUT);
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: `${PATH}/investor-general-info`,
      body: GENERAL_INFO_INPUT,
      query: {},
    });
    expect(saved).toEqual(GENERAL_INFO_INPUT);
  });

  it('saveSuitabilityRiskStatement: POST investor-suitability-risk-statement scores the answers', async () => {
    const statement = await newcomer().saveSuitabilityRiskStatement({ answers: RISK_ANSWERS });
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: `${PATH}/investor-suitability-risk-statement`,
      body: { answers: RISK_ANSWERS },
      query: {},
    });
    expect(statement.answers).toEqual(RISK_ANSWERS);
    expect(statement.riskLevel).toBe(RiskLevel.Medium);
    expect(statement.questions).toHaveLength(4);
  });

  it('getWallet: GET account-financial-info', async () => {
    const wallet = await investor().getWallet();
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/account-financial-info`,
      query: {},
      body: undefined,
    });
    expect(wallet).toMatchObject({
      currency: 'SAR',
      balance: 50_000,
      investedAmount: 15_000,
      totalProfit: 1_000,
    });
    expect(wallet.virtualIban).toMatch(/^SA\d{22}$/);
  });

  it('getBankAccounts: GET account-iban-info', async () => {
    const accounts = await investor().getBankAccounts();
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/account-iban-info`,
      query: {},
      body: undefined,
    });
    expect(accounts.items).toHaveLength(1);
    expect(accounts.items[0]).toMatchObject({
      bankName: 'Al Rajhi Bank',
      isPrimary: true,
      accountHolderName: 'Sara Al Qahtani',
    });
  });

  it('getCurrentSubscriptions: GET current-investor-subscriptions?sorting&skipCount&maxResultCount', async () => {
    const page = await investor().getCurrentSubscriptions({
      sorting: 'amount asc',
      skipCount: 0,
      maxResultCount: 10,
    });
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/current-investor-subscriptions`,
      query: { sorting: 'amount asc', skipCount: '0', maxResultCount: '10' },
      body: undefined,
    });
    expect(page.totalCount).toBe(2);
    expect(page.items.map((subscription) => subscription.amount)).toEqual([5_000, 10_000]);
    expect(page.items[0]?.status).toBe(SubscriptionStatus.Active);
  });

  it('getInvestmentExperience: GET investment-experience, null before it is submitted', async () => {
    await expect(newcomer().getInvestmentExperience()).resolves.toBeNull();
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/investment-experience`,
      query: {},
      body: undefined,
    });
    await expect(investor().getInvestmentExperience()).resolves.toMatchObject({
      yearsOfExperience: 6,
    });
  });

  it('getInvestor: GET investor', async () => {
    const result = await investor().getInvestor();
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/investor`,
      query: {},
      body: undefined,
    });
    expect(result).toMatchObject({
      userName: 'investor',
      userType: UserType.Individual,
      registrationCompleted: true,
      phoneNumber: '+966500000002',
    });
  });

  it('getInvestorDetails: GET investor-details', async () => {
    const details = await investor().getInvestorDetails();
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/investor-details`,
      query: {},
      body: undefined,
    });
    expect(details.generalInfo?.familyNameAr).toBe('القحطاني');
    expect(details.riskLevel).toBe(RiskLevel.Medium);
  });

  it('getGeneralInfo: GET investor-general-info, null before it is submitted', async () => {
    await expect(newcomer().getGeneralInfo()).resolves.toBeNull();
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/investor-general-info`,
      query: {},
      body: undefined,
    });
    const info = await investor().getGeneralInfo();
    expect(info?.nationalId).toMatch(/^1\d{9}$/);
  });

  it('getInvestorName: GET investor-name as text in the request language', async () => {
    await expect(investor().getInvestorName()).resolves.toBe('Sara Al Qahtani');
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/investor-name`,
      query: {},
      body: undefined,
    });
    await expect(api.clientFor(undefined, 'ar').getInvestorName()).resolves.toBe('سارة القحطاني');
  });

  it('getProfile: GET investor-profile-data', async () => {
    const profile = await investor().getProfile();
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/investor-profile-data`,
      query: {},
      body: undefined,
    });
    expect(profile).toMatchObject({ fullNameEn: 'Sara Al Qahtani', registrationCompleted: true });
    expect(profile.maskedNationalId).toMatch(/^1\*{7}\d{2}$/);
  });

  it('getSuitabilityRiskStatement: GET investor-suitability-risk-statement', async () => {
    const statement = await newcomer().getSuitabilityRiskStatement();
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/investor-suitability-risk-statement`,
      query: {},
      body: undefined,
    });
    expect(statement).toMatchObject({ answers: [], riskLevel: null, submittedAt: null });
    expect(statement.questions[0]?.options).toHaveLength(3);
  });

  it('getInvestors: GET investors-data?filter&sorting&skipCount&maxResultCount', async () => {
    const page = await investor().getInvestors({
      filter: 'newinvestor',
      sorting: 'userName desc',
      skipCount: 0,
      maxResultCount: 5,
    });
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/investors-data`,
      query: {
        filter: 'newinvestor',
        sorting: 'userName desc',
        skipCount: '0',
        maxResultCount: '5',
      },
      body: undefined,
    });
    expect(page).toMatchObject({
      totalCount: 1,
      items: [{ userName: 'newinvestor', registrationCompleted: false }],
    });
  });

  it('getTermsAndConditions: GET terms-and-conditions', async () => {
    const terms = await newcomer().getTermsAndConditions();
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/terms-and-conditions`,
      query: {},
      body: undefined,
    });
    expect(terms).toMatchObject({ version: CURRENT_TERMS.version, acceptedVersion: null });
  });

  it('resendActivationEmail: POST re-send-activation-email?email, 204', async () => {
    await expect(
      newcomer().resendActivationEmail('newinvestor@sahm.example'),
    ).resolves.toBeUndefined();
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: `${PATH}/re-send-activation-email`,
      query: { email: 'newinvestor@sahm.example' },
      body: undefined,
    });
    expect(api.store.outbox.at(-1)).toMatchObject({
      to: 'newinvestor@sahm.example',
      purpose: 'activation',
    });
  });

  it('sendEmail: POST send-email?email, 204', async () => {
    await expect(newcomer().sendEmail('newinvestor@sahm.example')).resolves.toBeUndefined();
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: `${PATH}/send-email`,
      query: { email: 'newinvestor@sahm.example' },
      body: undefined,
    });
  });

  it('sendSms: POST send-sMS?phone, 204', async () => {
    await expect(newcomer().sendSms('0551234567')).resolves.toBeUndefined();
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: `${PATH}/send-sMS`,
      query: { phone: '0551234567' },
      body: undefined,
    });
    expect(api.store.outbox.at(-1)).toMatchObject({ channel: 'sms', to: '+966551234567' });
  });

  it('updatePhoneNumber: PUT phone-number with the number and the code', async () => {
    await newcomer().sendSms('0551234567');
    const body = { phoneNumber: '+966551234567', verificationCode: MOCK_SMS_VERIFICATION_CODE };
    const phone = await newcomer().updatePhoneNumber(body);
    expect(await api.lastRequest()).toEqual({
      method: 'PUT',
      path: `${PATH}/phone-number`,
      body,
      query: {},
    });
    expect(phone).toMatchObject({ phoneNumber: '+966551234567', isVerified: true });
  });

  it('acceptTermsAndConditions: PUT termsand-condition-acceptance with the version', async () => {
    const body = { version: CURRENT_TERMS.version, accepted: true } as const;
    const acceptance = await newcomer().acceptTermsAndConditions(body);
    expect(await api.lastRequest()).toEqual({
      method: 'PUT',
      path: `${PATH}/termsand-condition-acceptance`,
      body,
      query: {},
    });
    expect(acceptance.version).toBe(CURRENT_TERMS.version);
  });
});

describe('the calls designed beyond the spec (ADR 0015)', () => {
  it('getOpportunities: GET opportunities?filter&status&sorting&skipCount&maxResultCount', async () => {
    const page = await investor().getOpportunities({
      filter: 'riyadh',
      status: OpportunityStatus.Open,
      sorting: 'expectedAnnualReturnPercent desc',
      skipCount: 0,
      maxResultCount: 10,
    });
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/opportunities`,
      query: {
        filter: 'riyadh',
        status: '2',
        sorting: 'expectedAnnualReturnPercent desc',
        skipCount: '0',
        maxResultCount: '10',
      },
      body: undefined,
    });
    expect(page.items.map((opportunity) => opportunity.titleEn)).toEqual([
      'Al Narjis Residential Villas',
      'Trade Finance Murabaha Sukuk',
    ]);
    expect(page.items[0]).not.toHaveProperty('descriptionEn');
  });

  it('getOpportunity: GET opportunities/{id}', async () => {
    const opportunity = await investor().getOpportunity(SEEDED_OPPORTUNITY_IDS.kafdOffices);
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/opportunities/${SEEDED_OPPORTUNITY_IDS.kafdOffices}`,
      query: {},
      body: undefined,
    });
    expect(opportunity).toMatchObject({
      status: OpportunityStatus.Funded,
      fundedPercent: 100,
      remainingAmount: 0,
      subscribedByCurrentInvestor: 10_000,
    });
  });

  it('subscribeToOpportunity: POST opportunities/{id}/subscribe with { amount } and its key', async () => {
    const idempotencyKey = crypto.randomUUID();
    const subscription = await investor().subscribeToOpportunity(
      SEEDED_OPPORTUNITY_IDS.narjisVillas,
      { amount: 2_000 },
      { idempotencyKey },
    );
    expect(api.lastRequestHeader('Idempotency-Key')).toBe(idempotencyKey);
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: `${PATH}/opportunities/${SEEDED_OPPORTUNITY_IDS.narjisVillas}/subscribe`,
      body: { amount: 2_000 },
      query: {},
    });
    expect(subscription).toMatchObject({
      opportunityId: SEEDED_OPPORTUNITY_IDS.narjisVillas,
      amount: 2_000,
      status: SubscriptionStatus.Active,
    });
  });

  it('getWalletTransactions: GET wallet-transactions?type&sorting&skipCount&maxResultCount', async () => {
    const page = await investor().getWalletTransactions({
      type: PaymentType.BankDeposit,
      sorting: 'occurredAt asc',
      skipCount: 1,
      maxResultCount: 10,
    });
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/wallet-transactions`,
      query: { type: '3', sorting: 'occurredAt asc', skipCount: '1', maxResultCount: '10' },
      body: undefined,
    });
    expect(page.totalCount).toBe(3);
    expect(page.items.map((transaction) => transaction.amount)).toEqual([25_000, 1_000]);
    expect(
      page.items.every((transaction) => transaction.direction === TransactionDirection.Credit),
    ).toBe(true);
  });

  it('addBankAccount: POST bank-accounts with { iban, bankName?, accountHolderName }', async () => {
    const body = { iban: 'SA09 1000 0000 0000 0000 0001', accountHolderName: 'Sara Al Qahtani' };
    const account = await investor().addBankAccount(body);
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: `${PATH}/bank-accounts`,
      body,
      query: {},
    });
    expect(account).toMatchObject({
      iban: 'SA0910000000000000000001',
      bankName: 'Saudi National Bank',
      isPrimary: false,
    });
  });
});

describe('list parameters (SPEC §9, contract §1.3)', () => {
  it('empty parameters are dropped from the query, zero is kept', async () => {
    await investor().getOpportunities({
      filter: '',
      status: undefined,
      sector: undefined,
      sorting: '',
      skipCount: 0,
      maxResultCount: 10,
    });
    expect((await api.lastRequest()).query).toEqual({ skipCount: '0', maxResultCount: '10' });
    await investor().getInvestors({ filter: '', sorting: '' });
    expect((await api.lastRequest()).query).toEqual({});
    await investor().getWalletTransactions({ type: undefined, sorting: '', skipCount: 20 });
    expect((await api.lastRequest()).query).toEqual({ skipCount: '20' });
    await investor().getCurrentSubscriptions();
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: `${PATH}/current-investor-subscriptions`,
      query: {},
      body: undefined,
    });
  });
});

import { composeIBAN } from 'ibantools';
import { PaymentType, UserType } from '../constants';
import {
  EmploymentStatus,
  Gender,
  IncomeSource,
  InvestmentInstrument,
  InvestmentObjective,
  KnowledgeLevel,
  NationalIdType,
  SubscriptionStatus,
  TransactionDirection,
} from '../enums';
import type { BankAccount } from '../schemas/bank-account';
import type { GeneralInfo, InvestmentExperience, RiskAnswer } from '../schemas/investor-profile';
import type { Subscription } from '../schemas/subscription';
import type { WalletTransaction } from '../schemas/wallet';
import { normalizeSaudiMobile } from '../validation/saudi-mobile';
import { saudiNationalIdCheckDigit } from '../validation/saudi-national-id';
import { CURRENT_TERMS } from './seed-registration';
import { SEEDED_OPPORTUNITY_IDS } from './seed-opportunities';

/** An investor as the caller seeds it (the platform store's users, ADR 0018). */
export interface InvestorSeed {
  userId: string;
  /** The tenant the user belongs to; the host (null) when left out. */
  tenantId?: string | null;
  registrationComplete: boolean;
  userName: string;
  email: string;
  name?: string;
  surname?: string;
  phoneNumber?: string;
  /** Arabic names; known demo names are translated when these are left out. */
  nameAr?: string;
  surnameAr?: string;
}

/** Everything the mock backend knows about one investor. */
export interface InvestorRecord {
  id: string;
  userId: string;
  /** The investor's tenant (null = host): ABP's IMultiTenant data filter keeps tenants apart. */
  tenantId: string | null;
  userName: string;
  email: string;
  userType: UserType;
  registrationCompleted: boolean;
  creationTime: string;
  nameEn: string;
  nameAr: string;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  phoneVerifiedAt: string | null;
  /** The last code `send-sMS` sent, and to which number. */
  pendingPhoneVerification: { phoneNumber: string; code: string } | null;
  acceptedTermsVersion: string | null;
  acceptedTermsAt: string | null;
  isPoliticallyExposed: boolean;
  isBeneficialOwner: boolean;
  generalInfo: GeneralInfo | null;
  investmentExperience: InvestmentExperience | null;
  riskAnswers: RiskAnswer[];
  riskSubmittedAt: string | null;
  balance: number;
  virtualIban: string;
  transactions: WalletTransaction[];
  subscriptions: Subscription[];
  /** Each idempotency key this investor subscribed with, and what it did (ADR 0490). */
  subscriptionsByKey: Map<string, KeyedSubscription>;
  bankAccounts: BankAccount[];
}

/** A subscription made under an idempotency key, with the request it answered. */
export interface KeyedSubscription {
  opportunityId: string;
  amount: number;
  subscription: Subscription;
}

/** Arabic spellings of the demo names, so seeded Arabic names look real. */
const ARABIC_NAMES: Record<string, string> = {
  Sara: 'سارة',
  Faisal: 'فيصل',
  Reem: 'ريم',
  Abdullah: 'عبدالله',
  Noura: 'نورة',
  Khalid: 'خالد',
  'Al-Qahtani': 'القحطاني',
  'Al-Otaibi': 'العتيبي',
  'Al-Zahrani': 'الزهراني',
  'Al-Harbi': 'الحربي',
  'Al-Shehri': 'الشهري',
  'Al-Dosari': 'الدوسري',
};
const FEMALE_NAMES = new Set(['Sara', 'Reem', 'Noura']);

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedContext {
  now: Date;
  /** Deterministic ids: the same seed gives the same ids after every reset. */
  nextId: () => string;
  index: number;
}

/** The English letters-and-spaces form our own rules accept ("Al-Qahtani" → "Al Qahtani"). */
const englishName = (name: string) => name.replace(/[^A-Za-z ]+/g, ' ').trim() || 'Investor';

function seededIban(bankCode: string, index: number): string {
  const account = `${bankCode}${String(608010167519 + index * 7919).padStart(18, '0')}`;
  return composeIBAN({ countryCode: 'SA', bban: account }) ?? '';
}

function completedProfile(seed: InvestorSeed, { index }: SeedContext) {
  const firstEn = englishName(seed.name ?? 'Sara');
  const familyEn = englishName(seed.surname ?? 'Al-Qahtani');
  const firstNine = `1${String(23456780 + index * 1111).padStart(8, '0')}`;
  const generalInfo: GeneralInfo = {
    nationalId: `${firstNine}${saudiNationalIdCheckDigit(firstNine)}`,
    nationalIdType: NationalIdType.Citizen,
    birthDate: `${1986 + (index % 10)}-04-15`,
    firstNameAr: seed.nameAr ?? ARABIC_NAMES[seed.name ?? ''] ?? 'سارة',
    fatherNameAr: 'محمد',
    grandfatherNameAr: 'عبدالعزيز',
    familyNameAr: seed.surnameAr ?? ARABIC_NAMES[seed.surname ?? ''] ?? 'القحطاني',
    firstNameEn: firstEn,
    fatherNameEn: 'Mohammed',
    grandfatherNameEn: 'Abdulaziz',
    familyNameEn: familyEn,
    gender: FEMALE_NAMES.has(seed.name ?? '') ? Gender.Female : Gender.Male,
    nationalityCode: 'SA',
    address: {
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      buildingNumber: '7421',
      postalCode: '12211',
      additionalNumber: '3344',
    },
    employment: {
      status: EmploymentStatus.Employed,
      employerName: 'Saudi Electricity Company',
      jobTitle: 'Senior Engineer',
      annualIncome: 264_000,
      incomeSource: IncomeSource.Salary,
    },
  };
  const investmentExperience: InvestmentExperience = {
    yearsOfExperience: 6,
    knowledgeLevel: KnowledgeLevel.Good,
    instruments: [
      InvestmentInstrument.Stocks,
      InvestmentInstrument.Sukuk,
      InvestmentInstrument.RealEstate,
    ],
    objective: InvestmentObjective.Growth,
    netWorth: 850_000,
    hasFinancialSectorExperience: false,
  };
  const riskAnswers: RiskAnswer[] = [
    { questionId: 'horizon', optionId: 'horizon-long' },
    { questionId: 'drawdown', optionId: 'drawdown-hold' },
    { questionId: 'savings-share', optionId: 'savings-medium' },
    { questionId: 'goal', optionId: 'goal-income' },
  ];
  return { generalInfo, investmentExperience, riskAnswers };
}

interface SeedMovement {
  daysAgo: number;
  type: PaymentType;
  amount: number;
  opportunityId: string | null;
  descriptionAr: string;
  descriptionEn: string;
}

/** Six months of movements ending at a 50,000.00 SAR balance, for the balance-over-time chart. */
const SEED_MOVEMENTS: SeedMovement[] = [
  {
    daysAgo: 170,
    type: PaymentType.BankDeposit,
    amount: 40_000,
    opportunityId: null,
    descriptionAr: 'إيداع بنكي',
    descriptionEn: 'Bank deposit',
  },
  {
    daysAgo: 160,
    type: PaymentType.OpportunitySubscripeFees,
    amount: 10_000,
    opportunityId: SEEDED_OPPORTUNITY_IDS.kafdOffices,
    descriptionAr: 'اكتتاب في مكاتب إدارية في مركز الملك عبدالله المالي',
    descriptionEn: 'Subscription to KAFD Grade-A Offices',
  },
  {
    daysAgo: 120,
    type: PaymentType.BankDeposit,
    amount: 25_000,
    opportunityId: null,
    descriptionAr: 'إيداع بنكي',
    descriptionEn: 'Bank deposit',
  },
  {
    daysAgo: 100,
    type: PaymentType.OpportunitySubscripeFees,
    amount: 5_000,
    opportunityId: SEEDED_OPPORTUNITY_IDS.khobarHotel,
    descriptionAr: 'اكتتاب في شقق فندقية على كورنيش الخبر',
    descriptionEn: 'Subscription to Al Khobar Corniche Serviced Apartments',
  },
  {
    daysAgo: 75,
    type: PaymentType.OpportunityProfitShareFees,
    amount: 450,
    opportunityId: SEEDED_OPPORTUNITY_IDS.kafdOffices,
    descriptionAr: 'توزيع أرباح ربعي',
    descriptionEn: 'Quarterly profit distribution',
  },
  {
    daysAgo: 60,
    type: PaymentType.BankTransfer,
    amount: 2_000,
    opportunityId: null,
    descriptionAr: 'تحويل إلى الحساب البنكي',
    descriptionEn: 'Transfer to bank account',
  },
  {
    daysAgo: 30,
    type: PaymentType.OpportunityProfitShareFees,
    amount: 550,
    opportunityId: SEEDED_OPPORTUNITY_IDS.kafdOffices,
    descriptionAr: 'توزيع أرباح ربعي',
    descriptionEn: 'Quarterly profit distribution',
  },
  {
    daysAgo: 12,
    type: PaymentType.BankDeposit,
    amount: 1_000,
    opportunityId: null,
    descriptionAr: 'إيداع بنكي',
    descriptionEn: 'Bank deposit',
  },
];

/** Subscriptions and profit shares add or take money by type (ADR 0011). */
export function directionOf(type: PaymentType): TransactionDirection {
  return type === PaymentType.BankDeposit || type === PaymentType.OpportunityProfitShareFees
    ? TransactionDirection.Credit
    : TransactionDirection.Debit;
}

export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function transactionReference(now: Date, sequence: number): string {
  return `TXN-${now.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}

const SUBSCRIPTION_TITLES: Record<string, { ar: string; en: string; returnPercent: number }> = {
  [SEEDED_OPPORTUNITY_IDS.kafdOffices]: {
    ar: 'مكاتب إدارية في مركز الملك عبدالله المالي',
    en: 'KAFD Grade-A Offices',
    returnPercent: 8.9,
  },
  [SEEDED_OPPORTUNITY_IDS.khobarHotel]: {
    ar: 'شقق فندقية على كورنيش الخبر',
    en: 'Al Khobar Corniche Serviced Apartments',
    returnPercent: 10.4,
  },
};

function seededWallet(context: SeedContext) {
  const { now, nextId } = context;
  let balance = 0;
  const transactions: WalletTransaction[] = [];
  const subscriptions: Subscription[] = [];
  SEED_MOVEMENTS.forEach((movement, position) => {
    const direction = directionOf(movement.type);
    balance = roundMoney(
      balance + (direction === TransactionDirection.Credit ? movement.amount : -movement.amount),
    );
    const occurredAt = new Date(now.getTime() - movement.daysAgo * DAY_MS).toISOString();
    const transaction: WalletTransaction = {
      id: nextId(),
      type: movement.type,
      direction,
      amount: movement.amount,
      balanceAfter: balance,
      occurredAt,
      reference: transactionReference(now, context.index * 100 + position + 1),
      opportunityId: movement.opportunityId,
      descriptionAr: movement.descriptionAr,
      descriptionEn: movement.descriptionEn,
    };
    transactions.push(transaction);
    const title = movement.opportunityId ? SUBSCRIPTION_TITLES[movement.opportunityId] : undefined;
    if (movement.type === PaymentType.OpportunitySubscripeFees && movement.opportunityId && title) {
      subscriptions.push({
        id: nextId(),
        opportunityId: movement.opportunityId,
        opportunityTitleAr: title.ar,
        opportunityTitleEn: title.en,
        amount: movement.amount,
        status: SubscriptionStatus.Active,
        expectedAnnualReturnPercent: title.returnPercent,
        subscribedAt: occurredAt,
        transactionId: transaction.id,
      });
    }
  });
  return { balance, transactions, subscriptions };
}

/** A completed investor gets a full profile, a 50,000.00 SAR wallet, an IBAN and two subscriptions. */
export function seedInvestor(seed: InvestorSeed, context: SeedContext): InvestorRecord {
  const { now, nextId, index } = context;
  const creationTime = new Date(now.getTime() - 200 * DAY_MS).toISOString();
  const nameEn = [seed.name, seed.surname].filter(Boolean).join(' ') || seed.userName;
  const nameAr =
    [
      seed.nameAr ?? ARABIC_NAMES[seed.name ?? ''],
      seed.surnameAr ?? ARABIC_NAMES[seed.surname ?? ''],
    ]
      .filter(Boolean)
      .join(' ') || nameEn;
  const phoneNumber = seed.phoneNumber ? normalizeSaudiMobile(seed.phoneNumber) : null;
  const base: InvestorRecord = {
    id: nextId(),
    userId: seed.userId,
    tenantId: seed.tenantId ?? null,
    userName: seed.userName,
    email: seed.email,
    userType: UserType.Investor,
    registrationCompleted: false,
    creationTime,
    nameEn,
    nameAr,
    phoneNumber,
    phoneNumberVerified: false,
    phoneVerifiedAt: null,
    pendingPhoneVerification: null,
    acceptedTermsVersion: null,
    acceptedTermsAt: null,
    isPoliticallyExposed: false,
    isBeneficialOwner: true,
    generalInfo: null,
    investmentExperience: null,
    riskAnswers: [],
    riskSubmittedAt: null,
    balance: 0,
    virtualIban: seededIban('10', 1000 + index),
    transactions: [],
    subscriptions: [],
    subscriptionsByKey: new Map(),
    bankAccounts: [],
  };
  if (!seed.registrationComplete) return base;

  const profile = completedProfile(seed, context);
  const wallet = seededWallet(context);
  const holder = `${profile.generalInfo.firstNameEn} ${profile.generalInfo.familyNameEn}`;
  return {
    ...base,
    ...profile,
    ...wallet,
    userType: UserType.Individual,
    registrationCompleted: true,
    phoneNumberVerified: phoneNumber !== null,
    phoneVerifiedAt: phoneNumber === null ? null : creationTime,
    acceptedTermsVersion: CURRENT_TERMS.version,
    acceptedTermsAt: creationTime,
    riskSubmittedAt: creationTime,
    bankAccounts: [
      {
        id: nextId(),
        iban: seededIban('80', index),
        bankName: 'Al Rajhi Bank',
        accountHolderName: holder,
        isPrimary: true,
        creationTime,
      },
    ],
  };
}

/** The demo investors of the platform's seed (same ids), for stories and tests that need no sandbox. */
export const DEMO_INVESTORS: InvestorSeed[] = [
  {
    userId: '0b8f2c3d-1a2b-4c5d-8e9f-000000000002',
    registrationComplete: true,
    userName: 'investor',
    email: 'investor@sahm.example',
    name: 'Sara',
    surname: 'Al-Qahtani',
    phoneNumber: '+966500000002',
  },
  {
    userId: '0b8f2c3d-1a2b-4c5d-8e9f-000000000003',
    registrationComplete: false,
    userName: 'newinvestor',
    email: 'newinvestor@sahm.example',
    name: 'Faisal',
    surname: 'Al-Otaibi',
    phoneNumber: '+966500000003',
  },
];

import { CURRENCY, PaymentType } from '../constants';
import { SubscriptionStatus } from '../enums';
import type {
  InvestorDetails,
  InvestorProfile,
  InvestorSummary,
  SuitabilityRiskStatement,
} from '../schemas/investor-profile';
import type { Investor, TermsAndConditions } from '../schemas/registration';
import type { Wallet } from '../schemas/wallet';
import type { MockLanguage } from './localization';
import type { InvestorRecord } from './seed-investors';
import { roundMoney } from './seed-investors';
import { CURRENT_TERMS, RISK_QUESTIONNAIRE, scoreRiskLevel } from './seed-registration';

/** How the mock's records look on the wire, one function per DTO. */

export function riskLevelOf(investor: InvestorRecord) {
  return investor.riskAnswers.length > 0 ? scoreRiskLevel(investor.riskAnswers) : null;
}

export function fullNames(investor: InvestorRecord) {
  const info = investor.generalInfo;
  return {
    fullNameAr: info ? `${info.firstNameAr} ${info.familyNameAr}` : null,
    fullNameEn: info ? `${info.firstNameEn} ${info.familyNameEn}` : null,
  };
}

/** `investor-name` in the request's language; before general info, the account's own name. */
export function investorName(investor: InvestorRecord, language: MockLanguage): string {
  const { fullNameAr, fullNameEn } = fullNames(investor);
  const name =
    language === 'ar' ? (fullNameAr ?? investor.nameAr) : (fullNameEn ?? investor.nameEn);
  return name || investor.userName;
}

export function toInvestor(investor: InvestorRecord): Investor {
  return {
    id: investor.id,
    userId: investor.userId,
    userName: investor.userName,
    email: investor.email,
    userType: investor.userType,
    registrationCompleted: investor.registrationCompleted,
    phoneNumber: investor.phoneNumber,
    phoneNumberVerified: investor.phoneNumberVerified,
    acceptedTermsVersion: investor.acceptedTermsVersion,
    isPoliticallyExposed: investor.isPoliticallyExposed,
    isBeneficialOwner: investor.isBeneficialOwner,
    creationTime: investor.creationTime,
  };
}

export function toInvestorDetails(investor: InvestorRecord): InvestorDetails {
  return {
    id: investor.id,
    userType: investor.userType,
    registrationCompleted: investor.registrationCompleted,
    generalInfo: investor.generalInfo,
    investmentExperience: investor.investmentExperience,
    riskLevel: riskLevelOf(investor),
    phoneNumber: investor.phoneNumber,
    phoneNumberVerified: investor.phoneNumberVerified,
    acceptedTermsVersion: investor.acceptedTermsVersion,
  };
}

/** Keeps the first and last two digits: 1******734 style. */
export function maskNationalId(nationalId: string): string {
  return `${nationalId.slice(0, 1)}${'*'.repeat(Math.max(nationalId.length - 3, 0))}${nationalId.slice(-2)}`;
}

export function toInvestorProfile(investor: InvestorRecord): InvestorProfile {
  return {
    ...fullNames(investor),
    userName: investor.userName,
    email: investor.email,
    phoneNumber: investor.phoneNumber,
    maskedNationalId: investor.generalInfo ? maskNationalId(investor.generalInfo.nationalId) : null,
    userType: investor.userType,
    riskLevel: riskLevelOf(investor),
    registrationCompleted: investor.registrationCompleted,
    memberSince: investor.creationTime,
  };
}

export function toInvestorSummary(investor: InvestorRecord): InvestorSummary {
  return {
    id: investor.id,
    userId: investor.userId,
    userName: investor.userName,
    email: investor.email,
    ...fullNames(investor),
    userType: investor.userType,
    registrationCompleted: investor.registrationCompleted,
    creationTime: investor.creationTime,
  };
}

export function toWallet(investor: InvestorRecord): Wallet {
  const sum = (amounts: number[]) =>
    roundMoney(amounts.reduce((total, amount) => total + amount, 0));
  return {
    currency: CURRENCY,
    balance: investor.balance,
    investedAmount: sum(
      investor.subscriptions
        .filter((subscription) => subscription.status === SubscriptionStatus.Active)
        .map((subscription) => subscription.amount),
    ),
    totalProfit: sum(
      investor.transactions
        .filter((transaction) => transaction.type === PaymentType.OpportunityProfitShareFees)
        .map((transaction) => transaction.amount),
    ),
    virtualIban: investor.virtualIban,
    updatedAt: investor.transactions.at(-1)?.occurredAt ?? investor.creationTime,
  };
}

export function toSuitabilityRiskStatement(investor: InvestorRecord): SuitabilityRiskStatement {
  return {
    questions: RISK_QUESTIONNAIRE.map(({ id, textAr, textEn, options }) => ({
      id,
      textAr,
      textEn,
      options,
    })),
    answers: investor.riskAnswers,
    riskLevel: riskLevelOf(investor),
    submittedAt: investor.riskSubmittedAt,
  };
}

export function toTermsAndConditions(investor: InvestorRecord): TermsAndConditions {
  return {
    ...CURRENT_TERMS,
    acceptedVersion: investor.acceptedTermsVersion,
    acceptedAt: investor.acceptedTermsAt,
  };
}

/**
 * Enumerations the spec does not show, designed for a Saudi investment platform (ADR 0012).
 * Numbers on the wire, as ABP sends enums (contract §1.4).
 */

export const NationalIdType = {
  /** Saudi citizen: national id starting with 1. */
  Citizen: 1,
  /** Resident: iqama starting with 2. */
  Resident: 2,
} as const;
export type NationalIdType = (typeof NationalIdType)[keyof typeof NationalIdType];

export const Gender = { Male: 1, Female: 2 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const EmploymentStatus = {
  Employed: 1,
  SelfEmployed: 2,
  BusinessOwner: 3,
  Retired: 4,
  Student: 5,
  Unemployed: 6,
} as const;
export type EmploymentStatus = (typeof EmploymentStatus)[keyof typeof EmploymentStatus];

export const IncomeSource = {
  Salary: 1,
  Business: 2,
  Investments: 3,
  Inheritance: 4,
  Other: 5,
} as const;
export type IncomeSource = (typeof IncomeSource)[keyof typeof IncomeSource];

export const KnowledgeLevel = { Limited: 1, Good: 2, Extensive: 3 } as const;
export type KnowledgeLevel = (typeof KnowledgeLevel)[keyof typeof KnowledgeLevel];

export const InvestmentInstrument = {
  Stocks: 1,
  Sukuk: 2,
  RealEstate: 3,
  MutualFunds: 4,
  Crowdfunding: 5,
  PrivateEquity: 6,
} as const;
export type InvestmentInstrument = (typeof InvestmentInstrument)[keyof typeof InvestmentInstrument];

export const InvestmentObjective = { CapitalPreservation: 1, Income: 2, Growth: 3 } as const;
export type InvestmentObjective = (typeof InvestmentObjective)[keyof typeof InvestmentObjective];

export const RiskLevel = { Low: 1, Medium: 2, High: 3 } as const;
export type RiskLevel = (typeof RiskLevel)[keyof typeof RiskLevel];

export const OpportunitySector = {
  RealEstate: 1,
  Logistics: 2,
  FixedIncome: 3,
  Healthcare: 4,
  Hospitality: 5,
  Agriculture: 6,
} as const;
export type OpportunitySector = (typeof OpportunitySector)[keyof typeof OpportunitySector];

export const OpportunityStatus = { Upcoming: 1, Open: 2, Closed: 3, Funded: 4 } as const;
export type OpportunityStatus = (typeof OpportunityStatus)[keyof typeof OpportunityStatus];

export const DistributionFrequency = {
  Monthly: 1,
  Quarterly: 2,
  SemiAnnual: 3,
  AtMaturity: 4,
} as const;
export type DistributionFrequency =
  (typeof DistributionFrequency)[keyof typeof DistributionFrequency];

export const SubscriptionStatus = { Active: 1, Completed: 2, Cancelled: 3 } as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];

/** Whether a wallet transaction added to (credit) or took from (debit) the balance. */
export const TransactionDirection = { Credit: 1, Debit: 2 } as const;
export type TransactionDirection = (typeof TransactionDirection)[keyof typeof TransactionDirection];

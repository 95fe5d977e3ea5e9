import { UserType, type InvestorSummary } from '@sahm/investor-sdk';

/** The investor's full name in the page's language, else in the other one; null when neither. */
export function investorName(investor: InvestorSummary, language: string): string | null {
  const [preferred, other] =
    language === 'ar'
      ? [investor.fullNameAr, investor.fullNameEn]
      : [investor.fullNameEn, investor.fullNameAr];
  return [preferred, other].find((name) => name !== null && name.trim() !== '') ?? null;
}

/** The name column sorts by the name it shows first (server fields of `investors-data`). */
export const nameSortField = (language: string) =>
  language === 'ar' ? 'fullNameAr' : 'fullNameEn';

const USER_TYPE_NAMES: Record<UserType, keyof typeof UserType> = {
  [UserType.Investor]: 'Investor',
  [UserType.Individual]: 'Individual',
  [UserType.Company]: 'Company',
  [UserType.OperationsOfficer]: 'OperationsOfficer',
};

/** The text key of a user type; `Investor` (1) means the type is not chosen yet (ADR 0012). */
export const userTypeKey = (userType: UserType) =>
  `::Investors:Type:${USER_TYPE_NAMES[userType]}` as const;

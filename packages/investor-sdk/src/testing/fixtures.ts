import type { GeneralInfoInput, InvestmentExperienceInput } from '../schemas/investor-profile';

/** A valid general-info form of a new citizen investor. */
export const GENERAL_INFO_INPUT: GeneralInfoInput = {
  nationalId: '1049382714',
  nationalIdType: 1,
  birthDate: '1992-09-03',
  firstNameAr: 'فيصل',
  fatherNameAr: 'سعد',
  grandfatherNameAr: 'ناصر',
  familyNameAr: 'العتيبي',
  firstNameEn: 'Faisal',
  fatherNameEn: 'Saad',
  grandfatherNameEn: 'Nasser',
  familyNameEn: 'Al Otaibi',
  gender: 1,
  nationalityCode: 'SA',
  address: {
    city: 'Jeddah',
    district: 'Al Rawdah',
    street: 'Prince Sultan Road',
    buildingNumber: '2918',
    postalCode: '23435',
    additionalNumber: '6120',
  },
  employment: {
    status: 1,
    employerName: 'Saudi Aramco',
    jobTitle: 'Analyst',
    annualIncome: 180_000,
    incomeSource: 1,
  },
};

export const INVESTMENT_EXPERIENCE_INPUT: InvestmentExperienceInput = {
  yearsOfExperience: 3,
  knowledgeLevel: 2,
  instruments: [1, 2],
  objective: 2,
  netWorth: 400_000,
  hasFinancialSectorExperience: false,
};

export const RISK_ANSWERS = [
  { questionId: 'horizon', optionId: 'horizon-medium' },
  { questionId: 'drawdown', optionId: 'drawdown-hold' },
  { questionId: 'savings-share', optionId: 'savings-small' },
  { questionId: 'goal', optionId: 'goal-income' },
];

import { describe, expect, it } from 'vitest';
import { UserType, type InvestorSummary } from '@sahm/investor-sdk';
import { investorName, nameSortField, userTypeKey } from './investor-row';

const row = (names: Pick<InvestorSummary, 'fullNameAr' | 'fullNameEn'>): InvestorSummary => ({
  id: 'i-1',
  userId: 'u-1',
  userName: 'investor',
  email: 'investor@sahm.example',
  userType: UserType.Individual,
  registrationCompleted: true,
  creationTime: '2026-01-15T09:00:00Z',
  ...names,
});

describe('investor list rows', () => {
  it('shows the name in the page language first', () => {
    const both = row({ fullNameAr: 'سارة القحطاني', fullNameEn: 'Sara Al Qahtani' });
    expect(investorName(both, 'ar')).toBe('سارة القحطاني');
    expect(investorName(both, 'en')).toBe('Sara Al Qahtani');
  });

  it('falls back to the other language, and to nothing when both are missing or blank', () => {
    expect(investorName(row({ fullNameAr: null, fullNameEn: 'Sara' }), 'ar')).toBe('Sara');
    expect(investorName(row({ fullNameAr: 'سارة', fullNameEn: '  ' }), 'en')).toBe('سارة');
    expect(investorName(row({ fullNameAr: null, fullNameEn: '' }), 'en')).toBeNull();
  });

  it('sorts the name column by the field it shows first', () => {
    expect(nameSortField('ar')).toBe('fullNameAr');
    expect(nameSortField('en')).toBe('fullNameEn');
  });

  it('names every user type', () => {
    expect(userTypeKey(UserType.Investor)).toBe('::Investors:Type:Investor');
    expect(userTypeKey(UserType.Company)).toBe('::Investors:Type:Company');
  });
});

/**
 * Words of the registration wizard's step 3, investment experience, resource Sahm (`::Key`): they load with
 * that step's chunk, not with the wizard, which opens on any step (ADR 0248). The profile shows them too.
 */
export const en = {
  'CompleteRegistration:YearsOfExperience': 'Years of investing experience',
  'CompleteRegistration:KnowledgeLevel': 'Knowledge of financial markets',
  'CompleteRegistration:Knowledge:1': 'Limited',
  'CompleteRegistration:Knowledge:2': 'Good',
  'CompleteRegistration:Knowledge:3': 'Extensive',
  'CompleteRegistration:Instruments': 'Instruments you have invested in',
  'CompleteRegistration:Instrument:1': 'Stocks',
  'CompleteRegistration:Instrument:2': 'Sukuk',
  'CompleteRegistration:Instrument:3': 'Real estate',
  'CompleteRegistration:Instrument:4': 'Mutual funds',
  'CompleteRegistration:Instrument:5': 'Crowdfunding',
  'CompleteRegistration:Instrument:6': 'Private equity',
  'CompleteRegistration:Objective': 'Investment objective',
  'CompleteRegistration:Objective:1': 'Preserve capital',
  'CompleteRegistration:Objective:2': 'Regular income',
  'CompleteRegistration:Objective:3': 'Growth',
  'CompleteRegistration:NetWorth': 'Net worth (SAR)',
  'CompleteRegistration:FinancialSector': 'I work or worked in the financial sector',
};

export const ar: Record<keyof typeof en, string> = {
  'CompleteRegistration:YearsOfExperience': 'سنوات الخبرة في الاستثمار',
  'CompleteRegistration:KnowledgeLevel': 'معرفتك بالأسواق المالية',
  'CompleteRegistration:Knowledge:1': 'محدودة',
  'CompleteRegistration:Knowledge:2': 'جيدة',
  'CompleteRegistration:Knowledge:3': 'واسعة',
  'CompleteRegistration:Instruments': 'الأدوات التي استثمرت فيها',
  'CompleteRegistration:Instrument:1': 'الأسهم',
  'CompleteRegistration:Instrument:2': 'الصكوك',
  'CompleteRegistration:Instrument:3': 'العقار',
  'CompleteRegistration:Instrument:4': 'الصناديق الاستثمارية',
  'CompleteRegistration:Instrument:5': 'التمويل الجماعي',
  'CompleteRegistration:Instrument:6': 'الملكية الخاصة',
  'CompleteRegistration:Objective': 'هدفك من الاستثمار',
  'CompleteRegistration:Objective:1': 'المحافظة على رأس المال',
  'CompleteRegistration:Objective:2': 'دخل منتظم',
  'CompleteRegistration:Objective:3': 'النمو',
  'CompleteRegistration:NetWorth': 'صافي الثروة (ريال)',
  'CompleteRegistration:FinancialSector': 'أعمل أو عملت في القطاع المالي',
};

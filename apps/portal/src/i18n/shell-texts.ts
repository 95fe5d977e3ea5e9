/** Texts of the shell: menu entries and layout labels (resource Sahm). */
export const en = {
  'Menu:Investment': 'Investment opportunities',
  'Menu:Wallet': 'Wallet',
  'Menu:BankAccounts': 'Bank accounts',
  'Menu:InvestorProfile': 'Investor profile',
  'Menu:MyInvestments': 'My investments',
  'Severity:Question': 'Question',
  'Severity:Info': 'Information',
  'Severity:Success': 'Success',
  'Severity:Warning': 'Warning',
};

export const ar: Record<keyof typeof en, string> = {
  'Menu:Investment': 'فرص الاستثمار',
  'Menu:Wallet': 'المحفظة',
  'Menu:BankAccounts': 'الحسابات البنكية',
  'Menu:InvestorProfile': 'الملف الاستثماري',
  'Menu:MyInvestments': 'استثماراتي',
  'Severity:Question': 'سؤال',
  'Severity:Info': 'معلومة',
  'Severity:Success': 'تم بنجاح',
  'Severity:Warning': 'تنبيه',
};

/** Texts of the shell: menu entries and layout labels (resource Sahm). */
export const en = {
  'Menu:Investment': 'Investment opportunities',
  'Menu:Wallet': 'Wallet',
  'Menu:BankAccounts': 'Bank accounts',
  'Menu:InvestorProfile': 'Investor profile',
  'Menu:MyInvestments': 'My investments',
  'Menu:Administration': 'Administration',
  'Menu:Users': 'Users',
  'Menu:Roles': 'Roles',
  'Menu:Tenants': 'Tenants',
  'Menu:Settings': 'Settings',
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
  'Menu:Administration': 'الإدارة',
  'Menu:Users': 'المستخدمون',
  'Menu:Roles': 'الأدوار',
  'Menu:Tenants': 'المستأجرون',
  'Menu:Settings': 'الإعدادات',
  'Severity:Question': 'سؤال',
  'Severity:Info': 'معلومة',
  'Severity:Success': 'تم بنجاح',
  'Severity:Warning': 'تنبيه',
};

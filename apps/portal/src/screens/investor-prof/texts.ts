/** Texts of this screen, resource Sahm (`::Key`); the server's texts win when it has them. */
export const en = {
  'InvestorProfile:Title': 'Investor profile',
};

export const ar: Record<keyof typeof en, string> = {
  'InvestorProfile:Title': 'الملف الاستثماري',
};

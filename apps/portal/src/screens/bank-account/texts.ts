/** Texts of this screen, resource Sahm (`::Key`); the server's texts win when it has them. */
export const en = {
  'BankAccounts:Title': 'Bank accounts',
};

export const ar: Record<keyof typeof en, string> = {
  'BankAccounts:Title': 'الحسابات البنكية',
};

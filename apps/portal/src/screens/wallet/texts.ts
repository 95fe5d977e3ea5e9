/** Texts of this screen, resource Sahm (`::Key`); the server's texts win when it has them. */
export const en = {
  'Wallet:Title': 'Wallet',
};

export const ar: Record<keyof typeof en, string> = {
  'Wallet:Title': 'المحفظة',
};

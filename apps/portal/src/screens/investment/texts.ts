/** Texts of this screen, resource Sahm (`::Key`); the server's texts win when it has them. */
export const en = {
  'Investment:Title': 'Investment opportunities',
};

export const ar: Record<keyof typeof en, string> = {
  'Investment:Title': 'فرص الاستثمار',
};

/** Texts of this screen, resource Sahm (`::Key`); the server's texts win when it has them. */
export const en = {
  'Home:Overview': 'Overview',
};

export const ar: Record<keyof typeof en, string> = {
  'Home:Overview': 'نظرة عامة',
};

/** Texts of this screen, resource Sahm (`::Key`); the server's texts win when it has them. */
export const en = {
  'CompleteRegistration:Title': 'Complete registration',
};

export const ar: Record<keyof typeof en, string> = {
  'CompleteRegistration:Title': 'إكمال التسجيل',
};

/**
 * The words of FormModal's frame (close, cancel; the unsaved-changes warning is the form kit's), resource Sahm: part
 * of the tenants' texts, and a module of their own for the settings screen, whose test e-mail
 * dialog uses the same frame (ADR 0200).
 */
export const en = {
  'AdminDialog:Close': 'Close',
  'AdminDialog:Cancel': 'Cancel',
};

export const ar: Record<keyof typeof en, string> = {
  'AdminDialog:Close': 'إغلاق',
  'AdminDialog:Cancel': 'إلغاء',
};

/**
 * The words of FormModal's frame (close, cancel, the unsaved-changes warning), resource Sahm: part
 * of the tenants' texts, and a module of their own for the settings screen, whose test e-mail
 * dialog uses the same frame (ADR 0200).
 */
export const en = {
  'AdminDialog:Close': 'Close',
  'AdminDialog:Cancel': 'Cancel',
  'AdminDialog:UnsavedTitle': 'Unsaved changes',
  'AdminDialog:UnsavedMessage': 'The changes you made will be lost. Close anyway?',
  'AdminDialog:UnsavedDiscard': 'Discard changes',
  'AdminDialog:UnsavedKeep': 'Keep editing',
  'AdminDialog:UnsavedIcon': 'Warning',
};

export const ar: Record<keyof typeof en, string> = {
  'AdminDialog:Close': 'إغلاق',
  'AdminDialog:Cancel': 'إلغاء',
  'AdminDialog:UnsavedTitle': 'تغييرات غير محفوظة',
  'AdminDialog:UnsavedMessage': 'ستفقد التغييرات التي أجريتها. هل تريد الإغلاق رغم ذلك؟',
  'AdminDialog:UnsavedDiscard': 'تجاهل التغييرات',
  'AdminDialog:UnsavedKeep': 'متابعة التعديل',
  'AdminDialog:UnsavedIcon': 'تحذير',
};

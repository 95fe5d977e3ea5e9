/**
 * The words of a failed read (screen-parts' LoadError) and its Retry, resource Sahm: part of the
 * investment texts, and a module of their own so the administration screens that show the same
 * errors take these few keys without every investment text (ADR 0200).
 */
export const en = {
  'Investment:Retry': 'Try again',
  'Investment:ErrorNetwork':
    'The connection was interrupted. Check your internet connection and try again.',
  'Investment:ErrorServer': 'Something went wrong on our side. Please try again in a moment.',
  'Investment:ErrorForbidden': 'You do not have access to this information.',
  'Investment:ErrorUnexpectedAnswer':
    'We received an answer we could not read. Please try again later.',
};

export const ar: Record<keyof typeof en, string> = {
  'Investment:Retry': 'إعادة المحاولة',
  'Investment:ErrorNetwork': 'انقطع الاتصال. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.',
  'Investment:ErrorServer': 'حدث خطأ لدينا. يُرجى المحاولة مرة أخرى بعد قليل.',
  'Investment:ErrorForbidden': 'ليست لديك صلاحية الاطلاع على هذه المعلومات.',
  'Investment:ErrorUnexpectedAnswer': 'وصلنا رد لم نتمكن من قراءته. يُرجى المحاولة لاحقًا.',
};

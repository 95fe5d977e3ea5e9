/**
 * The words of a failed read (LoadError) and its Retry, resource Sahm: the investment texts include
 * them, and the administration screens that show the same errors take only these few keys (ADR
 * 0200). The keys keep their first home's `Investment:` names, which other screens use as well.
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

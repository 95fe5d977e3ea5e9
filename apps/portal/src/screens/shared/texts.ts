/**
 * The words of the pieces every screen shares, resource Sahm: a failed read (LoadError) with its
 * Retry, the list pager (ListPager), and a subscription's status (the investments, the receipt and
 * the wallet statement). Each screen that shows them lists this module in its
 * `screenTexts` (ADR 0200). The keys keep their first home's `Investment:` names.
 */
export const en = {
  'Investment:Retry': 'Try again',
  'Investment:ErrorNetwork':
    'The connection was interrupted. Check your internet connection and try again.',
  'Investment:ErrorServer': 'Something went wrong on our side. Please try again in a moment.',
  'Investment:ErrorForbidden': 'You do not have access to this information.',
  'Investment:ErrorUnexpectedAnswer':
    'We received an answer we could not read. Please try again later.',
  'Investment:PreviousPage': 'Previous',
  'Investment:NextPage': 'Next',
  'Investment:PageOf': 'Page {0} of {1}',
  'Investment:SubscriptionStatus:1': 'Active',
  'Investment:SubscriptionStatus:2': 'Completed',
  'Investment:SubscriptionStatus:3': 'Cancelled',
};

export const ar: Record<keyof typeof en, string> = {
  'Investment:Retry': 'إعادة المحاولة',
  'Investment:ErrorNetwork': 'انقطع الاتصال. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.',
  'Investment:ErrorServer': 'حدث خطأ لدينا. يُرجى المحاولة مرة أخرى بعد قليل.',
  'Investment:ErrorForbidden': 'ليست لديك صلاحية الاطلاع على هذه المعلومات.',
  'Investment:ErrorUnexpectedAnswer': 'وصلنا رد لم نتمكن من قراءته. يُرجى المحاولة لاحقًا.',
  'Investment:PreviousPage': 'السابق',
  'Investment:NextPage': 'التالي',
  'Investment:PageOf': 'الصفحة {0} من {1}',
  'Investment:SubscriptionStatus:1': 'قائم',
  'Investment:SubscriptionStatus:2': 'مكتمل',
  'Investment:SubscriptionStatus:3': 'ملغى',
};

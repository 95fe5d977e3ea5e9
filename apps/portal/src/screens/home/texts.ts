/** Texts of this screen, resource Sahm (`::Key`); the server's texts win when it has them. */
export const en = {
  'Home:Overview': 'Overview',
  'Home:Balance': 'Wallet balance',
  'Home:Invested': 'Invested',
  'Home:ActiveSubscriptions': 'Active subscriptions',
  'Home:RegistrationStatus': 'Registration',
  'Home:RegistrationComplete': 'Your registration is complete.',
  'Home:RegistrationIncomplete':
    'Complete your registration to invest, use your wallet and add bank accounts.',
  'Home:CompleteRegistration': 'Complete registration',
  'Home:Shortcuts': 'Shortcuts',
  'Home:GoInvestment': 'Investment opportunities',
  'Home:GoWallet': 'Wallet',
  'Home:GoBankAccounts': 'Bank accounts',
  'Home:GoProfile': 'Investor profile',
  'Home:Loading': 'Loading your overview',
  'Home:LoadFailed': 'We could not load your overview.',
  'Home:Retry': 'Try again',
  'Home:PartlyLoaded': 'Some of your figures could not be loaded.',
  'Home:Unavailable': 'Unavailable',
  'Home:NothingYet':
    'You have no balance or subscriptions yet. Fund your wallet, then browse the opportunities.',
};

export const ar: Record<keyof typeof en, string> = {
  'Home:Overview': 'نظرة عامة',
  'Home:Balance': 'رصيد المحفظة',
  'Home:Invested': 'المستثمر',
  'Home:ActiveSubscriptions': 'الاكتتابات القائمة',
  'Home:RegistrationStatus': 'التسجيل',
  'Home:RegistrationComplete': 'اكتمل تسجيلك.',
  'Home:RegistrationIncomplete':
    'أكمل تسجيلك لتتمكن من الاستثمار واستخدام محفظتك وإضافة حساباتك البنكية.',
  'Home:CompleteRegistration': 'إكمال التسجيل',
  'Home:Shortcuts': 'اختصارات',
  'Home:GoInvestment': 'فرص الاستثمار',
  'Home:GoWallet': 'المحفظة',
  'Home:GoBankAccounts': 'الحسابات البنكية',
  'Home:GoProfile': 'الملف الاستثماري',
  'Home:Loading': 'جارٍ تحميل النظرة العامة',
  'Home:LoadFailed': 'تعذّر تحميل النظرة العامة.',
  'Home:Retry': 'إعادة المحاولة',
  'Home:PartlyLoaded': 'تعذّر تحميل بعض أرقامك.',
  'Home:Unavailable': 'غير متاح',
  'Home:NothingYet': 'لا يوجد في محفظتك رصيد ولا اكتتابات بعد. اشحن محفظتك ثم تصفّح فرص الاستثمار.',
};

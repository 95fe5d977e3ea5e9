import type { PageLanguage } from './html';

// The identity provider's own pages carry their own texts, as a real provider would.
export const PAGE_TEXTS = {
  ar: {
    signInTitle: 'تسجيل الدخول إلى سهم',
    signInIntro: 'أدخل اسم المستخدم أو البريد الإلكتروني وكلمة المرور.',
    userName: 'اسم المستخدم أو البريد الإلكتروني',
    password: 'كلمة المرور',
    rememberMe: 'تذكرني',
    signIn: 'تسجيل الدخول',
    invalidCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
    lockedOut: 'أُقفل الحساب بعد محاولات دخول خاطئة. انتظر قليلًا ثم حاول مرة أخرى.',
    tooManyAttempts: 'محاولات دخول فاشلة كثيرة من هذا الجهاز. حاول مرة أخرى بعد دقيقة.',
    notAllowed:
      'لا يُسمح لهذا الحساب بالدخول: إما أنه غير نشط وإما أن بريده الإلكتروني لم يُؤكَّد بعد.',
    twoFactorRequired:
      'يتطلب هذا الحساب خطوة تحقق ثانية لا تتيحها صفحة الدخول هذه. تواصل مع الدعم لتسجيل الدخول.',
    tenant: 'الجهة',
    hostTenant: 'غير محددة',
    signingOut: 'جارٍ تسجيل الخروج…',
    signOut: 'تسجيل الخروج',
    signedOut: 'تم تسجيل الخروج',
    manageTitle: 'حسابي',
    manageIntro: 'هذه بيانات حسابك لدى مزود الهوية.',
    backToPortal: 'العودة إلى سهم',
    errorTitle: 'تعذّر إكمال الطلب',
    email: 'البريد الإلكتروني',
    name: 'الاسم',
    notSignedIn: 'لم تسجّل الدخول لدى مزود الهوية.',
  },
  en: {
    signInTitle: 'Sign in to Sahm',
    signInIntro: 'Enter your user name or email address and your password.',
    userName: 'User name or email address',
    password: 'Password',
    rememberMe: 'Remember me',
    signIn: 'Sign in',
    invalidCredentials: 'Invalid user name or password.',
    lockedOut:
      'The account is locked after failed sign-in attempts. Please wait a while and try again.',
    tooManyAttempts: 'Too many failed sign-in attempts from this device. Try again in a minute.',
    notAllowed:
      'This account is not allowed to sign in: it is inactive or its email address is not confirmed yet.',
    twoFactorRequired:
      'This account needs a second verification step, which this sign-in page does not offer. Contact support to sign in.',
    tenant: 'Tenant',
    hostTenant: 'Not selected',
    signingOut: 'Signing out…',
    signOut: 'Sign out',
    signedOut: 'Signed out',
    manageTitle: 'My account',
    manageIntro: 'These are your account details at the identity provider.',
    backToPortal: 'Back to Sahm',
    errorTitle: 'The request could not be completed',
    email: 'Email address',
    name: 'Name',
    notSignedIn: 'You are not signed in at the identity provider.',
  },
} satisfies Record<PageLanguage, Record<string, string>>;

export type PageTexts = (typeof PAGE_TEXTS)['en'];

/** Picks the page language from ui_locales, the ASP.NET culture cookie, then Arabic (the product default). */
export function pickPageLanguage(
  uiLocales: unknown,
  cookieHeader: string | undefined,
): PageLanguage {
  const requested = typeof uiLocales === 'string' ? uiLocales.split(' ')[0] : undefined;
  if (requested === 'en' || requested === 'ar') return requested;
  const culture = /(?:^|;\s*)\.AspNetCore\.Culture=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  const uiCulture = culture ? /uic=([a-z]{2})/.exec(decodeURIComponent(culture))?.[1] : undefined;
  return uiCulture === 'en' ? 'en' : 'ar';
}

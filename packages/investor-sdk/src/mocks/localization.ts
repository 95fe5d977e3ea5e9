import type { InvestorRuleMessage, ValidationMessage } from '../validation/messages';

type KeyOf<T extends string> = T extends `Sahm::${infer Key}` ? Key : never;

/** Keys of the `Sahm` resource the SDK's messages use, without the `Sahm::` prefix. */
export type InvestorLocalizationKey = KeyOf<ValidationMessage> | KeyOf<InvestorRuleMessage>;

export type InvestorLocalizationTexts = Record<InvestorLocalizationKey, string>;

/** English texts of the SDK's message keys; `{0}`, `{1}` are the `[params]` of a message. */
const en: InvestorLocalizationTexts = {
  'Validation:Required': 'This field is required.',
  'Validation:InvalidEmail': 'Please enter a valid email address.',
  'Validation:MinLength': 'Min. {0} characters are required.',
  'Validation:MaxLength': 'Max. {0} characters are allowed.',
  'Validation:Min': 'Min. value should be {0}.',
  'Validation:Max': 'Max. value should be {0}.',
  'Validation:Range': 'The value should be between {0} and {1}.',
  'Validation:InvalidValue': 'This value is not valid.',
  'Validation:InvalidSaudiPhone': 'Invalid Saudi mobile number.',
  'Validation:EnglishLettersAndDigitsOnly': 'Only English letters and digits are allowed.',
  'Validation:EnglishLettersAndSpacesOnly': 'Only English letters and spaces are allowed.',
  'Validation:ArabicLettersAndSpacesOnly': 'Only Arabic letters and spaces are allowed.',
  'Validation:InvalidNumber': 'Invalid number.',
  'Validation:ExactDigits': 'Enter exactly {0} digits.',
  'Validation:InvalidSaudiNationalId': 'Invalid national ID or iqama number.',
  'Validation:NationalIdTypeMismatch':
    'A national ID starts with 1 and an iqama with 2; check the ID type.',
  'Validation:InvalidSaudiIban': 'Invalid Saudi IBAN (SA followed by 22 characters).',
  'Validation:InvalidDate': 'Enter a date as yyyy-MM-dd.',
  'Validation:MinimumAge': 'Investors must be at least {0} years old.',
  'Validation:InvalidMoney': 'Enter an amount with at most two decimals.',
  'Validation:InvalidSorting': 'Cannot sort by {0}.',
  'Validation:MustAcceptTerms': 'You must accept the terms and conditions.',
  'Validation:InvalidVerificationCode': 'The verification code is not valid.',
  'Subscription:BelowMinimum': 'The minimum subscription is {0} SAR.',
  'Subscription:AboveMaximum': 'You can subscribe at most {0} SAR more in this opportunity.',
  'Subscription:NotMultipleOfStep': 'The amount must be a multiple of {0} SAR.',
  'Subscription:ExceedsRemaining': 'Only {0} SAR remain in this opportunity.',
  'Subscription:InsufficientBalance': 'Your wallet balance ({0} SAR) is not enough.',
  'Subscription:OpportunityNotOpen': 'This opportunity is not open for subscription.',
  'Subscription:IdempotencyKeyRequired':
    'A subscription must carry an Idempotency-Key header holding a UUID.',
  'Subscription:IdempotencyKeyReused':
    'This request key was already used for a different subscription; review it again.',
  'Investor:RegistrationRequired': 'Complete your registration first.',
  'Registration:StepRequired': 'Complete this registration step first.',
  'Registration:NationalIdAlreadyRegistered': 'This ID number is already registered.',
  'Terms:VersionMismatch': 'The terms and conditions changed; accept version {0}.',
  'BankAccount:DuplicateIban': 'This IBAN is already in your bank accounts.',
};

/** Arabic texts; the compiler insists every English key is here. */
const ar: InvestorLocalizationTexts = {
  'Validation:Required': 'هذا الحقل مطلوب.',
  'Validation:InvalidEmail': 'يرجى إدخال بريد إلكتروني صحيح.',
  'Validation:MinLength': 'الحد الأدنى {0} أحرف.',
  'Validation:MaxLength': 'الحد الأقصى {0} حرفًا.',
  'Validation:Min': 'أقل قيمة مسموحة هي {0}.',
  'Validation:Max': 'أعلى قيمة مسموحة هي {0}.',
  'Validation:Range': 'يجب أن تكون القيمة بين {0} و{1}.',
  'Validation:InvalidValue': 'هذه القيمة غير صالحة.',
  'Validation:InvalidSaudiPhone': 'رقم الجوال السعودي غير صحيح.',
  'Validation:EnglishLettersAndDigitsOnly': 'يُسمح بالحروف الإنجليزية والأرقام فقط.',
  'Validation:EnglishLettersAndSpacesOnly': 'يُسمح بالحروف الإنجليزية والمسافات فقط.',
  'Validation:ArabicLettersAndSpacesOnly': 'يُسمح بالحروف العربية والمسافات فقط.',
  'Validation:InvalidNumber': 'رقم غير صحيح.',
  'Validation:ExactDigits': 'أدخل {0} أرقام بالضبط.',
  'Validation:InvalidSaudiNationalId': 'رقم الهوية الوطنية أو الإقامة غير صحيح.',
  'Validation:NationalIdTypeMismatch':
    'رقم الهوية الوطنية يبدأ بـ 1 ورقم الإقامة يبدأ بـ 2؛ تحقق من نوع الهوية.',
  'Validation:InvalidSaudiIban': 'رقم الآيبان السعودي غير صحيح (SA متبوعًا بـ 22 خانة).',
  'Validation:InvalidDate': 'أدخل التاريخ بالصيغة yyyy-MM-dd.',
  'Validation:MinimumAge': 'يجب ألا يقل عمر المستثمر عن {0} سنة.',
  'Validation:InvalidMoney': 'أدخل مبلغًا بخانتين عشريتين على الأكثر.',
  'Validation:InvalidSorting': 'لا يمكن الترتيب حسب {0}.',
  'Validation:MustAcceptTerms': 'يجب الموافقة على الشروط والأحكام.',
  'Validation:InvalidVerificationCode': 'رمز التحقق غير صحيح.',
  'Subscription:BelowMinimum': 'الحد الأدنى للاكتتاب {0} ريال.',
  'Subscription:AboveMaximum': 'يمكنك الاكتتاب بحد أقصى {0} ريال إضافية في هذه الفرصة.',
  'Subscription:NotMultipleOfStep': 'يجب أن يكون المبلغ من مضاعفات {0} ريال.',
  'Subscription:ExceedsRemaining': 'المتبقي في هذه الفرصة {0} ريال فقط.',
  'Subscription:InsufficientBalance': 'رصيد محفظتك ({0} ريال) غير كافٍ.',
  'Subscription:OpportunityNotOpen': 'هذه الفرصة غير متاحة للاكتتاب.',
  'Subscription:IdempotencyKeyRequired':
    'يجب أن يحمل طلب الاكتتاب ترويسة Idempotency-Key بمعرّف UUID.',
  'Subscription:IdempotencyKeyReused':
    'استُخدم مفتاح هذا الطلب لاكتتاب مختلف؛ راجع اكتتابك من جديد.',
  'Investor:RegistrationRequired': 'أكمل تسجيلك أولًا.',
  'Registration:StepRequired': 'أكمل خطوة التسجيل هذه أولًا.',
  'Registration:NationalIdAlreadyRegistered': 'رقم الهوية هذا مسجل مسبقًا.',
  'Terms:VersionMismatch': 'تم تحديث الشروط والأحكام؛ وافق على الإصدار {0}.',
  'BankAccount:DuplicateIban': 'رقم الآيبان هذا مضاف مسبقًا إلى حساباتك البنكية.',
};

/** Texts of the `Sahm` resource for the SDK's keys, to merge into the mock backend's localization. */
export const investorLocalization = { en: { Sahm: en }, ar: { Sahm: ar } } as const;

export type MockLanguage = keyof typeof investorLocalization;

/** The request's language as the mock server reads it: English when asked for, else Arabic (SPEC §9). */
export function languageOf(request: Request): MockLanguage {
  return request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'ar';
}

/** Server-side localization of a `Sahm::…` key with `{0}` placeholders, for business errors. */
export function localize(
  language: MockLanguage,
  key: string,
  params: (string | number)[] = [],
): string {
  const texts: Record<string, string> = investorLocalization[language].Sahm;
  const text = texts[key.replace(/^Sahm::/, '')] ?? key;
  return text.replace(/\{(\d+)\}/g, (placeholder, index: string) =>
    String(params[Number(index)] ?? placeholder),
  );
}

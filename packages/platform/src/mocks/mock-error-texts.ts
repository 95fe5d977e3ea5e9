import type { MockCultureName } from './mock-cultures';

/** English messages of the mock backend's errors and mails; `{name}` marks a parameter. */
const en = {
  NotAuthenticated: 'You are not authenticated!',
  NotAuthenticatedDetails:
    'You should be authenticated (sign in) in order to perform this operation.',
  NotAuthorized: 'You are not authorized!',
  NotAuthorizedDetails: 'You are not allowed to perform this operation.',
  EntityNotFound: 'There is no entity {entity} with id = {id}!',
  Concurrency:
    'The data you have submitted has already changed by another user. Discard your changes and try again.',
  ValidationTitle: 'Your request is not valid!',
  ValidationDetails: 'The following errors were detected during validation.',
  Required: 'The {field} field is required.',
  MaxLength: 'The field {field} must be a string with a maximum length of {max}.',
  InvalidEmail: 'The {field} field is not a valid e-mail address.',
  InvalidUserName: "Username '{value}' is invalid, can only contain letters or digits.",
  DuplicateUserName: "Username '{value}' is already taken.",
  DuplicateEmail: "Email '{value}' is already taken.",
  DuplicateRoleName: "Role name '{value}' is already taken.",
  DuplicateTenantName: 'Tenant name already exists: {value}',
  UnknownRole: "Role '{value}' does not exist.",
  PasswordTooShort: 'Passwords must be at least {length} characters.',
  PasswordRequiresDigit: "Passwords must have at least one digit ('0'-'9').",
  PasswordRequiresLower: "Passwords must have at least one lowercase ('a'-'z').",
  PasswordRequiresUpper: "Passwords must have at least one uppercase ('A'-'Z').",
  PasswordRequiresNonAlphanumeric: 'Passwords must have at least one non alphanumeric character.',
  PasswordMismatch: 'Incorrect password.',
  InvalidPageSize: 'The field {field} must be between {min} and {max}.',
  InvalidSorting: 'The sorting "{value}" is not supported.',
  InvalidValue: 'The value of {field} is not valid.',
  UndefinedPermission: "Undefined permission: '{value}'.",
  UndefinedFeature: "Undefined feature: '{value}'.",
  InvalidFeatureValue: "The value '{value}' is not valid for the feature '{name}'.",
  InvalidProvider: "The provider '{value}' is not supported here.",
  StaticRoleRenaming: 'Static roles can not be renamed.',
  StaticRoleDeletion: 'Static roles can not be deleted.',
  UserSelfDeletion: 'You can not delete your own account!',
  SelfRegistrationDisabled: 'Self user registration is disabled!',
  InvalidToken: 'The password reset link is invalid or has expired. Ask for a new one.',
  PasswordResetSubject: 'Reset your password',
};

export type MockErrorKey = keyof typeof en;

/** Arabic messages; the compiler insists every English key is here. */
const ar: Record<MockErrorKey, string> = {
  NotAuthenticated: 'لم تسجّل الدخول!',
  NotAuthenticatedDetails: 'يجب أن تسجّل الدخول لتنفيذ هذه العملية.',
  NotAuthorized: 'ليست لديك صلاحية!',
  NotAuthorizedDetails: 'غير مسموح لك بتنفيذ هذه العملية.',
  EntityNotFound: 'لا يوجد كيان {entity} بالمعرّف {id}!',
  Concurrency: 'غيّر مستخدم آخر هذه البيانات بعد أن فتحتها. تجاهل تغييراتك وحاول مرة أخرى.',
  ValidationTitle: 'طلبك غير صالح!',
  ValidationDetails: 'وُجدت الأخطاء التالية أثناء التحقق.',
  Required: 'حقل {field} مطلوب.',
  MaxLength: 'يجب ألا يزيد طول {field} على {max} حرفًا.',
  InvalidEmail: 'حقل {field} ليس بريدًا إلكترونيًا صالحًا.',
  InvalidUserName: "اسم المستخدم '{value}' غير صالح، يُسمح بالحروف والأرقام فقط.",
  DuplicateUserName: "اسم المستخدم '{value}' مستخدم من قبل.",
  DuplicateEmail: "البريد الإلكتروني '{value}' مستخدم من قبل.",
  DuplicateRoleName: "اسم الدور '{value}' مستخدم من قبل.",
  DuplicateTenantName: 'يوجد مستأجر بهذا الاسم: {value}',
  UnknownRole: "الدور '{value}' غير موجود.",
  PasswordTooShort: 'يجب ألا تقل كلمة المرور عن {length} أحرف.',
  PasswordRequiresDigit: "يجب أن تحتوي كلمة المرور على رقم واحد على الأقل ('0'-'9').",
  PasswordRequiresLower: "يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل ('a'-'z').",
  PasswordRequiresUpper: "يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل ('A'-'Z').",
  PasswordRequiresNonAlphanumeric:
    'يجب أن تحتوي كلمة المرور على رمز واحد على الأقل ليس حرفًا ولا رقمًا.',
  PasswordMismatch: 'كلمة المرور غير صحيحة.',
  InvalidPageSize: 'يجب أن تكون قيمة {field} بين {min} و{max}.',
  InvalidSorting: 'الترتيب "{value}" غير مدعوم.',
  InvalidValue: 'قيمة {field} غير صالحة.',
  UndefinedPermission: "الصلاحية '{value}' غير معرّفة.",
  UndefinedFeature: "الميزة '{value}' غير معرّفة.",
  InvalidFeatureValue: "القيمة '{value}' غير صالحة للميزة '{name}'.",
  InvalidProvider: "المزوّد '{value}' غير مدعوم هنا.",
  StaticRoleRenaming: 'لا يمكن إعادة تسمية الأدوار الثابتة.',
  StaticRoleDeletion: 'لا يمكن حذف الأدوار الثابتة.',
  UserSelfDeletion: 'لا يمكنك حذف حسابك!',
  SelfRegistrationDisabled: 'التسجيل الذاتي للمستخدمين معطّل!',
  InvalidToken: 'رابط إعادة تعيين كلمة المرور غير صالح أو انتهت صلاحيته. اطلب رابطًا جديدًا.',
  PasswordResetSubject: 'إعادة تعيين كلمة المرور',
};

/** Names of the fields the messages above mention, by camelCase member name. */
const fieldLabels = {
  en: {
    userName: 'User name',
    email: 'Email',
    emailAddress: 'Email address',
    password: 'Password',
    newPassword: 'New password',
    currentPassword: 'Current password',
    name: 'Name',
    surname: 'Surname',
    phoneNumber: 'Phone number',
    adminEmailAddress: 'Admin email address',
    adminPassword: 'Admin password',
    appName: 'App name',
    userId: 'User id',
    resetToken: 'Reset token',
    providerName: 'Provider name',
    providerKey: 'Provider key',
    skipCount: 'SkipCount',
    maxResultCount: 'MaxResultCount',
  },
  ar: {
    userName: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    emailAddress: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    currentPassword: 'كلمة المرور الحالية',
    name: 'الاسم',
    surname: 'اسم العائلة',
    phoneNumber: 'رقم الجوال',
    adminEmailAddress: 'البريد الإلكتروني للمدير',
    adminPassword: 'كلمة مرور المدير',
    appName: 'اسم التطبيق',
    userId: 'معرّف المستخدم',
    resetToken: 'رمز إعادة التعيين',
    providerName: 'اسم المزوّد',
    providerKey: 'مفتاح المزوّد',
    skipCount: 'SkipCount',
    maxResultCount: 'MaxResultCount',
  },
} satisfies Record<MockCultureName, Record<string, string>>;

export type MockFieldName = keyof (typeof fieldLabels)['en'];

export type MockTextParams = Partial<Record<string, string | number>>;

/** A message in the caller's culture with its `{name}` parameters filled; `field` is a member name, shown by its label. */
export function mockText(
  culture: MockCultureName,
  key: MockErrorKey,
  params: MockTextParams = {},
): string {
  const texts = culture === 'en' ? en : ar;
  const labels: Record<string, string> = fieldLabels[culture];
  return texts[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (name === 'field' && typeof value === 'string') return labels[value] ?? value;
    return value === undefined ? '' : String(value);
  });
}

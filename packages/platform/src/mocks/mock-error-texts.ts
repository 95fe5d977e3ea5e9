import type { MockCultureName } from './mock-cultures';

/**
 * English messages of the mock backend's errors and mails; `{name}` marks a parameter. Each is
 * ABP's own sentence, from the resource named above its group, so the sandbox says what ABP says.
 */
const en = {
  // framework/src/Volo.Abp.ExceptionHandling/…/ExceptionHandling/Localization/en.json
  InternalError: 'An internal error occurred during your request!',
  EntityNotFound: 'There is no entity {entity} with id = {id}!',
  Concurrency:
    "The data you have submitted has already changed by another user/client. Please discard the changes you've done and try from the beginning.",
  ValidationTitle: 'Your request is not valid!',
  ValidationDetails: 'The following errors were detected during validation.',
  // framework/src/Volo.Abp.Validation/…/Validation/Localization/en.json (DataAnnotations' sentences)
  Required: 'The {field} field is required.',
  MaxLength: 'The field {field} must be a string with a maximum length of {max}.',
  MaxLengthArray:
    "The field {field} must be a string or array type with a maximum length of '{max}'.",
  InvalidEmail: 'The {field} field is not a valid e-mail address.',
  Range: 'The field {field} must be between {min} and {max}.',
  InvalidValue: 'The field {field} is invalid.',
  // ASP.NET Core's ModelBindingMessageProvider.AttemptedValueIsInvalid, which ABP does not localize.
  AttemptedValueIsInvalid: "The value '{value}' is not valid for {field}.",
  // framework/src/Volo.Abp.Ddd.Application.Contracts/…/Resources/AbpDdd/en.json
  MaxResultCountExceeded:
    '{field} can not be more than {max}! Increase {type}.{property} on the server side to allow more results.',
  // modules/identity/src/Volo.Abp.Identity.Domain.Shared/…/Identity/Localization/en.json
  InvalidUserName: "Username '{value}' is invalid, can only contain letters or digits.",
  InvalidEmailIdentity: "Email '{value}' is invalid.",
  DuplicateUserName: "Username '{value}' is already taken.",
  DuplicateEmail: "Email '{value}' is already taken.",
  DuplicateRoleName: "Role name '{value}' is already taken.",
  PasswordTooShort: 'Passwords must be at least {length} characters.',
  PasswordRequiresDigit: "Passwords must have at least one digit ('0'-'9').",
  PasswordRequiresLower: "Passwords must have at least one lowercase ('a'-'z').",
  PasswordRequiresUpper: "Passwords must have at least one uppercase ('A'-'Z').",
  PasswordRequiresNonAlphanumeric: 'Passwords must have at least one non alphanumeric character.',
  PasswordMismatch: 'Incorrect password.',
  InvalidToken: 'Invalid token.',
  UserSelfDeletion: 'You can not delete your own account!',
  StaticRoleRenaming: 'Static roles can not be renamed.',
  StaticRoleDeletion: 'Static roles can not be deleted.',
  // modules/tenant-management/src/Volo.Abp.TenantManagement.Domain.Shared/…/Resources/en.json
  DuplicateTenantName: 'Tenant name already exist: {value}',
  // modules/account/src/Volo.Abp.Account.Application.Contracts/…/Resources/en.json
  SelfRegistrationDisabled:
    'Self-registration is disabled for this application. Please contact the application administrator to register a new user.',
  UnknownEmailAddress: 'Can not find the given email address: {value}',
  // The mock's own refusals and mails, which copy no ABP sentence.
  UndefinedPermission: "Undefined permission: '{value}'.",
  UndefinedFeature: "Undefined feature: '{value}'.",
  InvalidFeatureValue: "The value '{value}' is not valid for the feature '{name}'.",
  PasswordResetSubject: 'Reset your password',
};

export type MockErrorKey = keyof typeof en;

/** Arabic messages: ABP's Arabic resources (ar.json beside each en.json above); the compiler insists every key is here. */
const ar: Record<MockErrorKey, string> = {
  InternalError: 'حدث خطأ داخلي أثناء طلبك!',
  EntityNotFound: 'لا يوجد كيان {entity} بالمعرف = {id}!',
  Concurrency:
    'تم تغيير البيانات التي قدمتها بالفعل من قبل مستخدم/عميل آخر. يرجى تجاهل التغييرات التي قمت بها والمحاولة من البداية.',
  ValidationTitle: 'طلبك غير صحيح!',
  ValidationDetails: 'تم الكشف عن الأخطاء التالية أثناء التحقق .',
  Required: 'الحقل {field} إجباري.',
  MaxLength: 'يجب أن يكون الحقل {field} سلسلة أحرف طولها كحد أقصى {max}.',
  MaxLengthArray: "يجب أن يكون الحقل {field} عبارة عن سلسلة أو صفيف طوله '{max}' كحد أقصى.",
  InvalidEmail: 'الحقل {field} لا يمثل عنوان بريد إلكتروني صالح.',
  Range: 'يجب أن يكون الحقل {field} بين {min} و {max}.',
  InvalidValue: 'الحقل {field} غير صالح.',
  AttemptedValueIsInvalid: "The value '{value}' is not valid for {field}.",
  MaxResultCountExceeded:
    'لا يمكن أن يكون {field} أكثر من {max}! قم بزيادة{type}. {property} على الخادم للسماح بمزيد من النتائج.',
  InvalidUserName: "اسم المستخدم '{value}' غير صالح ، يمكن أن يحتوي على أحرف أو أرقام فقط.",
  InvalidEmailIdentity: "البريد الإلكتروني '{value}' غير صالح.",
  DuplicateUserName: "اسم المستخدم '{value}' مأخوذ بالفعل.",
  DuplicateEmail: "البريد الإلكتروني '{value}' مستخدم بالفعل.",
  DuplicateRoleName: "اسم الدور '{value}' مأخوذ بالفعل.",
  PasswordTooShort: 'يجب أن تتكون كلمات المرور من {length} حرف على الأقل.',
  PasswordRequiresDigit: "يجب أن تحتوي كلمات المرور على رقم واحد على الأقل ('0' - '9').",
  PasswordRequiresLower: "يجب أن تحتوي كلمات المرور على حرف صغير واحد على الأقل ('a' - 'z').",
  PasswordRequiresUpper: "يجب أن تحتوي كلمات المرور على حرف كبير واحد على الأقل ('A' - 'Z').",
  PasswordRequiresNonAlphanumeric:
    'يجب أن تحتوي كلمات المرور على حرف واحد غير أبجدي رقمي على الأقل.',
  PasswordMismatch: 'كلمة مرور غير صحيحة.',
  InvalidToken: 'غير صالح token.',
  UserSelfDeletion: 'لا يمكنك حذف حسابك الخاص!',
  StaticRoleRenaming: 'لا يمكن إعادة تسمية الأدوار الثابتة.',
  StaticRoleDeletion: 'لا يمكن حذف الأدوار الثابتة.',
  // ABP's Arabic tenant-management resource has no such text: its localization falls back to English.
  DuplicateTenantName: 'Tenant name already exist: {value}',
  SelfRegistrationDisabled:
    'تم تعطيل التسجيل الذاتي لهذا التطبيق. يرجى الاتصال بمسؤول التطبيق لتسجيل مستخدم جديد.',
  UnknownEmailAddress: 'لا يمكن العثور على عنوان البريد الإلكتروني المحدد: {value}',
  UndefinedPermission: "الصلاحية '{value}' غير معرّفة.",
  UndefinedFeature: "الميزة '{value}' غير معرّفة.",
  InvalidFeatureValue: "القيمة '{value}' غير صالحة للميزة '{name}'.",
  PasswordResetSubject: 'إعادة تعيين كلمة المرور',
};

/** A camelCase member (`userName`, `address.postalCode`). */
export type MockFieldName = string;

export type MockTextParams = Partial<Record<string, string | number>>;

/**
 * The name DataAnnotations put in a message: the property's own name, since ABP's stock modules
 * give their DTOs no display names (AbpDataAnnotationAutoLocalizationMetadataDetailsProvider).
 */
export function propertyName(member: string): string {
  const last = member.split('.').pop() ?? member;
  return last.charAt(0).toUpperCase() + last.slice(1);
}

/** A message in the caller's culture with its `{name}` parameters filled; `field` is a member name, shown as its property. */
export function mockText(
  culture: MockCultureName,
  key: MockErrorKey,
  params: MockTextParams = {},
): string {
  const texts = culture === 'en' ? en : ar;
  return texts[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (name === 'field' && typeof value === 'string') return propertyName(value);
    return value === undefined ? '' : String(value);
  });
}

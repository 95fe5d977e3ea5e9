import type { MockLanguage } from './localization';

/**
 * ABP's own sentences the investor backend answers with, in English and Arabic as ABP's resource
 * files have them: framework/src/Volo.Abp.ExceptionHandling/…/Localization, Volo.Abp.Validation
 * (DataAnnotations' sentences) and Volo.Abp.Ddd.Application.Contracts (AbpDdd). `{0}`… are filled
 * in order, as string.Format does.
 */
const en = {
  InternalServerErrorMessage: 'An internal error occurred during your request!',
  ValidationErrorMessage: 'Your request is not valid!',
  ValidationNarrativeErrorMessageTitle: 'The following errors were detected during validation.',
  Required: 'The {0} field is required.',
  Range: 'The field {0} must be between {1} and {2}.',
  MaxLength: "The field {0} must be a string or array type with a maximum length of '{1}'.",
  MaxResultCountExceededExceptionMessage:
    '{0} can not be more than {1}! Increase {2}.{3} on the server side to allow more results.',
  // ASP.NET Core's ModelBindingMessageProvider.AttemptedValueIsInvalid, which ABP does not localize.
  AttemptedValueIsInvalid: "The value '{0}' is not valid for {1}.",
};

export type AbpSentence = keyof typeof en;

const ar: Record<AbpSentence, string> = {
  InternalServerErrorMessage: 'حدث خطأ داخلي أثناء طلبك!',
  ValidationErrorMessage: 'طلبك غير صحيح!',
  ValidationNarrativeErrorMessageTitle: 'تم الكشف عن الأخطاء التالية أثناء التحقق .',
  Required: 'الحقل {0} إجباري.',
  Range: 'يجب أن يكون الحقل {0} بين {1} و {2}.',
  MaxLength: "يجب أن يكون الحقل {0} عبارة عن سلسلة أو صفيف طوله '{1}' كحد أقصى.",
  MaxResultCountExceededExceptionMessage:
    'لا يمكن أن يكون {0} أكثر من {1}! قم بزيادة{2}. {3} على الخادم للسماح بمزيد من النتائج.',
  AttemptedValueIsInvalid: "The value '{0}' is not valid for {1}.",
};

export function abpSentence(
  language: MockLanguage,
  key: AbpSentence,
  ...args: (string | number)[]
): string {
  const text = (language === 'en' ? en : ar)[key];
  return text.replace(/\{(\d+)\}/g, (placeholder, index: string) =>
    String(args[Number(index)] ?? placeholder),
  );
}

/** The property name DataAnnotations put in a message (`skipCount` → `SkipCount`). */
export const propertyName = (member: string) =>
  `${member.charAt(0).toUpperCase()}${member.slice(1)}`;

/** The BFF's own refusals; the SPA tells them apart by `error.code`. */
export type BffErrorKind =
  | 'csrf'
  | 'sessionEnded'
  | 'providerUnreachable'
  | 'apiUnreachable'
  | 'tooLarge'
  | 'notFound'
  | 'internal';

const ERRORS: Record<BffErrorKind, { status: number; code: string; ar: string; en: string }> = {
  csrf: {
    status: 403,
    code: 'Sahm.Bff:CrossSiteRequestRefused',
    ar: 'رُفض الطلب لأنه لم يصدر عن صفحات البوابة.',
    en: 'The request was refused: it did not come from the portal’s pages.',
  },
  sessionEnded: {
    status: 401,
    code: 'Sahm.Bff:SessionEnded',
    ar: 'انتهت جلستك. يُرجى تسجيل الدخول مجددًا.',
    en: 'Your session has ended. Please sign in again.',
  },
  providerUnreachable: {
    status: 503,
    code: 'Sahm.Bff:IdentityProviderUnreachable',
    ar: 'تعذّر الوصول إلى خدمة تسجيل الدخول. حاول مرة أخرى بعد قليل.',
    en: 'The sign-in service cannot be reached. Try again shortly.',
  },
  apiUnreachable: {
    status: 502,
    code: 'Sahm.Bff:ApiUnreachable',
    ar: 'تعذّر الوصول إلى الخدمة. حاول مرة أخرى بعد قليل.',
    en: 'The service cannot be reached. Try again shortly.',
  },
  tooLarge: {
    status: 413,
    code: 'Sahm.Bff:RequestTooLarge',
    ar: 'الطلب أكبر من المسموح به.',
    en: 'The request is larger than allowed.',
  },
  notFound: {
    status: 404,
    code: 'Sahm.Bff:NotFound',
    ar: 'المورد غير موجود.',
    en: 'Resource not found!',
  },
  internal: {
    status: 500,
    code: 'Sahm.Bff:InternalError',
    ar: 'حدث خطأ داخلي أثناء معالجة طلبك.',
    // ABP's own text for an unexpected error (AbpExceptionToErrorInfoConverter).
    en: 'An internal error occurred during your request!',
  },
};

export type Language = 'ar' | 'en';

/** Arabic unless the caller prefers English (the portal's default language is Arabic). */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...parameters] = entry.trim().toLowerCase().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { language: tag.split('-')[0], weight: q === undefined ? 1 : Number(q) };
    })
    .filter(({ language, weight }) => (language === 'ar' || language === 'en') && weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return ranked[0]?.language === 'en' ? 'en' : 'ar';
}

/**
 * A refusal in ABP's format (HTTP contract §13): `RemoteServiceErrorResponse` JSON and the
 * `_AbpErrorFormat` header, as ABP's AbpExceptionHandlingMiddleware writes it, so the SPA handles
 * it like any ABP error.
 */
export function abpErrorResponse(
  kind: BffErrorKind,
  language: Language,
  headers: HeadersInit = {},
): Response {
  const error = ERRORS[kind];
  const response = Response.json(
    {
      error: {
        code: error.code,
        message: error[language],
        details: null,
        data: null,
        validationErrors: null,
      },
    },
    { status: error.status, headers },
  );
  response.headers.set('_AbpErrorFormat', 'true');
  return response;
}

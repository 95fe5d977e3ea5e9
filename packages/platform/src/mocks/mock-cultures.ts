export type MockCultureName = 'ar' | 'en';

const dateTimeFormat = {
  calendarAlgorithmType: 'SolarCalendar',
  dateTimeFormatLong: 'dddd, d MMMM yyyy',
  shortDatePattern: 'yyyy-MM-dd',
  fullDateTimePattern: 'dddd, d MMMM yyyy h:mm:ss tt',
  dateSeparator: '-',
  shortTimePattern: 'h:mm tt',
  longTimePattern: 'h:mm:ss tt',
};

/** `CurrentCultureDto` per supported culture (contract §2.2). */
export const MOCK_CULTURES = {
  ar: {
    displayName: 'العربية',
    englishName: 'Arabic',
    threeLetterIsoLanguageName: 'ara',
    twoLetterIsoLanguageName: 'ar',
    isRightToLeft: true,
    cultureName: 'ar',
    name: 'ar',
    nativeName: 'العربية',
    dateTimeFormat,
  },
  en: {
    displayName: 'English',
    englishName: 'English',
    threeLetterIsoLanguageName: 'eng',
    twoLetterIsoLanguageName: 'en',
    isRightToLeft: false,
    cultureName: 'en',
    name: 'en',
    nativeName: 'English',
    dateTimeFormat,
  },
} as const;

/** `LanguageInfo[]` offered by the backend. */
export const MOCK_LANGUAGES = [
  {
    cultureName: 'ar',
    uiCultureName: 'ar',
    displayName: 'العربية',
    twoLetterISOLanguageName: 'ar',
    flagIcon: null,
  },
  {
    cultureName: 'en',
    uiCultureName: 'en',
    displayName: 'English',
    twoLetterISOLanguageName: 'en',
    flagIcon: null,
  },
];

/** Arabic unless the caller asks for English (Accept-Language or cultureName). */
export function resolveMockCulture(requested: string | null | undefined): MockCultureName {
  return requested?.trim().toLowerCase().startsWith('en') ? 'en' : 'ar';
}

/** Scripts written right to left (what .NET's `TextInfo.IsRightToLeft` answers for them). */
const RIGHT_TO_LEFT_SCRIPTS = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Nkoo',
  'Rohg',
  'Syrc',
  'Thaa',
]);

/** `CurrentCultureDto` (contract §2.2). */
export interface CurrentCultureDto {
  displayName: string;
  englishName: string;
  threeLetterIsoLanguageName: string | null;
  twoLetterIsoLanguageName: string;
  isRightToLeft: boolean;
  cultureName: string;
  name: string;
  nativeName: string;
  dateTimeFormat: typeof dateTimeFormat;
}

export interface RequestedCulture {
  /** Whose texts answer: the culture's language, else the resources' default culture (English). */
  texts: MockCultureName;
  currentCulture: CurrentCultureDto;
}

/**
 * A `cultureName` as ABP's AbpApplicationLocalizationAppService takes it: null when it names no
 * culture (`CultureHelper.IsValidCultureCode`); otherwise that culture, even one the backend has no
 * texts in, whose texts are then the resources' default culture's (`includeParentCultures`).
 */
export function requestedCulture(cultureName: string): RequestedCulture | null {
  let canonical: string;
  try {
    [canonical = ''] = Intl.getCanonicalLocales(cultureName);
  } catch {
    return null;
  }
  if (canonical === '') return null;
  const locale = new Intl.Locale(canonical);
  const texts: MockCultureName = locale.language === 'ar' ? 'ar' : 'en';
  if (canonical === 'ar' || canonical === 'en') {
    return { texts, currentCulture: MOCK_CULTURES[canonical] };
  }
  const nativeName = new Intl.DisplayNames([canonical], { type: 'language' }).of(canonical);
  const englishName = new Intl.DisplayNames(['en'], { type: 'language' }).of(canonical);
  const known = locale.language === 'ar' || locale.language === 'en';
  return {
    texts,
    currentCulture: {
      displayName: nativeName ?? canonical,
      englishName: englishName ?? canonical,
      // Only the sandbox's own languages have one here; the client never reads it.
      threeLetterIsoLanguageName: known ? MOCK_CULTURES[texts].threeLetterIsoLanguageName : null,
      twoLetterIsoLanguageName: locale.language,
      isRightToLeft: RIGHT_TO_LEFT_SCRIPTS.has(locale.maximize().script ?? ''),
      cultureName: canonical,
      name: canonical,
      nativeName: nativeName ?? canonical,
      dateTimeFormat,
    },
  };
}

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

import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

const SAUDI_IBAN_PATTERN = /^SA\d{4}[0-9A-Z]{18}$/;

/** Bank codes (IBAN characters 5–6) of the main Saudi banks, for a default bank name. */
const SAUDI_BANKS: Record<string, { en: string; ar: string }> = {
  '05': { en: 'Alinma Bank', ar: 'مصرف الإنماء' },
  '10': { en: 'Saudi National Bank', ar: 'البنك الأهلي السعودي' },
  '15': { en: 'Bank AlBilad', ar: 'بنك البلاد' },
  '20': { en: 'Riyad Bank', ar: 'بنك الرياض' },
  '30': { en: 'Arab National Bank', ar: 'البنك العربي الوطني' },
  '45': { en: 'Saudi Awwal Bank', ar: 'البنك السعودي الأول' },
  '55': { en: 'Banque Saudi Fransi', ar: 'البنك السعودي الفرنسي' },
  '60': { en: 'Bank AlJazira', ar: 'بنك الجزيرة' },
  '65': { en: 'Saudi Investment Bank', ar: 'البنك السعودي للاستثمار' },
  '80': { en: 'Al Rajhi Bank', ar: 'مصرف الراجحي' },
};

/** Uppercase without spaces: the form the API stores and compares. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** SA, two check digits, a two-digit bank code and 18 account characters, passing ISO 13616 mod-97. */
export function isValidSaudiIban(value: string): boolean {
  const iban = normalizeIban(value);
  return SAUDI_IBAN_PATTERN.test(iban) && isValidIBAN(iban);
}

/** The bank a Saudi IBAN belongs to, when its bank code is a known one. */
export function saudiBankOfIban(value: string): { en: string; ar: string } | null {
  const iban = normalizeIban(value);
  return isValidSaudiIban(iban) ? (SAUDI_BANKS[iban.slice(4, 6)] ?? null) : null;
}

import {
  DEFAULT_LANGUAGE,
  STORAGE_KEYS,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '../constants';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

/** The stored `currentLang`, or the default when none (or an unknown one) is stored (SPEC §3). */
export function readCurrentLanguage(storage: Storage = localStorage): SupportedLanguage {
  const stored = storage.getItem(STORAGE_KEYS.currentLanguage);
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

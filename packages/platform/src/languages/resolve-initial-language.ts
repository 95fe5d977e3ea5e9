import { DEFAULT_LANGUAGE, STORAGE_KEYS, type SupportedLanguage } from '../constants';
import { isSupportedLanguage } from './language-storage';

export type InitialLanguageDecision =
  | { status: 'ready'; language: SupportedLanguage }
  /** The page is reloading; the caller stops booting. */
  | { status: 'reloading' };

/** First visit (no usable `currentLang`): store Arabic and reload (SPEC §4). */
export function resolveInitialLanguage(
  storage: Storage,
  reload: () => void,
): InitialLanguageDecision {
  const stored = storage.getItem(STORAGE_KEYS.currentLanguage);
  if (isSupportedLanguage(stored)) return { status: 'ready', language: stored };
  storage.setItem(STORAGE_KEYS.currentLanguage, DEFAULT_LANGUAGE);
  reload();
  return { status: 'reloading' };
}

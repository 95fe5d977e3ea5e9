import { STORAGE_KEYS } from '../constants';
import type { ApplicationConfiguration } from '../config/application-configuration-schema';
import type { SessionStore } from '../session/session-store';
import { applyDocumentLanguage } from './apply-document-language';
import { writeCultureCookie } from './culture-cookie';

export interface SwitchLanguageOptions {
  /** Refetches application-configuration in the new language and answers it. */
  refreshConfiguration: () => Promise<Pick<ApplicationConfiguration, 'localization'>>;
  reload: () => void;
  storage?: Storage;
  /** Also keeps `abpSession.language` in step when given. */
  session?: SessionStore;
}

/** Stores the language, sets the culture cookie, refreshes configuration, applies lang/dir, reloads (SPEC §4). */
export async function switchLanguage(
  language: string,
  { refreshConfiguration, reload, storage = localStorage, session }: SwitchLanguageOptions,
): Promise<void> {
  storage.setItem(STORAGE_KEYS.currentLanguage, language);
  session?.update({ language });
  writeCultureCookie(language);
  const { localization } = await refreshConfiguration();
  applyDocumentLanguage(
    localization.currentCulture.cultureName,
    localization.currentCulture.isRightToLeft,
  );
  reload();
}

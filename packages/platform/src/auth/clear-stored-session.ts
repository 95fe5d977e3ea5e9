import { STORAGE_KEYS } from '../constants';
import { forgetSignedInPeople } from '../session/per-user-state';

/**
 * Logout removes every SPEC §3 key and oidc-client-ts's own entries. The language survives
 * (`currentLang`, and `language` inside `abpSession`): it is not personal data, and dropping it
 * would flip the next visitor's page to Arabic mid-logout (docs/adr/0032).
 */
export function clearStoredSession(storage: Storage): void {
  const language = readSessionLanguage(storage.getItem(STORAGE_KEYS.session));
  forgetSignedInPeople(storage);
  for (const key of [
    STORAGE_KEYS.userLastAction,
    STORAGE_KEYS.session,
    STORAGE_KEYS.passwordFlow,
    STORAGE_KEYS.oAuthClientId,
  ]) {
    storage.removeItem(key);
  }
  const oidcKeys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith('oidc.')) oidcKeys.push(key);
  }
  oidcKeys.forEach((key) => storage.removeItem(key));
  if (language) {
    storage.setItem(STORAGE_KEYS.session, JSON.stringify({ language, tenant: null }));
  }
}

function readSessionLanguage(raw: string | null): string | null {
  try {
    const language = (JSON.parse(raw ?? 'null') as { language?: unknown } | null)?.language;
    return typeof language === 'string' ? language : null;
  } catch {
    return null;
  }
}

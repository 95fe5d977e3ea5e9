import { splitValidationMessage, type Localize } from '@sahm/platform';
import * as texts from './texts';

type TextKey = keyof typeof texts.en;

/**
 * A validation message (`Key[p1,p2]`, SPEC §5) in the user's language. The kit's own texts back
 * the localization up, so messages read well even where the resource lacks them; a message
 * without `::` is a server text and shown as is.
 */
export function localizeValidationMessage(t: Localize, language: string, message: string): string {
  const { key, params } = splitValidationMessage(message);
  const text = t(key, ...params);
  const bare = key.slice(key.indexOf('::') + 2);
  if (key.includes('::') && text === bare) {
    const table: Record<TextKey, string> = language === 'ar' ? texts.ar : texts.en;
    const fallback = table[bare as TextKey];
    if (fallback !== undefined) {
      return fallback.replace(/\{(\d+)\}/g, (placeholder, index: string) =>
        String(params[Number(index)] ?? placeholder),
      );
    }
  }
  return text;
}

import type { LocalTextsByCulture } from '@sahm/platform';

/** One folder's texts (its `texts.ts`), resource Sahm, per culture the portal ships. */
export interface TextModule {
  en: Record<string, string>;
  ar: Record<string, string>;
}

export const PORTAL_RESOURCE = 'Sahm';

/** Several folders' texts as one base layer per culture, under the server's localization. */
export function portalTexts(modules: readonly TextModule[]): LocalTextsByCulture {
  return {
    en: { [PORTAL_RESOURCE]: Object.assign({}, ...modules.map((module) => module.en)) },
    ar: { [PORTAL_RESOURCE]: Object.assign({}, ...modules.map((module) => module.ar)) },
  };
}

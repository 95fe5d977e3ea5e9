import type { ComponentType } from 'react';
import { useLocalization } from '@sahm/platform';
import { PORTAL_RESOURCE, type TextModule } from './text-module';

// Per i18next instance (one per configuration), the text modules already added to it.
const added = new WeakMap<object, Set<TextModule>>();

/**
 * A lazily loaded screen, or part of one (a wizard step), with its texts: they join the current
 * localization before it renders, under the server's texts (no overwrite), once per localization
 * instance. Its props pass through.
 */
export function withScreenTexts<Props extends object>(
  Screen: ComponentType<Props>,
  modules: readonly TextModule[],
): ComponentType<Props> {
  return function ScreenWithTexts(props: Props) {
    const { i18n, language } = useLocalization();
    let done = added.get(i18n);
    if (!done) added.set(i18n, (done = new Set()));
    for (const module of modules) {
      if (done.has(module)) continue;
      // Same cultures as the base layer (PORTAL_TEXTS): another language gets the server's only.
      const texts = (module as unknown as Partial<Record<string, Record<string, string>>>)[
        language
      ];
      // Adding to an i18next store is synchronous and idempotent, so render is a safe place.
      if (texts) i18n.addResourceBundle(language, PORTAL_RESOURCE, texts, true, false);
      done.add(module);
    }
    return <Screen {...props} />;
  };
}

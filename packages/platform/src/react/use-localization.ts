import { useSuspenseQuery } from '@tanstack/react-query';
import type { ApplicationConfiguration } from '../config/application-configuration-schema';
import { applicationLocalizationQueryOptions } from '../i18n/application-localization-query';
import type { ApplicationLocalization } from '../i18n/application-localization-schema';
import { createLocalization, type Localization, type Localize } from '../i18n/create-localization';
import { mergeApplicationLocalization } from '../i18n/merge-application-localization';
import { useApplicationConfiguration } from './use-application-configuration';
import { usePlatformContext } from './platform-context';

export interface LocalizationHandle extends Localization {
  /** Same as `localize`: `t('AbpUi::Login')`, `t('::Menu:Home')`, `t('R::Key', param0, param1)`. */
  t: Localize;
}

// One i18next instance per configuration and texts; the query cache keeps both objects stable.
const cache = new WeakMap<
  ApplicationConfiguration['localization'],
  WeakMap<ApplicationLocalization, LocalizationHandle>
>();

/**
 * Our own context (via the configuration and texts queries) rather than react-i18next's provider:
 * ABP's key grammar lives in `localize`, and a language switch reloads the page anyway. Suspends
 * until the texts of the configuration's culture are loaded (ADR 0310).
 */
export function useLocalization(): LocalizationHandle {
  const { localization } = useApplicationConfiguration();
  const { environment, http, localTexts } = usePlatformContext();
  const { data: texts } = useSuspenseQuery(
    applicationLocalizationQueryOptions(http, localization.currentCulture.cultureName),
  );
  const fallbackResourceName = environment.localization?.defaultResourceName;
  let handles = cache.get(localization);
  if (!handles) {
    handles = new WeakMap();
    cache.set(localization, handles);
  }
  let handle = handles.get(texts);
  if (!handle) {
    const merged = mergeApplicationLocalization(localization, texts);
    const created = createLocalization(
      merged,
      fallbackResourceName,
      localTexts[merged.currentCulture.cultureName],
    );
    handle = { ...created, t: created.localize };
    handles.set(texts, handle);
  }
  return handle;
}

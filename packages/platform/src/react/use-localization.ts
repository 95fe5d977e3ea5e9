import type { ApplicationConfiguration } from '../config/application-configuration-schema';
import { createLocalization, type Localization, type Localize } from '../i18n/create-localization';
import { useApplicationConfiguration } from './use-application-configuration';
import { usePlatformContext } from './platform-context';

export interface LocalizationHandle extends Localization {
  /** Same as `localize`: `t('AbpUi::Login')`, `t('::Menu:Home')`, `t('R::Key', param0, param1)`. */
  t: Localize;
}

// One i18next instance per configuration object; the query cache keeps that object stable.
const cache = new WeakMap<ApplicationConfiguration['localization'], LocalizationHandle>();

/**
 * Our own context (via the configuration query) rather than react-i18next's provider: ABP's key
 * grammar lives in `localize`, and a language switch reloads the page anyway.
 */
export function useLocalization(): LocalizationHandle {
  const { localization } = useApplicationConfiguration();
  const { environment, localTexts } = usePlatformContext();
  const fallbackResourceName = environment.localization?.defaultResourceName;
  let handle = cache.get(localization);
  if (!handle) {
    const created = createLocalization(
      localization,
      fallbackResourceName,
      localTexts[localization.currentCulture.cultureName],
    );
    handle = { ...created, t: created.localize };
    cache.set(localization, handle);
  }
  return handle;
}

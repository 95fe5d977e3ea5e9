import { createInstance, type i18n as I18n } from 'i18next';
import { LOCALIZATION_SEPARATOR, PASS_THROUGH_RESOURCE } from '../constants';
import type { LocalizationConfiguration } from '../config/application-configuration-schema';
import { resolveLocalizationTexts, type LocalizationTexts } from './resolve-localization-texts';

export type LocalizationParam = string | number | null | undefined;

/** Translates `Resource::Key`, `::Key` (default resource) or `_::Key`; `{0}`, `{1}` take `params`. */
export type Localize = (key: string, ...params: LocalizationParam[]) => string;

export interface Localization {
  /** The i18next instance: one namespace per ABP resource, language = current culture. */
  i18n: I18n;
  language: string;
  isRightToLeft: boolean;
  defaultResourceName: string | null;
  localize: Localize;
}

export interface LocalizationSource extends Pick<
  LocalizationConfiguration,
  'values' | 'resources' | 'currentCulture'
> {
  defaultResourceName?: string | null | undefined;
}

/** Builds an i18next instance from application-configuration's `localization` (contract §2.2). */
export function createLocalization(
  localization: LocalizationSource,
  fallbackResourceName?: string,
  /** The application's own texts for this culture: a base layer the server's texts override. */
  localTexts: LocalizationTexts = {},
): Localization {
  const language = localization.currentCulture.cultureName;
  const defaultResourceName = localization.defaultResourceName || fallbackResourceName || null;
  const serverTexts = resolveLocalizationTexts(localization);
  const texts: LocalizationTexts = { ...localTexts };
  for (const [resource, resourceTexts] of Object.entries(serverTexts)) {
    texts[resource] = { ...localTexts[resource], ...resourceTexts };
  }

  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: texts },
    ns: Object.keys(texts),
    defaultNS: defaultResourceName ?? false,
    nsSeparator: LOCALIZATION_SEPARATOR,
    keySeparator: false,
    initAsync: false,
    returnEmptyString: false,
    // ABP texts use {0}; HTML escaping is React's job.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  });

  const localize: Localize = (key, ...params) => {
    const separatorAt = key.indexOf(LOCALIZATION_SEPARATOR);
    if (separatorAt < 0) return key;
    const resourceName = key.slice(0, separatorAt) || defaultResourceName;
    const textKey = key.slice(separatorAt + LOCALIZATION_SEPARATOR.length);
    if (resourceName === PASS_THROUGH_RESOURCE || !resourceName) return textKey;
    // Missing params are left out, so their placeholder stays visible (i18next skipOnVariables).
    const values = Object.fromEntries(
      params.flatMap((param, index) => (param == null ? [] : [[String(index), param]])),
    );
    return i18n.t(textKey, { ns: resourceName, defaultValue: textKey, ...values });
  };

  return {
    i18n,
    language,
    isRightToLeft: localization.currentCulture.isRightToLeft,
    defaultResourceName,
    localize,
  };
}

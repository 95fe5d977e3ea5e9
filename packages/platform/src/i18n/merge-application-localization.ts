import type { LocalizationConfiguration } from '../config/application-configuration-schema';
import type { ApplicationLocalization } from './application-localization-schema';

/**
 * The configuration's `localization` with application-localization's answer laid over it, as ABP's
 * ConfigStateService.getLocalizationAndCombineWithAppState does: the answer's `currentCulture` and
 * resources win. Whatever texts the configuration itself carried stay underneath: `values` (a
 * backend asked to include them) and `resources` the answer does not name (ADR 0310).
 */
export function mergeApplicationLocalization(
  configuration: LocalizationConfiguration,
  answer: ApplicationLocalization,
): LocalizationConfiguration {
  return {
    ...configuration,
    resources: { ...configuration.resources, ...answer.resources },
    currentCulture: answer.currentCulture,
  };
}

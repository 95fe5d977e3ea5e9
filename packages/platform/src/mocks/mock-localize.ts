import { ABP_MODULE_TEXTS, MOCK_LOCALIZATION_TEXTS } from './localization';
import type { MockCultureName } from './mock-cultures';

/**
 * A `Resource::Key` text of the mock localization in one culture: the sandbox's own over ABP's
 * modules' (as application-localization layers them); the key itself when missing.
 */
export function localizeMockText(culture: MockCultureName, resourceAndKey: string): string {
  const [resource = '', key = ''] = resourceAndKey.split('::');
  const texts: Record<string, Record<string, string> | undefined> =
    MOCK_LOCALIZATION_TEXTS[culture];
  return texts[resource]?.[key] ?? ABP_MODULE_TEXTS[culture][resource]?.[key] ?? key;
}

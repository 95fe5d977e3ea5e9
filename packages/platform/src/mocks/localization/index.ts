import {
  ABP_MODULE_BASE_RESOURCES,
  ABP_MODULE_TEXTS,
  type AbpModuleResourceName,
} from './abp-modules';
import { ar } from './ar';
import { en, type MockLocalizationTexts, type MockResourceName } from './en';

export { ar, en, ABP_MODULE_TEXTS };
export type { MockLocalizationTexts, MockResourceName };

export const MOCK_LOCALIZATION_TEXTS: Record<'ar' | 'en', MockLocalizationTexts> = { ar, en };

/** Base resources per resource: ABP's own as its modules declare them, and the product's. */
export const MOCK_BASE_RESOURCES: Record<AbpModuleResourceName | MockResourceName, string[]> = {
  ...ABP_MODULE_BASE_RESOURCES,
  Sahm: ['AbpUi'],
};

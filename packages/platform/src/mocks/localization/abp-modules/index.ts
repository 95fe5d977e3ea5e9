import { abpModuleTextsAr } from './ar';
import { ABP_MODULE_BASE_RESOURCES } from './base-resources';
import { abpModuleTextsEn, type AbpModuleResourceName } from './en';

export { ABP_MODULE_BASE_RESOURCES };
export type { AbpModuleResourceName };

/** ABP's own resources' texts per culture (resource → key → text), under the sandbox's own. */
export const ABP_MODULE_TEXTS: Record<'ar' | 'en', Record<string, Record<string, string>>> = {
  ar: abpModuleTextsAr,
  en: abpModuleTextsEn,
};

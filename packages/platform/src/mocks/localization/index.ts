import { ar } from './ar';
import { en, type MockLocalizationTexts, type MockResourceName } from './en';

export { ar, en };
export type { MockLocalizationTexts, MockResourceName };

export const MOCK_LOCALIZATION_TEXTS: Record<'ar' | 'en', MockLocalizationTexts> = { ar, en };

/** Base resources per resource, as ABP's module definitions declare them. */
export const MOCK_BASE_RESOURCES: Record<MockResourceName, string[]> = {
  AbpUi: [],
  AbpUiMultiTenancy: [],
  AbpAccount: ['AbpUi'],
  AbpIdentity: ['AbpUi'],
  AbpTenantManagement: ['AbpUi'],
  AbpFeatureManagement: ['AbpUi'],
  AbpSettingManagement: ['AbpUi'],
  Sahm: ['AbpUi'],
};

import type { AbpModuleResourceName } from './en';

/**
 * Base resources of ABP's own resources on an API host of ABP's Angular template, in the order
 * ABP adds them (`AddBaseTypes`): the Domain.Shared or Application.Contracts module's first, then
 * the HttpApi module's (e.g. AbpIdentityHttpApiModule adds AbpUi to AbpIdentity).
 */
export const ABP_MODULE_BASE_RESOURCES: Record<AbpModuleResourceName, string[]> = {
  // AbpUiModule
  AbpUi: ['AbpExceptionHandling'],
  AbpExceptionHandling: [],
  AbpValidation: [],
  AbpUiNavigation: [],
  // AbpAspNetCoreMvcUiMultiTenancyModule
  AbpUiMultiTenancy: [],
  // AbpAccountApplicationContractsModule, AbpAccountHttpApiModule
  AbpAccount: ['AbpValidation', 'AbpUi'],
  // AbpIdentityDomainSharedModule, AbpIdentityHttpApiModule
  AbpIdentity: ['AbpValidation', 'AbpUi'],
  // AbpTenantManagementDomainSharedModule, AbpTenantManagementHttpApiModule
  AbpTenantManagement: ['AbpValidation', 'AbpFeatureManagement', 'AbpUi'],
  // AbpFeatureManagementDomainSharedModule, AbpFeatureManagementHttpApiModule
  AbpFeatureManagement: ['AbpValidation', 'AbpUi'],
  // AbpPermissionManagementDomainSharedModule, AbpPermissionManagementHttpApiModule
  AbpPermissionManagement: ['AbpValidation', 'AbpUi'],
  // AbpSettingManagementDomainSharedModule, AbpSettingManagementHttpApiModule
  AbpSettingManagement: ['AbpValidation', 'AbpUi'],
};

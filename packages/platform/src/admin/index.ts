export { AbpResponseError, isAbpResponseError } from './abp-call/abp-response-error';
export type { AbpResponseErrorKind } from './abp-call/abp-response-error';
export type { AbpClientOptions } from './abp-call/call-abp-operation';
export { listQuerySchema, listResultSchema, pagedResultSchema } from './abp-call/list-schemas';
export type { ListQuery, ListResult, PagedResult } from './abp-call/list-schemas';
export { ADMIN_OPERATIONS } from './admin-operations';
export type { AdminOperationId } from './admin-operations';
export { createAdminClient } from './admin-client';
export type { AdminClient } from './admin-client';
export { adminKeys } from './admin-keys';
export { ADMIN_PAGE_SIZE, adminQueries } from './admin-queries';
export { adminMutations } from './admin-mutations';
export { EMAIL_SETTINGS_OPERATIONS } from './email-settings-operations';
export type { EmailSettingsOperationId } from './email-settings-operations';
export { createEmailSettingsClient } from './email-settings-client';
export type { EmailSettingsClient } from './email-settings-client';
export {
  emailSettingsKeys,
  emailSettingsMutations,
  emailSettingsQueries,
} from './email-settings-queries';
export type {
  FeatureProviderVariables,
  UpdateFeaturesVariables,
  UpdatePermissionsVariables,
  UpdateRoleVariables,
  UpdateTenantVariables,
  UpdateUserVariables,
} from './admin-mutations';
export {
  identityRoleInputSchema,
  identityRoleSchema,
  identityUserCreateInputSchema,
  identityUserInputBaseSchema,
  identityUserSchema,
  identityUserUpdateInputSchema,
} from './schemas/identity';
export type {
  IdentityRole,
  IdentityRoleInput,
  IdentityUser,
  IdentityUserCreateInput,
  IdentityUserInputBase,
  IdentityUserUpdateInput,
} from './schemas/identity';
export {
  permissionGrantSchema,
  permissionGroupSchema,
  permissionListSchema,
  permissionProviderNameSchema,
  permissionsUpdateInputSchema,
} from './schemas/permissions';
export type {
  PermissionGrant,
  PermissionGroup,
  PermissionList,
  PermissionProviderName,
  PermissionsUpdateInput,
} from './schemas/permissions';
export { tenantCreateInputSchema, tenantSchema, tenantUpdateInputSchema } from './schemas/tenants';
export type { Tenant, TenantCreateInput, TenantUpdateInput } from './schemas/tenants';
export {
  featureGroupSchema,
  featureListSchema,
  featureProviderNameSchema,
  featureSchema,
  featuresUpdateInputSchema,
  featureValueTypeSchema,
} from './schemas/features';
export type {
  Feature,
  FeatureGroup,
  FeatureList,
  FeatureProviderName,
  FeaturesUpdateInput,
  FeatureValueType,
} from './schemas/features';
export {
  emailSettingsInputSchema,
  emailSettingsSchema,
  sendTestEmailInputSchema,
} from './schemas/email-settings';
export type {
  EmailSettings,
  EmailSettingsInput,
  SendTestEmailInput,
} from './schemas/email-settings';

/** One permission of the catalogue; `hostOnly` ones never exist inside a tenant (ABP's multi-tenancy side). */
export interface MockPermissionDefinition {
  name: string;
  /** `Resource::Key` of its display name in the mock localization. */
  displayName: string;
  parentName: string | null;
  hostOnly: boolean;
  /**
   * A feature the permission needs inside a tenant, as an ABP permission state checker
   * (e.g. AllowChangingEmailSettingsFeatureSimpleStateChecker); the host always passes.
   */
  tenantFeature: string | null;
}

export interface MockPermissionGroupDefinition {
  name: string;
  displayName: string;
  permissions: MockPermissionDefinition[];
}

function group(
  name: string,
  displayName: string,
  hostOnly: boolean,
  permissions: [
    name: string,
    displayName: string,
    parentName?: string | null,
    tenantFeature?: string,
  ][],
): MockPermissionGroupDefinition {
  return {
    name,
    displayName,
    permissions: permissions.map(([permission, text, parentName = null, tenantFeature = null]) => ({
      name: permission,
      displayName: text,
      parentName,
      hostOnly,
      tenantFeature,
    })),
  };
}

const crud = (resource: string, parent: string, extra: [string, string][]) =>
  [
    ['Create', `${resource}::Permission:Create`],
    ['Update', `${resource}::Permission:Edit`],
    ['Delete', `${resource}::Permission:Delete`],
    ...extra,
  ].map(([action, text]) => [`${parent}.${action}`, text, parent] as [string, string, string]);

/** The permission tree the mock backend knows, grouped like ABP's modules define it (contract §8, §14). */
export const PERMISSION_GROUPS: MockPermissionGroupDefinition[] = [
  group('AbpIdentity', 'AbpIdentity::Permission:IdentityManagement', false, [
    ['AbpIdentity.Roles', 'AbpIdentity::Permission:RoleManagement'],
    ...crud('AbpIdentity', 'AbpIdentity.Roles', [
      ['ManagePermissions', 'AbpIdentity::Permission:ChangePermissions'],
    ]),
    ['AbpIdentity.Users', 'AbpIdentity::Permission:UserManagement'],
    // ABP IdentityPermissionDefinitionProvider (8.1+): ManageRoles is a child of Edit. Its
    // AbpIdentity.UserLookup is granted to clients only (WithProviders("C")), so no role or user
    // can hold it and the sandbox, which has no client grants, leaves it out (ADR 0494).
    ['AbpIdentity.Users.Create', 'AbpIdentity::Permission:Create', 'AbpIdentity.Users'],
    ['AbpIdentity.Users.Update', 'AbpIdentity::Permission:Edit', 'AbpIdentity.Users'],
    [
      'AbpIdentity.Users.Update.ManageRoles',
      'AbpIdentity::Permission:ManageRoles',
      'AbpIdentity.Users.Update',
    ],
    ['AbpIdentity.Users.Delete', 'AbpIdentity::Permission:Delete', 'AbpIdentity.Users'],
    [
      'AbpIdentity.Users.ManagePermissions',
      'AbpIdentity::Permission:ChangePermissions',
      'AbpIdentity.Users',
    ],
  ]),
  group('AbpTenantManagement', 'AbpTenantManagement::Permission:TenantManagement', true, [
    ['AbpTenantManagement.Tenants', 'AbpTenantManagement::Permission:TenantManagement'],
    ...crud('AbpTenantManagement', 'AbpTenantManagement.Tenants', [
      ['ManageFeatures', 'AbpTenantManagement::Permission:ManageFeatures'],
    ]),
  ]),
  group('FeatureManagement', 'AbpFeatureManagement::Permission:FeatureManagement', true, [
    ['FeatureManagement.ManageHostFeatures', 'AbpFeatureManagement::Permission:ManageHostFeatures'],
  ]),
  // ABP SettingManagementPermissionDefinitionProvider: emailing needs the feature in a tenant.
  group('SettingManagement', 'AbpSettingManagement::Permission:SettingManagement', false, [
    [
      'SettingManagement.Emailing',
      'AbpSettingManagement::Permission:Emailing',
      null,
      'SettingManagement.AllowChangingEmailSettings',
    ],
    [
      'SettingManagement.Emailing.Test',
      'AbpSettingManagement::Permission:EmailingTest',
      'SettingManagement.Emailing',
    ],
    ['AbpAccount.SettingManagement', 'AbpSettingManagement::Permission:AccountSettings'],
  ]),
];

/**
 * Another module's permissions beside ABP's (the product's own, such as the investor API's), as
 * its PermissionDefinitionProvider defines them and its data seeder grants them.
 */
export interface MockModulePermissions {
  groups: MockPermissionGroupDefinition[];
  /** Role name → the permissions that role holds in the host and in every tenant from the start. */
  roleGrants: Record<string, string[]>;
}

/** The definitions that exist on the given side: everything on the host, no host-only ones in a tenant. */
export function permissionsOnSide(
  groups: readonly MockPermissionGroupDefinition[],
  tenantId: string | null,
): MockPermissionDefinition[] {
  return groups
    .flatMap((entry) => entry.permissions)
    .filter((definition) => tenantId === null || !definition.hostOnly);
}

/**
 * Whether a permission's state checker lets it count in the tenant (null = host), given the
 * tenant's feature check: ABP PermissionChecker treats a disabled permission as not granted.
 */
export function isPermissionEnabled(
  definition: MockPermissionDefinition,
  tenantId: string | null,
  isFeatureEnabled: (feature: string) => boolean,
): boolean {
  return (
    tenantId === null ||
    definition.tenantFeature === null ||
    isFeatureEnabled(definition.tenantFeature)
  );
}

import type { KyInstance } from 'ky';
import { createAbpOperationCaller, type AbpClientOptions } from './abp-call/call-abp-operation';
import { listResultSchema, pagedResultSchema, type ListQuery } from './abp-call/list-schemas';
import { ADMIN_OPERATIONS } from './admin-operations';
import {
  featureListSchema,
  type FeatureProviderName,
  type FeaturesUpdateInput,
} from './schemas/features';
import {
  identityRoleSchema,
  identityUserSchema,
  type IdentityRoleInput,
  type IdentityUserCreateInput,
  type IdentityUserUpdateInput,
} from './schemas/identity';
import {
  permissionListSchema,
  type PermissionProviderName,
  type PermissionsUpdateInput,
} from './schemas/permissions';
import { tenantSchema, type TenantCreateInput, type TenantUpdateInput } from './schemas/tenants';

const userPageSchema = pagedResultSchema(identityUserSchema);
const rolePageSchema = pagedResultSchema(identityRoleSchema);
const roleListSchema = listResultSchema(identityRoleSchema);
const tenantPageSchema = pagedResultSchema(tenantSchema);

/**
 * ABP's identity, permission, tenant and feature management over the platform's ky instance
 * (`useHttpClient()`), every answer parsed with its zod schema.
 */
export function createAdminClient(http: KyInstance, options?: AbpClientOptions) {
  const { call, callWithoutResult } = createAbpOperationCaller(http, ADMIN_OPERATIONS, options);
  const byId = (id: string) => ({ pathParams: { id } });
  return {
    users: {
      list: (query: ListQuery = {}) => call('getUsers', userPageSchema, { query }),
      get: (id: string) => call('getUser', identityUserSchema, byId(id)),
      create: (input: IdentityUserCreateInput) =>
        call('createUser', identityUserSchema, { json: input }),
      update: (id: string, input: IdentityUserUpdateInput) =>
        call('updateUser', identityUserSchema, { ...byId(id), json: input }),
      remove: (id: string) => callWithoutResult('deleteUser', byId(id)),
      roles: (id: string) => call('getUserRoles', roleListSchema, byId(id)),
      assignableRoles: () => call('getAssignableRoles', roleListSchema),
    },
    roles: {
      list: (query: ListQuery = {}) => call('getRoles', rolePageSchema, { query }),
      all: () => call('getAllRoles', roleListSchema),
      get: (id: string) => call('getRole', identityRoleSchema, byId(id)),
      create: (input: IdentityRoleInput) => call('createRole', identityRoleSchema, { json: input }),
      update: (id: string, input: IdentityRoleInput) =>
        call('updateRole', identityRoleSchema, { ...byId(id), json: input }),
      remove: (id: string) => callWithoutResult('deleteRole', byId(id)),
    },
    permissions: {
      get: (providerName: PermissionProviderName, providerKey: string) =>
        call('getPermissions', permissionListSchema, { query: { providerName, providerKey } }),
      update: (
        providerName: PermissionProviderName,
        providerKey: string,
        input: PermissionsUpdateInput,
      ) =>
        callWithoutResult('updatePermissions', {
          query: { providerName, providerKey },
          json: input,
        }),
    },
    tenants: {
      list: (query: ListQuery = {}) => call('getTenants', tenantPageSchema, { query }),
      get: (id: string) => call('getTenant', tenantSchema, byId(id)),
      create: (input: TenantCreateInput) => call('createTenant', tenantSchema, { json: input }),
      update: (id: string, input: TenantUpdateInput) =>
        call('updateTenant', tenantSchema, { ...byId(id), json: input }),
      remove: (id: string) => callWithoutResult('deleteTenant', byId(id)),
    },
    features: {
      /**
       * `T` and a tenant's id, or `T` alone for the host's own features: an absent or empty key is
       * dropped from the query, as ABP's client does (ASP.NET would bind `providerKey=` to null,
       * the host, anyway: FeatureAppService.CheckProviderPolicy).
       */
      get: (providerName: FeatureProviderName, providerKey?: string) =>
        call('getFeatures', featureListSchema, { query: { providerName, providerKey } }),
      update: (
        providerName: FeatureProviderName,
        providerKey: string | undefined,
        input: FeaturesUpdateInput,
      ) =>
        callWithoutResult('updateFeatures', { query: { providerName, providerKey }, json: input }),
      reset: (providerName: FeatureProviderName, providerKey?: string) =>
        callWithoutResult('resetFeatures', { query: { providerName, providerKey } }),
    },
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;

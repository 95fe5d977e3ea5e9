import type { AbpHttpMethod, AbpOperation } from './abp-call/abp-operation';

export const IDENTITY_USERS_PATH = 'api/identity/users';
export const IDENTITY_ROLES_PATH = 'api/identity/roles';
export const PERMISSIONS_PATH = 'api/permission-management/permissions';
export const TENANTS_PATH = 'api/multi-tenancy/tenants';
export const FEATURES_PATH = 'api/feature-management/features';

const at = (method: AbpHttpMethod, path: string) => ({ method, path }) as const;

/** Identity, permission, tenant and feature management as ABP serves them (contract §7–§10). */
export const ADMIN_OPERATIONS = {
  getUsers: at('GET', IDENTITY_USERS_PATH),
  getUser: at('GET', `${IDENTITY_USERS_PATH}/{id}`),
  createUser: at('POST', IDENTITY_USERS_PATH),
  updateUser: at('PUT', `${IDENTITY_USERS_PATH}/{id}`),
  deleteUser: at('DELETE', `${IDENTITY_USERS_PATH}/{id}`),
  getUserRoles: at('GET', `${IDENTITY_USERS_PATH}/{id}/roles`),
  getAssignableRoles: at('GET', `${IDENTITY_USERS_PATH}/assignable-roles`),
  getRoles: at('GET', IDENTITY_ROLES_PATH),
  getAllRoles: at('GET', `${IDENTITY_ROLES_PATH}/all`),
  getRole: at('GET', `${IDENTITY_ROLES_PATH}/{id}`),
  createRole: at('POST', IDENTITY_ROLES_PATH),
  updateRole: at('PUT', `${IDENTITY_ROLES_PATH}/{id}`),
  deleteRole: at('DELETE', `${IDENTITY_ROLES_PATH}/{id}`),
  getPermissions: at('GET', PERMISSIONS_PATH),
  updatePermissions: at('PUT', PERMISSIONS_PATH),
  getTenants: at('GET', TENANTS_PATH),
  getTenant: at('GET', `${TENANTS_PATH}/{id}`),
  createTenant: at('POST', TENANTS_PATH),
  updateTenant: at('PUT', `${TENANTS_PATH}/{id}`),
  deleteTenant: at('DELETE', `${TENANTS_PATH}/{id}`),
  getFeatures: at('GET', FEATURES_PATH),
  updateFeatures: at('PUT', FEATURES_PATH),
  resetFeatures: at('DELETE', FEATURES_PATH),
} as const satisfies Record<string, AbpOperation>;

export type AdminOperationId = keyof typeof ADMIN_OPERATIONS;

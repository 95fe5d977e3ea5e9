import type { ListQuery } from './abp-call/list-schemas';
import type { FeatureProviderName } from './schemas/features';
import type { PermissionProviderName } from './schemas/permissions';

const all = ['admin'] as const;
const users = [...all, 'users'] as const;
const roles = [...all, 'roles'] as const;
const tenants = [...all, 'tenants'] as const;
const permissions = [...all, 'permissions'] as const;
const features = [...all, 'features'] as const;

/**
 * Query keys of the module clients, nested so a prefix invalidates a family: `users.all` covers
 * every user list, detail and role list; `permissionsAll` / `featuresAll` every provider's grants.
 */
export const adminKeys = {
  all,
  users: {
    all: users,
    list: (query: ListQuery = {}) => [...users, 'list', query] as const,
    detail: (id: string) => [...users, 'detail', id] as const,
    roles: (id: string) => [...users, 'detail', id, 'roles'] as const,
    assignableRoles: () => [...users, 'assignable-roles'] as const,
  },
  roles: {
    all: roles,
    list: (query: ListQuery = {}) => [...roles, 'list', query] as const,
    allRoles: () => [...roles, 'all'] as const,
    detail: (id: string) => [...roles, 'detail', id] as const,
  },
  permissionsAll: permissions,
  permissions: (providerName: PermissionProviderName, providerKey: string) =>
    [...permissions, providerName, providerKey] as const,
  tenants: {
    all: tenants,
    list: (query: ListQuery = {}) => [...tenants, 'list', query] as const,
    detail: (id: string) => [...tenants, 'detail', id] as const,
  },
  featuresAll: features,
  features: (providerName: FeatureProviderName, providerKey?: string) =>
    [...features, providerName, providerKey ?? ''] as const,
};

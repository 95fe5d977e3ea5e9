import { queryOptions } from '@tanstack/react-query';
import type { ListQuery } from './abp-call/list-schemas';
import type { AdminClient } from './admin-client';
import { adminKeys } from './admin-keys';
import type { FeatureProviderName } from './schemas/features';
import type { PermissionProviderName } from './schemas/permissions';

/** The page size of every administration list (ABP's `ListService` default, contract §12). */
export const ADMIN_PAGE_SIZE = 10;

/** `queryOptions` for every read: `useQuery(adminQueries(client).users.list(query))`. */
export function adminQueries(client: AdminClient) {
  return {
    users: {
      list: (query: ListQuery = {}) =>
        queryOptions({
          queryKey: adminKeys.users.list(query),
          queryFn: () => client.users.list(query),
        }),
      detail: (id: string) =>
        queryOptions({ queryKey: adminKeys.users.detail(id), queryFn: () => client.users.get(id) }),
      roles: (id: string) =>
        queryOptions({
          queryKey: adminKeys.users.roles(id),
          queryFn: () => client.users.roles(id),
        }),
      assignableRoles: () =>
        queryOptions({
          queryKey: adminKeys.users.assignableRoles(),
          queryFn: () => client.users.assignableRoles(),
        }),
    },
    roles: {
      list: (query: ListQuery = {}) =>
        queryOptions({
          queryKey: adminKeys.roles.list(query),
          queryFn: () => client.roles.list(query),
        }),
      all: () =>
        queryOptions({ queryKey: adminKeys.roles.allRoles(), queryFn: () => client.roles.all() }),
      detail: (id: string) =>
        queryOptions({ queryKey: adminKeys.roles.detail(id), queryFn: () => client.roles.get(id) }),
    },
    tenants: {
      list: (query: ListQuery = {}) =>
        queryOptions({
          queryKey: adminKeys.tenants.list(query),
          queryFn: () => client.tenants.list(query),
        }),
      detail: (id: string) =>
        queryOptions({
          queryKey: adminKeys.tenants.detail(id),
          queryFn: () => client.tenants.get(id),
        }),
    },
    permissions: (providerName: PermissionProviderName, providerKey: string) =>
      queryOptions({
        queryKey: adminKeys.permissions(providerName, providerKey),
        queryFn: () => client.permissions.get(providerName, providerKey),
      }),
    features: (providerName: FeatureProviderName, providerKey?: string) =>
      queryOptions({
        queryKey: adminKeys.features(providerName, providerKey),
        queryFn: () => client.features.get(providerName, providerKey),
      }),
  };
}

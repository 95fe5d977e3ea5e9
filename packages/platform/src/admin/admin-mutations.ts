import type { QueryClient } from '@tanstack/react-query';
import { APPLICATION_CONFIGURATION_QUERY_KEY } from '../constants';
import { invalidatingMutation } from './abp-call/invalidating-mutation';
import type { AdminClient } from './admin-client';
import { adminKeys } from './admin-keys';
import type { FeatureProviderName, FeaturesUpdateInput } from './schemas/features';
import type {
  IdentityRoleInput,
  IdentityUserCreateInput,
  IdentityUserUpdateInput,
} from './schemas/identity';
import type { PermissionProviderName, PermissionsUpdateInput } from './schemas/permissions';
import type { TenantCreateInput, TenantUpdateInput } from './schemas/tenants';

export interface UpdateUserVariables {
  id: string;
  input: IdentityUserUpdateInput;
}

export interface UpdateRoleVariables {
  id: string;
  input: IdentityRoleInput;
}

export interface UpdateTenantVariables {
  id: string;
  input: TenantUpdateInput;
}

export interface UpdatePermissionsVariables {
  providerName: PermissionProviderName;
  providerKey: string;
  input: PermissionsUpdateInput;
}

export interface FeatureProviderVariables {
  providerName: FeatureProviderName;
  providerKey?: string;
}

export interface UpdateFeaturesVariables extends FeatureProviderVariables {
  input: FeaturesUpdateInput;
}

/**
 * Mutation options for every write, each invalidating what it changes:
 * `useMutation(adminMutations(client, queryClient).createUser())`. Permission and feature writes
 * also refetch application-configuration, since they may change the signed-in user's own policies
 * or features (ABP's UI does the same, ADR 0081).
 */
export function adminMutations(client: AdminClient, queryClient: QueryClient) {
  const key = (name: string) => [...adminKeys.all, name] as const;
  // A user's roles feed the grants shown for it, so user and role writes refresh permissions too.
  const usersAndGrants = () => [adminKeys.users.all, adminKeys.permissionsAll];
  const rolesEverywhere = () => [adminKeys.roles.all, ...usersAndGrants()];
  const featureViews = () => [adminKeys.featuresAll, APPLICATION_CONFIGURATION_QUERY_KEY];
  return {
    createUser: () =>
      invalidatingMutation(
        queryClient,
        key('create-user'),
        (input: IdentityUserCreateInput) => client.users.create(input),
        () => [adminKeys.users.all],
      ),
    updateUser: () =>
      invalidatingMutation(
        queryClient,
        key('update-user'),
        ({ id, input }: UpdateUserVariables) => client.users.update(id, input),
        usersAndGrants,
      ),
    deleteUser: () =>
      invalidatingMutation(
        queryClient,
        key('delete-user'),
        (id: string) => client.users.remove(id),
        usersAndGrants,
      ),
    createRole: () =>
      invalidatingMutation(
        queryClient,
        key('create-role'),
        (input: IdentityRoleInput) => client.roles.create(input),
        () => [adminKeys.roles.all, adminKeys.users.assignableRoles()],
      ),
    updateRole: () =>
      invalidatingMutation(
        queryClient,
        key('update-role'),
        ({ id, input }: UpdateRoleVariables) => client.roles.update(id, input),
        rolesEverywhere,
      ),
    deleteRole: () =>
      invalidatingMutation(
        queryClient,
        key('delete-role'),
        (id: string) => client.roles.remove(id),
        rolesEverywhere,
      ),
    updatePermissions: () =>
      invalidatingMutation(
        queryClient,
        key('update-permissions'),
        ({ providerName, providerKey, input }: UpdatePermissionsVariables) =>
          client.permissions.update(providerName, providerKey, input),
        () => [adminKeys.permissionsAll, APPLICATION_CONFIGURATION_QUERY_KEY],
      ),
    createTenant: () =>
      invalidatingMutation(
        queryClient,
        key('create-tenant'),
        (input: TenantCreateInput) => client.tenants.create(input),
        () => [adminKeys.tenants.all],
      ),
    updateTenant: () =>
      invalidatingMutation(
        queryClient,
        key('update-tenant'),
        ({ id, input }: UpdateTenantVariables) => client.tenants.update(id, input),
        () => [adminKeys.tenants.all],
      ),
    deleteTenant: () =>
      invalidatingMutation(
        queryClient,
        key('delete-tenant'),
        (id: string) => client.tenants.remove(id),
        (id) => [adminKeys.tenants.all, adminKeys.features('T', id)],
      ),
    updateFeatures: () =>
      invalidatingMutation(
        queryClient,
        key('update-features'),
        ({ providerName, providerKey, input }: UpdateFeaturesVariables) =>
          client.features.update(providerName, providerKey, input),
        featureViews,
      ),
    resetFeatures: () =>
      invalidatingMutation(
        queryClient,
        key('reset-features'),
        ({ providerName, providerKey }: FeatureProviderVariables) =>
          client.features.reset(providerName, providerKey),
        featureViews,
      ),
  };
}

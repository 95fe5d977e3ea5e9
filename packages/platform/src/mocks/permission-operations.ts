import type {
  PermissionList,
  PermissionProviderName,
  PermissionsUpdateInput,
} from '../admin/schemas/permissions';
import { findUserInTenant, rolesOfTenant } from './identity-operations';
import type { MockCultureName } from './mock-cultures';
import { invalid, notFound, succeed, type MockResult } from './mock-failures';
import { localizeMockText } from './mock-localize';
import { isFeatureEnabled } from './feature-operations';
import {
  isPermissionEnabled,
  permissionsOnSide,
  type MockPermissionDefinition,
} from './permission-definitions';
import type { MockPermissionGrant } from './platform-mock-model';
import type { PlatformMockStore } from './platform-mock-store';

interface PermissionSubject {
  tenantId: string | null;
  providerName: PermissionProviderName;
  /** The role name or the user id. */
  providerKey: string;
}

/** The providers whose grants count for the subject: the role itself, or a user and its roles. */
function resolveSubject(
  store: PlatformMockStore,
  { tenantId, providerName, providerKey }: PermissionSubject,
): MockResult<{
  displayName: string;
  providers: Pick<MockPermissionGrant, 'providerName' | 'providerKey'>[];
}> {
  if (providerName === 'R') {
    const role = rolesOfTenant(store, tenantId).find((candidate) => candidate.name === providerKey);
    if (!role) return notFound('IdentityRole', providerKey);
    return succeed({ displayName: role.name, providers: [{ providerName, providerKey }] });
  }
  const user = findUserInTenant(store, tenantId, providerKey);
  if (!user) return notFound('IdentityUser', providerKey);
  return succeed({
    displayName: user.userName,
    providers: [
      { providerName, providerKey: user.id },
      ...user.roles.map((role) => ({ providerName: 'R' as const, providerKey: role })),
    ],
  });
}

/**
 * The permissions a tenant's dialog lists (null = host): those of its side whose state checker
 * passes and whose parent is listed (ABP PermissionAppService.GetAsync), parents first.
 */
function listedPermissions(store: PlatformMockStore, tenantId: string | null): Set<string> {
  const featureOn = (feature: string) => isFeatureEnabled(store, tenantId, feature);
  const listed = new Set<string>();
  const isListed = (definition: MockPermissionDefinition) =>
    (definition.parentName === null || listed.has(definition.parentName)) &&
    isPermissionEnabled(definition, tenantId, featureOn);
  for (const definition of permissionsOnSide(store.permissionGroups, tenantId)) {
    if (isListed(definition)) listed.add(definition.name);
  }
  return listed;
}

/**
 * `GetPermissionListResultDto` for a role or a user: the permissions listed for the tenant; a
 * user's list names the roles that grant a permission too, which the UI shows as read-only.
 */
export function permissionList(
  store: PlatformMockStore,
  subject: PermissionSubject,
  culture: MockCultureName,
): MockResult<PermissionList> {
  const resolved = resolveSubject(store, subject);
  if (!resolved.ok) return resolved;
  const listed = listedPermissions(store, subject.tenantId);
  const grantsOf = (name: string) =>
    store.permissionGrants
      .filter(
        (grant) =>
          grant.tenantId === subject.tenantId &&
          grant.name === name &&
          resolved.value.providers.some(
            (provider) =>
              provider.providerName === grant.providerName &&
              provider.providerKey === grant.providerKey,
          ),
      )
      .map(({ providerName, providerKey }) => ({ providerName, providerKey }));
  const groups = store.permissionGroups
    .map((group) => ({
      name: group.name,
      displayName: localizeMockText(culture, group.displayName),
      // PermissionGroupDto also carries the display name's LocalizableString (key and resource).
      displayNameKey: group.displayName.split('::')[1] ?? null,
      displayNameResource: group.displayName.split('::')[0] || null,
      permissions: group.permissions
        .filter((permission) => listed.has(permission.name))
        .map((permission) => {
          const grantedProviders = grantsOf(permission.name);
          return {
            name: permission.name,
            displayName: localizeMockText(culture, permission.displayName),
            parentName: permission.parentName,
            isGranted: grantedProviders.length > 0,
            allowedProviders: [],
            grantedProviders,
          };
        }),
    }))
    .filter((group) => group.permissions.length > 0);
  return succeed({ entityDisplayName: resolved.value.displayName, groups });
}

/** Grants or revokes the listed permissions for the subject's own provider only. */
export function updatePermissions(
  store: PlatformMockStore,
  subject: PermissionSubject,
  input: PermissionsUpdateInput,
): MockResult<void> {
  const resolved = resolveSubject(store, subject);
  if (!resolved.ok) return resolved;
  const onSide = new Set(
    permissionsOnSide(store.permissionGroups, subject.tenantId).map(({ name }) => name),
  );
  const undefinedNames = input.permissions.filter(({ name }) => !onSide.has(name));
  if (undefinedNames.length > 0) {
    return invalid(
      undefinedNames.map(({ name }) => ({
        key: 'UndefinedPermission',
        params: { value: name },
        members: ['permissions'],
      })),
    );
  }
  const providerKey =
    subject.providerName === 'U' ? subject.providerKey.toLowerCase() : subject.providerKey;
  const isOwn = (grant: MockPermissionGrant, name: string) =>
    grant.tenantId === subject.tenantId &&
    grant.providerName === subject.providerName &&
    grant.providerKey === providerKey &&
    grant.name === name;
  for (const { name, isGranted } of input.permissions) {
    const index = store.permissionGrants.findIndex((grant) => isOwn(grant, name));
    if (isGranted && index < 0) {
      store.permissionGrants.push({
        tenantId: subject.tenantId,
        providerName: subject.providerName,
        providerKey,
        name,
      });
    }
    if (!isGranted && index >= 0) store.permissionGrants.splice(index, 1);
  }
  return succeed(undefined);
}

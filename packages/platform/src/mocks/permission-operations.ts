import type {
  PermissionList,
  PermissionProviderName,
  PermissionsUpdateInput,
} from '../admin/schemas/permissions';
import { findUserInTenant, rolesOfTenant } from './identity-operations';
import type { MockCultureName } from './mock-cultures';
import { invalid, notFound, succeed, type MockResult } from './mock-failures';
import { localizeMockText } from './mock-localize';
import { PERMISSION_GROUPS, permissionsOnSide } from './permission-definitions';
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
 * `GetPermissionListResultDto` for a role or a user: every permission of the tenant's side; a
 * user's list names the roles that grant a permission too, which the UI shows as read-only.
 */
export function permissionList(
  store: PlatformMockStore,
  subject: PermissionSubject,
  culture: MockCultureName,
): MockResult<PermissionList> {
  const resolved = resolveSubject(store, subject);
  if (!resolved.ok) return resolved;
  const onSide = new Set(permissionsOnSide(subject.tenantId).map(({ name }) => name));
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
  const groups = PERMISSION_GROUPS.map((group) => ({
    name: group.name,
    displayName: localizeMockText(culture, group.displayName),
    permissions: group.permissions
      .filter((permission) => onSide.has(permission.name))
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
  })).filter((group) => group.permissions.length > 0);
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
  const onSide = new Set(permissionsOnSide(subject.tenantId).map(({ name }) => name));
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

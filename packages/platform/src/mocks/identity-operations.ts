import type {
  IdentityRoleInput,
  IdentityUserCreateInput,
  IdentityUserUpdateInput,
} from '../admin/schemas/identity';
import {
  emailIssues,
  MAX_LENGTH,
  optionalTextIssues,
  passwordErrors,
  textIssues,
  userErrors,
} from './identity-rules';
import {
  identityFailure,
  invalid,
  isStale,
  notFound,
  refuse,
  succeed,
  type MockResult,
  type MockValidationIssue,
} from './mock-failures';
import { newStamp, normalizeName, type MockRole, type MockUser } from './platform-mock-model';
import type { PlatformMockStore } from './platform-mock-store';

const IDENTITY_USER = 'IdentityUser';
const IDENTITY_ROLE = 'IdentityRole';

export const usersOfTenant = (store: PlatformMockStore, tenantId: string | null) =>
  store.users.filter((user) => user.tenantId === tenantId);

export const rolesOfTenant = (store: PlatformMockStore, tenantId: string | null) =>
  store.roles.filter((role) => role.tenantId === tenantId);

export const findUserInTenant = (store: PlatformMockStore, tenantId: string | null, id: string) =>
  usersOfTenant(store, tenantId).find((user) => user.id === id.toLowerCase());

export const findRoleInTenant = (store: PlatformMockStore, tenantId: string | null, id: string) =>
  rolesOfTenant(store, tenantId).find((role) => role.id === id.toLowerCase());

/** The user's roles as entities, in the tenant's role order. */
export const rolesOfUser = (store: PlatformMockStore, user: MockUser) =>
  rolesOfTenant(store, user.tenantId).filter((role) => user.roles.includes(role.name));

/**
 * Role names as they are stored, case-insensitively matched, or null when one names no role:
 * ABP IdentityUserStore.AddToRoleAsync throws an InvalidOperationException ("Role … does not
 * exist!"), which ABP maps to nothing but a 500 (ADR 0494).
 */
function resolveRoleNames(
  store: PlatformMockStore,
  tenantId: string | null,
  roleNames: readonly string[],
): string[] | null {
  const roles = rolesOfTenant(store, tenantId);
  const names: string[] = [];
  for (const wanted of roleNames) {
    const role = roles.find((candidate) => normalizeName(candidate.name) === normalizeName(wanted));
    if (!role) return null;
    names.push(role.name);
  }
  return [...new Set(names)];
}

/**
 * The roles a create or update leaves the user with. ABP IdentityUserAppService.UpdateUserByInput
 * (modules/identity/src/Volo.Abp.Identity.Application/Volo/Abp/Identity/IdentityUserAppService.cs)
 * sets them only when `roleNames` is sent and the caller holds AbpIdentity.Users.Update.ManageRoles;
 * otherwise it ignores them without a word and the user keeps the roles it has (none when new:
 * only registration and external sign-in add the default roles).
 */
function rolesAfterInput(
  store: PlatformMockStore,
  tenantId: string | null,
  current: string[],
  roleNames: readonly string[] | null | undefined,
  canManageRoles: boolean,
): MockResult<string[]> {
  if (roleNames == null || !canManageRoles) return succeed(current);
  const names = resolveRoleNames(store, tenantId, roleNames);
  return names ? succeed(names) : refuse({ kind: 'internal' });
}

type UserInput = IdentityUserCreateInput | IdentityUserUpdateInput;

function userFields(input: UserInput, roles: string[]) {
  return {
    userName: input.userName.trim(),
    name: input.name?.trim() ?? '',
    surName: input.surname?.trim() ?? '',
    email: input.email.trim(),
    phoneNumber: input.phoneNumber?.trim() ?? '',
    isActive: input.isActive,
    lockoutEnabled: input.lockoutEnabled,
    roles,
  };
}

/** A new user with its own fields; registration and tenant creation share it. */
export function addUser(
  store: PlatformMockStore,
  fields: Pick<MockUser, 'tenantId' | 'userName' | 'email' | 'password' | 'roles'> &
    Partial<MockUser>,
): MockUser {
  const user: MockUser = {
    id: crypto.randomUUID(),
    name: '',
    surName: '',
    phoneNumber: '',
    emailVerified: false,
    phoneNumberVerified: false,
    isRegistrationComplete: false,
    isActive: true,
    twoFactorEnabled: false,
    lockoutEnabled: true,
    lockoutEnd: null,
    concurrencyStamp: newStamp(),
    securityStamp: newStamp(),
    creationTime: store.now().toISOString(),
    ...fields,
  };
  store.users.push(user);
  return user;
}

/** `IdentityUserCreateOrUpdateDtoBase`'s DataAnnotations, plus the password's as each DTO declares it. */
function userInputIssues(input: UserInput, passwordRequired: boolean): MockValidationIssue[] {
  return [
    ...textIssues('userName', input.userName, MAX_LENGTH.userName),
    ...optionalTextIssues('name', input.name, MAX_LENGTH.name),
    ...optionalTextIssues('surname', input.surname, MAX_LENGTH.surname),
    ...emailIssues('email', input.email),
    ...optionalTextIssues('phoneNumber', input.phoneNumber, MAX_LENGTH.phoneNumber),
    ...(passwordRequired
      ? textIssues('password', input.password, MAX_LENGTH.password)
      : optionalTextIssues('password', input.password, MAX_LENGTH.password)),
  ];
}

/**
 * IdentityUserAppService.CreateAsync: the DTO (400), then UserManager.CreateAsync, which checks
 * the password before the user name and e-mail (each an IdentityResult: 403).
 */
export function createUser(
  store: PlatformMockStore,
  tenantId: string | null,
  input: IdentityUserCreateInput,
  canManageRoles: boolean,
): MockResult<MockUser> {
  const issues = userInputIssues(input, true);
  if (issues.length > 0) return invalid(issues);
  const refused =
    identityFailure(passwordErrors(store.settings, input.password)) ??
    identityFailure(
      userErrors(store.users, { tenantId, userName: input.userName, email: input.email }),
    );
  if (refused) return refused;
  const roles = rolesAfterInput(store, tenantId, [], input.roleNames, canManageRoles);
  if (!roles.ok) return roles;
  return succeed(
    addUser(store, { tenantId, password: input.password, ...userFields(input, roles.value) }),
  );
}

/**
 * IdentityUserAppService.UpdateAsync: the DTO (400), the user (404), its name and e-mail (403),
 * the stamp (409), the roles (UpdateUserByInput), then a new password if one was sent (403);
 * empty keeps the current one.
 */
export function updateUser(
  store: PlatformMockStore,
  tenantId: string | null,
  id: string,
  input: IdentityUserUpdateInput,
  canManageRoles: boolean,
): MockResult<MockUser> {
  const issues = userInputIssues(input, false);
  if (issues.length > 0) return invalid(issues);
  const user = findUserInTenant(store, tenantId, id);
  if (!user) return notFound(IDENTITY_USER, id);
  const password = input.password ?? '';
  const refused = identityFailure(userErrors(store.users, { ...input, id: user.id, tenantId }));
  if (refused) return refused;
  if (isStale(input.concurrencyStamp, user.concurrencyStamp)) {
    return refuse({ kind: 'concurrency' });
  }
  const roles = rolesAfterInput(store, tenantId, user.roles, input.roleNames, canManageRoles);
  if (!roles.ok) return roles;
  const badPassword =
    password === '' ? null : identityFailure(passwordErrors(store.settings, password));
  if (badPassword) return badPassword;
  Object.assign(user, userFields(input, roles.value), { concurrencyStamp: newStamp() });
  if (password !== '') setPassword(user, password);
  return succeed(user);
}

/** Replaces a user's roles (`PUT /users/{id}/roles`). */
export function setUserRoles(
  store: PlatformMockStore,
  tenantId: string | null,
  id: string,
  roleNames: string[],
): MockResult<void> {
  const user = findUserInTenant(store, tenantId, id);
  if (!user) return notFound(IDENTITY_USER, id);
  // ABP's UpdateRolesAsync is [Authorize(IdentityPermissions.Users.Update)]: no ManageRoles check.
  const names = resolveRoleNames(store, tenantId, roleNames);
  if (!names) return refuse({ kind: 'internal' });
  Object.assign(user, { roles: names, concurrencyStamp: newStamp() });
  return succeed(undefined);
}

/** A new password renews the security stamp, which voids every outstanding reset token. */
export function setPassword(user: MockUser, password: string): void {
  user.password = password;
  user.securityStamp = newStamp();
}

export function deleteUser(
  store: PlatformMockStore,
  tenantId: string | null,
  id: string,
  callerId: string,
): MockResult<void> {
  // ABP IdentityUserAppService.DeleteAsync: refuses the caller's own id first, then returns
  // without a word when FindByIdAsync finds no user (in this tenant): 204, as for a deleted one.
  if (id.toLowerCase() === callerId) {
    return refuse({ kind: 'business', code: 'Volo.Abp.Identity:010001', key: 'UserSelfDeletion' });
  }
  const user = findUserInTenant(store, tenantId, id);
  if (!user) return succeed(undefined);
  store.users.splice(store.users.indexOf(user), 1);
  removeWhere(
    store.permissionGrants,
    (grant) => grant.providerName === 'U' && grant.providerKey === user.id,
  );
  removeWhere(store.passwordResetTokens, (token) => token.userId === user.id);
  return succeed(undefined);
}

/** `IdentityRoleCreateOrUpdateDtoBase.Name` ([Required], [StringLength]); 400. */
const roleNameIssues = (name: string) => textIssues('name', name, MAX_LENGTH.roleName);

/** ASP.NET Core Identity's RoleValidator: a name no other role of the tenant has; 403. */
function duplicateRoleName(
  store: PlatformMockStore,
  tenantId: string | null,
  name: string,
  exceptId?: string,
) {
  const taken = rolesOfTenant(store, tenantId).some(
    (role) => role.id !== exceptId && normalizeName(role.name) === normalizeName(name),
  );
  return taken ? identityFailure([{ code: 'DuplicateRoleName', value: name }]) : null;
}

export function createRole(
  store: PlatformMockStore,
  tenantId: string | null,
  input: IdentityRoleInput,
): MockResult<MockRole> {
  const issues = roleNameIssues(input.name);
  if (issues.length > 0) return invalid(issues);
  const duplicate = duplicateRoleName(store, tenantId, input.name);
  if (duplicate) return duplicate;
  const role: MockRole = {
    id: crypto.randomUUID(),
    tenantId,
    name: input.name.trim(),
    isDefault: input.isDefault,
    isStatic: false,
    isPublic: input.isPublic,
    concurrencyStamp: newStamp(),
  };
  store.roles.push(role);
  return succeed(role);
}

/** Renaming carries the role's members and grants over to the new name. */
export function updateRole(
  store: PlatformMockStore,
  tenantId: string | null,
  id: string,
  input: IdentityRoleInput,
): MockResult<MockRole> {
  const issues = roleNameIssues(input.name);
  if (issues.length > 0) return invalid(issues);
  const role = findRoleInTenant(store, tenantId, id);
  if (!role) return notFound(IDENTITY_ROLE, id);
  const name = input.name.trim();
  // IdentityRoleManager.SetRoleNameAsync refuses to rename a static role.
  if (role.isStatic && name !== role.name) {
    return refuse({
      kind: 'business',
      code: 'Volo.Abp.Identity:010005',
      key: 'StaticRoleRenaming',
    });
  }
  const duplicate = duplicateRoleName(store, tenantId, input.name, role.id);
  if (duplicate) return duplicate;
  if (isStale(input.concurrencyStamp, role.concurrencyStamp)) {
    return refuse({ kind: 'concurrency' });
  }
  const previous = role.name;
  for (const user of usersOfTenant(store, tenantId)) {
    user.roles = user.roles.map((roleName) => (roleName === previous ? name : roleName));
  }
  for (const grant of store.permissionGrants) {
    if (
      grant.tenantId === tenantId &&
      grant.providerName === 'R' &&
      grant.providerKey === previous
    ) {
      grant.providerKey = name;
    }
  }
  Object.assign(role, {
    name,
    isDefault: input.isDefault,
    isPublic: input.isPublic,
    concurrencyStamp: newStamp(),
  });
  return succeed(role);
}

/** Deleting takes the role from its members and drops its grants. */
export function deleteRole(
  store: PlatformMockStore,
  tenantId: string | null,
  id: string,
): MockResult<void> {
  const role = findRoleInTenant(store, tenantId, id);
  // ABP IdentityRoleAppService.DeleteAsync returns when FindByIdAsync finds no role: 204.
  if (!role) return succeed(undefined);
  if (role.isStatic) {
    return refuse({
      kind: 'business',
      code: 'Volo.Abp.Identity:010006',
      key: 'StaticRoleDeletion',
    });
  }
  store.roles.splice(store.roles.indexOf(role), 1);
  for (const user of usersOfTenant(store, tenantId)) {
    user.roles = user.roles.filter((roleName) => roleName !== role.name);
  }
  removeWhere(
    store.permissionGrants,
    (grant) =>
      grant.tenantId === tenantId && grant.providerName === 'R' && grant.providerKey === role.name,
  );
  return succeed(undefined);
}

/** Removes, in place, every item that matches. */
export function removeWhere<T>(items: T[], matches: (item: T) => boolean): void {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    if (matches(items[index] as T)) items.splice(index, 1);
  }
}

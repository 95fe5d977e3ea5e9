import { http, HttpResponse, type RequestHandler } from 'msw';
import { z } from 'zod/mini';
import { IDENTITY_ROLES_PATH, IDENTITY_USERS_PATH } from '../admin/admin-operations';
import {
  identityRoleInputSchema,
  identityUserCreateInputSchema,
  identityUserUpdateInputSchema,
} from '../admin/schemas/identity';
import {
  createRole,
  createUser,
  deleteRole,
  deleteUser,
  findRoleInTenant,
  findUserInTenant,
  rolesOfTenant,
  rolesOfUser,
  setUserRoles,
  updateRole,
  updateUser,
  usersOfTenant,
} from './identity-operations';
import { identityRoleDto, identityUserDto } from './mock-dtos';
import { notFound, succeed } from './mock-failures';
import { pageOf, type ListShape } from './mock-list-query';
import { failureResponse, noContent, readInput, respond, respondEmpty } from './mock-responses';
import type { createMockRouting } from './mock-route';
import { normalizeName, type MockRole, type MockUser } from './platform-mock-model';
import type { PlatformMockStore } from './platform-mock-store';

const USERS_SHAPE: ListShape<MockUser> = {
  searchable: (user) => [user.userName, user.email, user.name, user.surName, user.phoneNumber],
  sortable: {
    userName: (user) => user.userName,
    email: (user) => user.email,
    name: (user) => user.name,
    surname: (user) => user.surName,
    phoneNumber: (user) => user.phoneNumber,
    isActive: (user) => user.isActive,
    emailConfirmed: (user) => user.emailVerified,
    phoneNumberConfirmed: (user) => user.phoneNumberVerified,
    lockoutEnabled: (user) => user.lockoutEnabled,
    creationTime: (user) => Date.parse(user.creationTime),
    id: (user) => user.id,
  },
  defaultSorting: 'userName asc',
};

const ROLES_SHAPE: ListShape<MockRole> = {
  searchable: (role) => [role.name],
  sortable: {
    name: (role) => role.name,
    isDefault: (role) => role.isDefault,
    isPublic: (role) => role.isPublic,
    isStatic: (role) => role.isStatic,
    id: (role) => role.id,
  },
  defaultSorting: 'name asc',
};

const roleList = (roles: MockRole[]) => ({ items: roles.map(identityRoleDto) });

/** `IdentityUserUpdateRolesDto` (`PUT /users/{id}/roles`): its `RoleNames` is [Required]. */
const updateRolesInputSchema = z.object({ roleNames: z.array(z.string()) });

/** ABP IdentityPermissions.Users.ManageRoles: without it a user's own input leaves roles alone. */
export const MANAGE_ROLES_POLICY = 'AbpIdentity.Users.Update.ManageRoles';

/**
 * Identity users and roles (contract §7.1–§7.2) of the caller's tenant. The literal user routes
 * (`assignable-roles`, `by-username`, `by-email`) come before `{id}`, as ASP.NET routing prefers them.
 */
export function createIdentityHandlers(
  store: PlatformMockStore,
  { authorized }: ReturnType<typeof createMockRouting>,
): RequestHandler[] {
  const users = `*/${IDENTITY_USERS_PATH}`;
  const roles = `*/${IDENTITY_ROLES_PATH}`;
  const userOr404 = (tenantId: string | null, id: string) => {
    const user = findUserInTenant(store, tenantId, id);
    return user ? succeed(user) : notFound('IdentityUser', id);
  };
  const canManageRoles = (caller: MockUser) =>
    store.grantedPoliciesFor(caller).includes(MANAGE_ROLES_POLICY);
  /** ABP answers a find that matches nothing with null, an empty 204. */
  const foundOrNull = (user: MockUser | undefined) =>
    user ? HttpResponse.json(identityUserDto(user)) : noContent();

  return [
    http.get(
      `${users}/assignable-roles`,
      authorized('AbpIdentity.Users', ({ caller }) =>
        HttpResponse.json(roleList(rolesOfTenant(store, caller.tenantId))),
      ),
    ),
    http.get(
      `${users}/by-username/:userName`,
      authorized('AbpIdentity.Users', ({ caller, params }) =>
        foundOrNull(
          usersOfTenant(store, caller.tenantId).find(
            (user) => normalizeName(user.userName) === normalizeName(params['userName'] ?? ''),
          ),
        ),
      ),
    ),
    http.get(
      `${users}/by-email/:email`,
      authorized('AbpIdentity.Users', ({ caller, params }) =>
        foundOrNull(
          usersOfTenant(store, caller.tenantId).find(
            (user) => normalizeName(user.email) === normalizeName(params['email'] ?? ''),
          ),
        ),
      ),
    ),
    http.get(
      users,
      authorized('AbpIdentity.Users', ({ caller, url }) =>
        respond(
          caller.culture,
          pageOf(url, usersOfTenant(store, caller.tenantId), USERS_SHAPE),
          (page) => ({
            totalCount: page.totalCount,
            items: page.items.map(identityUserDto),
          }),
        ),
      ),
    ),
    http.post(
      users,
      authorized('AbpIdentity.Users.Create', async ({ caller, request, user }) => {
        const input = await readInput(request, identityUserCreateInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respond(
          caller.culture,
          createUser(store, caller.tenantId, input.value, canManageRoles(user)),
          identityUserDto,
        );
      }),
    ),
    http.get(
      `${users}/:id/roles`,
      authorized('AbpIdentity.Users', ({ caller, params }) =>
        respond(caller.culture, userOr404(caller.tenantId, params['id'] ?? ''), (user) =>
          roleList(rolesOfUser(store, user)),
        ),
      ),
    ),
    http.put(
      `${users}/:id/roles`,
      authorized('AbpIdentity.Users.Update', async ({ caller, params, request }) => {
        const input = await readInput(request, updateRolesInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respondEmpty(
          caller.culture,
          setUserRoles(store, caller.tenantId, params['id'] ?? '', input.value.roleNames),
        );
      }),
    ),
    http.get(
      `${users}/:id`,
      authorized('AbpIdentity.Users', ({ caller, params }) =>
        respond(caller.culture, userOr404(caller.tenantId, params['id'] ?? ''), identityUserDto),
      ),
    ),
    http.put(
      `${users}/:id`,
      authorized('AbpIdentity.Users.Update', async ({ caller, params, request, user }) => {
        const input = await readInput(request, identityUserUpdateInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respond(
          caller.culture,
          updateUser(store, caller.tenantId, params['id'] ?? '', input.value, canManageRoles(user)),
          identityUserDto,
        );
      }),
    ),
    http.delete(
      `${users}/:id`,
      authorized('AbpIdentity.Users.Delete', ({ caller, params, user }) =>
        respondEmpty(
          caller.culture,
          deleteUser(store, caller.tenantId, params['id'] ?? '', user.id),
        ),
      ),
    ),

    http.get(
      `${roles}/all`,
      authorized('AbpIdentity.Roles', ({ caller }) =>
        HttpResponse.json(roleList(rolesOfTenant(store, caller.tenantId))),
      ),
    ),
    http.get(
      roles,
      authorized('AbpIdentity.Roles', ({ caller, url }) =>
        respond(
          caller.culture,
          pageOf(url, rolesOfTenant(store, caller.tenantId), ROLES_SHAPE),
          (page) => ({
            totalCount: page.totalCount,
            items: page.items.map(identityRoleDto),
          }),
        ),
      ),
    ),
    http.post(
      roles,
      authorized('AbpIdentity.Roles.Create', async ({ caller, request }) => {
        const input = await readInput(request, identityRoleInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respond(
          caller.culture,
          createRole(store, caller.tenantId, input.value),
          identityRoleDto,
        );
      }),
    ),
    http.get(
      `${roles}/:id`,
      authorized('AbpIdentity.Roles', ({ caller, params }) => {
        const role = findRoleInTenant(store, caller.tenantId, params['id'] ?? '');
        return respond(
          caller.culture,
          role ? succeed(role) : notFound('IdentityRole', params['id'] ?? ''),
          identityRoleDto,
        );
      }),
    ),
    http.put(
      `${roles}/:id`,
      authorized('AbpIdentity.Roles.Update', async ({ caller, params, request }) => {
        const input = await readInput(request, identityRoleInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respond(
          caller.culture,
          updateRole(store, caller.tenantId, params['id'] ?? '', input.value),
          identityRoleDto,
        );
      }),
    ),
    http.delete(
      `${roles}/:id`,
      authorized('AbpIdentity.Roles.Delete', ({ caller, params }) =>
        respondEmpty(caller.culture, deleteRole(store, caller.tenantId, params['id'] ?? '')),
      ),
    ),
  ];
}

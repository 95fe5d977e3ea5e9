import type { Profile } from '../account/account-schemas';
import type { IdentityRole, IdentityUser } from '../admin/schemas/identity';
import type { Tenant } from '../admin/schemas/tenants';
import type { MockRole, MockTenant, MockUser } from './platform-mock-model';

const orNull = (text: string) => (text === '' ? null : text);

/** `IdentityUserDto` of a stored user (contract §7.3). */
export function identityUserDto(user: MockUser): IdentityUser {
  return {
    id: user.id,
    tenantId: user.tenantId,
    userName: user.userName,
    name: orNull(user.name),
    surname: orNull(user.surName),
    email: user.email,
    emailConfirmed: user.emailVerified,
    phoneNumber: orNull(user.phoneNumber),
    phoneNumberConfirmed: user.phoneNumberVerified,
    isActive: user.isActive,
    lockoutEnabled: user.lockoutEnabled,
    lockoutEnd: user.lockoutEnd,
    concurrencyStamp: user.concurrencyStamp,
    creationTime: user.creationTime,
  };
}

export function identityRoleDto(role: MockRole): IdentityRole {
  return {
    id: role.id,
    name: role.name,
    isDefault: role.isDefault,
    isStatic: role.isStatic,
    isPublic: role.isPublic,
    concurrencyStamp: role.concurrencyStamp,
  };
}

export function tenantDto(tenant: MockTenant): Tenant {
  return { id: tenant.id, name: tenant.name, concurrencyStamp: tenant.concurrencyStamp };
}

/** `ProfileDto`: every mock user signs in with a password of its own. */
export function profileDto(user: MockUser): Profile {
  return {
    userName: user.userName,
    email: user.email,
    name: orNull(user.name),
    surname: orNull(user.surName),
    phoneNumber: orNull(user.phoneNumber),
    isExternal: false,
    hasPassword: true,
    concurrencyStamp: user.concurrencyStamp,
  };
}

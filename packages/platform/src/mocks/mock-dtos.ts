import type { Profile } from '../account/account-schemas';
import type { IdentityRole, IdentityUser } from '../admin/schemas/identity';
import type { Tenant } from '../admin/schemas/tenants';
import type { MockRole, MockTenant, MockUser } from './platform-mock-model';

const orNull = (text: string) => (text === '' ? null : text);

/** ABP's `ExtensibleObject`: the mock keeps no extra properties. */
const extensible = { extraProperties: {} };

/**
 * `IdentityUserDto` of a stored user (contract §7.3): ABP's ExtensibleFullAuditedEntityDto<Guid>
 * with the ABP 8 members (packages/platform/contract/abp/identity). The mock keeps no audit
 * trail, lockout counter or entity version, so those read as never set.
 */
export function identityUserDto(user: MockUser): IdentityUser & Record<string, unknown> {
  return {
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
    accessFailedCount: 0,
    lockoutEnd: user.lockoutEnd,
    concurrencyStamp: user.concurrencyStamp,
    entityVersion: 0,
    lastPasswordChangeTime: null,
    isDeleted: false,
    deleterId: null,
    deletionTime: null,
    lastModificationTime: null,
    lastModifierId: null,
    creationTime: user.creationTime,
    creatorId: null,
    id: user.id,
    ...extensible,
  };
}

/** `IdentityRoleDto`: ABP's ExtensibleEntityDto<Guid>. */
export function identityRoleDto(role: MockRole): IdentityRole & Record<string, unknown> {
  return {
    name: role.name,
    isDefault: role.isDefault,
    isStatic: role.isStatic,
    isPublic: role.isPublic,
    concurrencyStamp: role.concurrencyStamp,
    id: role.id,
    ...extensible,
  };
}

/** `TenantDto`: ABP's ExtensibleEntityDto<Guid>. */
export function tenantDto(tenant: MockTenant): Tenant & Record<string, unknown> {
  return {
    name: tenant.name,
    concurrencyStamp: tenant.concurrencyStamp,
    id: tenant.id,
    ...extensible,
  };
}

/** `ProfileDto` (an ExtensibleObject): every mock user signs in with a password of its own. */
export function profileDto(user: MockUser): Profile & Record<string, unknown> {
  return {
    userName: user.userName,
    email: user.email,
    name: orNull(user.name),
    surname: orNull(user.surName),
    phoneNumber: orNull(user.phoneNumber),
    isExternal: false,
    hasPassword: true,
    concurrencyStamp: user.concurrencyStamp,
    ...extensible,
  };
}

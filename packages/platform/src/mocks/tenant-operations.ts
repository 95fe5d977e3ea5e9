import type { TenantCreateInput, TenantUpdateInput } from '../admin/schemas/tenants';
import { addUser, removeWhere } from './identity-operations';
import { emailIssues, MAX_LENGTH, textIssues } from './identity-rules';
import {
  fieldIssue,
  invalid,
  isStale,
  notFound,
  refuse,
  succeed,
  type MockResult,
} from './mock-failures';
import { standardRoles } from './platform-mock-seed';
import { newStamp, normalizeName, ROLE_NAMES, type MockTenant } from './platform-mock-model';
import type { PlatformMockStore } from './platform-mock-store';

const TENANT = 'Tenant';

/** `[MaxLength(max)]` (not `[StringLength]`): DataAnnotations' "string or array" sentence. */
const arrayMaxLength = (field: string, value: string, max: number) =>
  value.length > max ? [fieldIssue(field, 'MaxLengthArray', { max })] : [];

export const findTenant = (store: PlatformMockStore, id: string) => store.findTenantById(id);

/** TenantManager.ValidateNameAsync: another tenant with the normalized name is a 403 naming it. */
function duplicateTenantName(store: PlatformMockStore, name: string, exceptId?: string) {
  const normalized = normalizeName(name);
  const taken = store.tenants.some(
    (tenant) => tenant.id !== exceptId && tenant.normalizedName === normalized,
  );
  return taken
    ? refuse({
        kind: 'business',
        code: 'Volo.Abp.TenantManagement:DuplicateTenantName',
        key: 'DuplicateTenantName',
        params: { value: normalized },
        data: { Name: normalized },
      })
    : null;
}

/**
 * A new tenant starts like the seeded ones: the standard roles, `admin` holding every tenant-side
 * permission, and an `admin` user with the given e-mail and password. TenantCreateDto's
 * annotations are checked (400), not the password rules: IdentityDataSeeder creates the admin with
 * `validatePassword: false`.
 */
export function createTenant(
  store: PlatformMockStore,
  input: TenantCreateInput,
): MockResult<MockTenant> {
  const issues = [
    ...textIssues('name', input.name, MAX_LENGTH.tenantName),
    ...emailIssues('adminEmailAddress', input.adminEmailAddress),
    ...arrayMaxLength('adminEmailAddress', input.adminEmailAddress, MAX_LENGTH.email),
    ...textIssues('adminPassword', input.adminPassword, Infinity),
    ...arrayMaxLength('adminPassword', input.adminPassword, MAX_LENGTH.password),
  ];
  if (issues.length > 0) return invalid(issues);
  const duplicate = duplicateTenantName(store, input.name);
  if (duplicate) return duplicate;
  const name = input.name.trim();
  const tenant: MockTenant = {
    id: crypto.randomUUID(),
    name,
    normalizedName: normalizeName(name),
    isActive: true,
    concurrencyStamp: newStamp(),
  };
  store.tenants.push(tenant);
  store.roles.push(
    ...standardRoles(tenant.id, {
      admin: crypto.randomUUID(),
      investor: crypto.randomUUID(),
      operationsOfficer: crypto.randomUUID(),
    }),
  );
  store.permissionGrants.push(...store.seededRoleGrants(tenant.id));
  addUser(store, {
    tenantId: tenant.id,
    userName: 'admin',
    email: input.adminEmailAddress.trim(),
    password: input.adminPassword,
    roles: [ROLE_NAMES.admin],
    isRegistrationComplete: true,
  });
  return succeed(tenant);
}

export function updateTenant(
  store: PlatformMockStore,
  id: string,
  input: TenantUpdateInput,
): MockResult<MockTenant> {
  const issues = textIssues('name', input.name, MAX_LENGTH.tenantName);
  if (issues.length > 0) return invalid(issues);
  const tenant = findTenant(store, id);
  if (!tenant) return notFound(TENANT, id);
  if (isStale(input.concurrencyStamp, tenant.concurrencyStamp)) {
    return refuse({ kind: 'concurrency' });
  }
  const duplicate = duplicateTenantName(store, input.name, tenant.id);
  if (duplicate) return duplicate;
  const name = input.name.trim();
  Object.assign(tenant, {
    name,
    normalizedName: normalizeName(name),
    concurrencyStamp: newStamp(),
  });
  return succeed(tenant);
}

/** Deleting a tenant deletes everything that lived in it. */
export function deleteTenant(store: PlatformMockStore, id: string): MockResult<void> {
  const tenant = findTenant(store, id);
  // ABP TenantAppService.DeleteAsync returns when TenantRepository.FindAsync finds none: 204.
  if (!tenant) return succeed(undefined);
  const userIds = new Set(
    store.users.filter((user) => user.tenantId === tenant.id).map((user) => user.id),
  );
  store.tenants.splice(store.tenants.indexOf(tenant), 1);
  removeWhere(store.users, (user) => user.tenantId === tenant.id);
  removeWhere(store.roles, (role) => role.tenantId === tenant.id);
  removeWhere(store.permissionGrants, (grant) => grant.tenantId === tenant.id);
  removeWhere(
    store.featureValues,
    (value) => value.providerName === 'T' && value.providerKey === tenant.id,
  );
  removeWhere(store.passwordResetTokens, (token) => userIds.has(token.userId));
  return succeed(undefined);
}

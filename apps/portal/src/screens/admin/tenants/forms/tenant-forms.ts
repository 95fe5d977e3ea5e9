import { z } from 'zod/mini';
import type { Tenant, TenantUpdateInput } from '@sahm/platform/admin';

/** ABP's `TenantConsts.MaxNameLength`. */
export const TENANT_NAME_MAX_LENGTH = 64;
/** ABP's identity limits for the new tenant's admin user. */
const EMAIL_MAX_LENGTH = 256;
const PASSWORD_MAX_LENGTH = 128;

const tenantName = z.string().check(z.trim(), z.minLength(1), z.maxLength(TENANT_NAME_MAX_LENGTH));

/**
 * Name, admin e-mail and admin password (contract §9). The password policy is the new tenant's
 * and the server's to check: its messages land under the field (docs/adr/0111-tenant-management.md).
 */
export const createTenantFormSchema = z.object({
  name: tenantName,
  adminEmailAddress: z.pipe(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_MAX_LENGTH)),
    z.email(),
  ),
  adminPassword: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});

export type CreateTenantFormInput = z.input<typeof createTenantFormSchema>;

export const CREATE_TENANT_DEFAULTS: CreateTenantFormInput = {
  name: '',
  adminEmailAddress: '',
  adminPassword: '',
};

export const editTenantFormSchema = z.object({ name: tenantName });

/** The rename keeps the concurrency stamp it was read with, so a stale edit is refused (409). */
export function editTenantPayload(
  values: z.output<typeof editTenantFormSchema>,
  tenant: Tenant,
): TenantUpdateInput {
  return tenant.concurrencyStamp
    ? { name: values.name, concurrencyStamp: tenant.concurrencyStamp }
    : { name: values.name };
}

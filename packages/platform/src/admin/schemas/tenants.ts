import { z } from 'zod/mini';
import { entityIdSchema, optionalTextSchema } from '../abp-call/list-schemas';

/** `TenantDto` (contract §9). */
export const tenantSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  concurrencyStamp: optionalTextSchema,
});
export type Tenant = z.infer<typeof tenantSchema>;

/** `TenantCreateDto`: the new tenant's `admin` user is created with this e-mail and password. */
export const tenantCreateInputSchema = z.object({
  name: z.string(),
  adminEmailAddress: z.string(),
  adminPassword: z.string(),
});
export type TenantCreateInput = z.infer<typeof tenantCreateInputSchema>;

export const tenantUpdateInputSchema = z.object({
  name: z.string(),
  concurrencyStamp: z.optional(z.string()),
});
export type TenantUpdateInput = z.infer<typeof tenantUpdateInputSchema>;

import { z } from 'zod/mini';
import { optionalTextSchema } from '../abp-call/list-schemas';

/** `R`: a role, keyed by its name; `U`: a user, keyed by its id (contract §8.1). */
export const permissionProviderNameSchema = z.enum(['R', 'U']);
export type PermissionProviderName = z.infer<typeof permissionProviderNameSchema>;

export const permissionGrantSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  parentName: optionalTextSchema,
  isGranted: z.boolean(),
  allowedProviders: z.array(z.string()),
  /** A provider other than the edited one here means "granted by someone else", read-only in the UI. */
  grantedProviders: z.array(z.object({ providerName: z.string(), providerKey: z.string() })),
});
export type PermissionGrant = z.infer<typeof permissionGrantSchema>;

export const permissionGroupSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  permissions: z.array(permissionGrantSchema),
});
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;

/** `GetPermissionListResultDto`. */
export const permissionListSchema = z.object({
  entityDisplayName: z.string(),
  groups: z.array(permissionGroupSchema),
});
export type PermissionList = z.infer<typeof permissionListSchema>;

/** `UpdatePermissionsDto`: only the permissions that changed. */
export const permissionsUpdateInputSchema = z.object({
  permissions: z.array(z.object({ name: z.string(), isGranted: z.boolean() })),
});
export type PermissionsUpdateInput = z.infer<typeof permissionsUpdateInputSchema>;

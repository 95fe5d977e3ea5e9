import { z } from 'zod/mini';
import { entityIdSchema, optionalTextSchema } from '../abp-call/list-schemas';

/** `IdentityUserDto` (contract §7.3); audit and extension fields are ignored. */
export const identityUserSchema = z.object({
  id: entityIdSchema,
  tenantId: optionalTextSchema,
  userName: z.string(),
  name: optionalTextSchema,
  surname: optionalTextSchema,
  email: z.string(),
  emailConfirmed: z.boolean(),
  phoneNumber: optionalTextSchema,
  phoneNumberConfirmed: z.boolean(),
  isActive: z.boolean(),
  lockoutEnabled: z.boolean(),
  lockoutEnd: optionalTextSchema,
  concurrencyStamp: optionalTextSchema,
  creationTime: z.string(),
});
export type IdentityUser = z.infer<typeof identityUserSchema>;

/**
 * `IdentityUserCreateOrUpdateDtoBase`: role **names**, not ids. `roleNames` may be left out (or
 * null): ABP's IdentityUserAppService.UpdateUserByInput then leaves the roles alone, as it does
 * for a caller without `AbpIdentity.Users.Update.ManageRoles`.
 */
export const identityUserInputBaseSchema = z.object({
  userName: z.string(),
  name: z.optional(z.string()),
  surname: z.optional(z.string()),
  email: z.string(),
  phoneNumber: z.optional(z.string()),
  isActive: z.boolean(),
  lockoutEnabled: z.boolean(),
  roleNames: z.optional(z.nullable(z.array(z.string()))),
});
export type IdentityUserInputBase = z.infer<typeof identityUserInputBaseSchema>;

export const identityUserCreateInputSchema = z.extend(identityUserInputBaseSchema, {
  password: z.string(),
});
export type IdentityUserCreateInput = z.infer<typeof identityUserCreateInputSchema>;

/** An empty or missing `password` keeps the current one. */
export const identityUserUpdateInputSchema = z.extend(identityUserInputBaseSchema, {
  password: z.optional(z.string()),
  concurrencyStamp: z.optional(z.string()),
});
export type IdentityUserUpdateInput = z.infer<typeof identityUserUpdateInputSchema>;

/** `IdentityRoleDto` (contract §7.3). */
export const identityRoleSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  isDefault: z.boolean(),
  isStatic: z.boolean(),
  isPublic: z.boolean(),
  concurrencyStamp: optionalTextSchema,
});
export type IdentityRole = z.infer<typeof identityRoleSchema>;

/** `IdentityRoleCreateDto` / `IdentityRoleUpdateDto`. */
export const identityRoleInputSchema = z.object({
  name: z.string(),
  isDefault: z.boolean(),
  isPublic: z.boolean(),
  concurrencyStamp: z.optional(z.string()),
});
export type IdentityRoleInput = z.infer<typeof identityRoleInputSchema>;

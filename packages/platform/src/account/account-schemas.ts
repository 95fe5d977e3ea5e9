import { z } from 'zod/mini';
import { optionalTextSchema } from '../admin/abp-call/list-schemas';

/** `ProfileDto` (contract §6.2). */
export const profileSchema = z.object({
  userName: z.string(),
  email: z.string(),
  name: optionalTextSchema,
  surname: optionalTextSchema,
  phoneNumber: optionalTextSchema,
  isExternal: z.boolean(),
  /** False for an external sign-in: change-password then takes no current password. */
  hasPassword: z.boolean(),
  concurrencyStamp: optionalTextSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** `UpdateProfileDto`. */
export const profileUpdateInputSchema = z.object({
  userName: z.string(),
  email: z.string(),
  name: z.optional(z.string()),
  surname: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
  concurrencyStamp: z.optional(z.string()),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInputSchema>;

/** `ChangePasswordInput`: `currentPassword` left out when the profile has no password. */
export const changePasswordInputSchema = z.object({
  currentPassword: z.optional(z.string()),
  newPassword: z.string(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** `RegisterDto`: note `emailAddress`, not `email`. */
export const registerInputSchema = z.object({
  userName: z.string(),
  emailAddress: z.string(),
  password: z.string(),
  appName: z.string(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** `SendPasswordResetCodeDto`. */
export const sendPasswordResetCodeInputSchema = z.object({
  email: z.string(),
  appName: z.string(),
  returnUrl: z.optional(z.string()),
  returnUrlHash: z.optional(z.string()),
});
export type SendPasswordResetCodeInput = z.infer<typeof sendPasswordResetCodeInputSchema>;

/** The body of `verify-password-reset-token`, read from the reset link's query. */
export const passwordResetTokenInputSchema = z.object({
  userId: z.string(),
  resetToken: z.string(),
});
export type PasswordResetTokenInput = z.infer<typeof passwordResetTokenInputSchema>;

/** `ResetPasswordDto`. */
export const resetPasswordInputSchema = z.extend(passwordResetTokenInputSchema, {
  password: z.string(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

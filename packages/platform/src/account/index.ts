export { AbpResponseError, isAbpResponseError } from '../admin/abp-call/abp-response-error';
export type { AbpResponseErrorKind } from '../admin/abp-call/abp-response-error';
export type { AbpClientOptions } from '../admin/abp-call/call-abp-operation';
export { identityUserSchema } from '../admin/schemas/identity';
export type { IdentityUser } from '../admin/schemas/identity';
export { accountAppName, DEFAULT_ACCOUNT_APP_NAME } from './account-app-name';
export { ACCOUNT_OPERATIONS } from './account-operations';
export type { AccountOperationId } from './account-operations';
export { createAccountClient } from './account-client';
export type { AccountClient } from './account-client';
export { accountKeys } from './account-keys';
export { accountQueries } from './account-queries';
export { accountMutations } from './account-mutations';
export {
  changePasswordInputSchema,
  passwordResetTokenInputSchema,
  profileSchema,
  profileUpdateInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  sendPasswordResetCodeInputSchema,
} from './account-schemas';
export type {
  ChangePasswordInput,
  PasswordResetTokenInput,
  Profile,
  ProfileUpdateInput,
  RegisterInput,
  ResetPasswordInput,
  SendPasswordResetCodeInput,
} from './account-schemas';

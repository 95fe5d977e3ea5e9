import type { KyInstance } from 'ky';
import { z } from 'zod/mini';
import {
  createAbpOperationCaller,
  type AbpClientOptions,
} from '../admin/abp-call/call-abp-operation';
import { identityUserSchema } from '../admin/schemas/identity';
import { ACCOUNT_OPERATIONS } from './account-operations';
import {
  profileSchema,
  type ChangePasswordInput,
  type PasswordResetTokenInput,
  type ProfileUpdateInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SendPasswordResetCodeInput,
} from './account-schemas';

/** ABP's account module over the platform's ky instance (`useHttpClient()`). */
export function createAccountClient(http: KyInstance, options?: AbpClientOptions) {
  const { call, callWithoutResult } = createAbpOperationCaller(http, ACCOUNT_OPERATIONS, options);
  return {
    /** Self-registration; the new user gets the tenant's default roles. */
    register: (input: RegisterInput) => call('register', identityUserSchema, { json: input }),
    /** 204 whether or not the e-mail is known, so accounts cannot be enumerated. */
    sendPasswordResetCode: (input: SendPasswordResetCodeInput) =>
      callWithoutResult('sendPasswordResetCode', { json: input }),
    verifyPasswordResetToken: (input: PasswordResetTokenInput) =>
      call('verifyPasswordResetToken', z.boolean(), { json: input }),
    resetPassword: (input: ResetPasswordInput) =>
      callWithoutResult('resetPassword', { json: input }),
    getMyProfile: () => call('getMyProfile', profileSchema),
    updateMyProfile: (input: ProfileUpdateInput) =>
      call('updateMyProfile', profileSchema, { json: input }),
    changePassword: (input: ChangePasswordInput) =>
      callWithoutResult('changePassword', { json: input }),
  };
}

export type AccountClient = ReturnType<typeof createAccountClient>;

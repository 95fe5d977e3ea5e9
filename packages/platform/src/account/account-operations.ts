import type { AbpOperation } from '../admin/abp-call/abp-operation';

export const ACCOUNT_PATH = 'api/account';
export const MY_PROFILE_PATH = `${ACCOUNT_PATH}/my-profile`;

/** ABP's account module (contract §6.1). */
export const ACCOUNT_OPERATIONS = {
  register: { method: 'POST', path: `${ACCOUNT_PATH}/register` },
  sendPasswordResetCode: { method: 'POST', path: `${ACCOUNT_PATH}/send-password-reset-code` },
  verifyPasswordResetToken: { method: 'POST', path: `${ACCOUNT_PATH}/verify-password-reset-token` },
  resetPassword: { method: 'POST', path: `${ACCOUNT_PATH}/reset-password` },
  getMyProfile: { method: 'GET', path: MY_PROFILE_PATH },
  updateMyProfile: { method: 'PUT', path: MY_PROFILE_PATH },
  changePassword: { method: 'POST', path: `${MY_PROFILE_PATH}/change-password` },
} as const satisfies Record<string, AbpOperation>;

export type AccountOperationId = keyof typeof ACCOUNT_OPERATIONS;

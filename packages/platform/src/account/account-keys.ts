import type { PasswordResetTokenInput } from './account-schemas';

const all = ['account'] as const;

/** Query keys of the account module. */
export const accountKeys = {
  all,
  myProfile: () => [...all, 'my-profile'] as const,
  passwordResetToken: ({ userId, resetToken }: PasswordResetTokenInput) =>
    [...all, 'password-reset-token', userId, resetToken] as const,
};

import { ABP_ERROR_FORMAT_HEADER, toHttpErrorInfo } from '@sahm/platform';

/**
 * Whether a reset-link call failed because the link's user is not in this tenant: ABP's own 404,
 * IdentityUserManager.GetByIdAsync's EntityNotFoundException in ABP's error format (as
 * AccountAppService's VerifyPasswordResetTokenAsync and ResetPasswordAsync answer it), not the
 * tenant-resolve 404, which ABP sends without `_AbpErrorFormat`.
 */
export function isUnknownAccount(error: unknown): boolean {
  const info = toHttpErrorInfo(error);
  return info.status === 404 && info.headers.get(ABP_ERROR_FORMAT_HEADER) === 'true';
}

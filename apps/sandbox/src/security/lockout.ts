import type { MockUser } from '@sahm/platform/mocks';

/**
 * ABP Identity's lockout defaults (AbpIdentitySettingDefinitionProvider:
 * Abp.Identity.Lockout.MaxFailedAccessAttempts 5, LockoutDuration 300 s), which
 * AbpIdentityOptionsFactory copies into IdentityOptions.Lockout.
 */
export const ABP_LOCKOUT = { maxFailedAccessAttempts: 5, lockoutSeconds: 5 * 60 } as const;

export interface Lockout {
  isLockedOut(user: MockUser): boolean;
  /** UserManager.AccessFailedAsync: one more failure; at the limit, locked for the duration. */
  accessFailed(user: MockUser): void;
  /** UserManager.ResetAccessFailedCountAsync, after a right password. */
  succeeded(user: MockUser): void;
  clear(): void;
}

/**
 * ASP.NET Core Identity's lockout as SignInManager.CheckPasswordSignInAsync(…, lockoutOnFailure:
 * true) applies it: consecutive failures count per user; reaching the limit sets `lockoutEnd` (so
 * the users list shows it) and starts the count again. A user with lockout disabled is never locked.
 */
export function createLockout({
  maxFailedAccessAttempts = ABP_LOCKOUT.maxFailedAccessAttempts,
  lockoutSeconds = ABP_LOCKOUT.lockoutSeconds,
  now = Date.now,
}: {
  maxFailedAccessAttempts?: number;
  lockoutSeconds?: number;
  now?: () => number;
} = {}): Lockout {
  const failedCounts = new Map<string, number>();
  return {
    isLockedOut: (user) =>
      user.lockoutEnabled && user.lockoutEnd !== null && Date.parse(user.lockoutEnd) > now(),
    accessFailed(user) {
      const count = (failedCounts.get(user.id) ?? 0) + 1;
      if (count < maxFailedAccessAttempts) {
        failedCounts.set(user.id, count);
        return;
      }
      failedCounts.delete(user.id);
      if (user.lockoutEnabled) {
        user.lockoutEnd = new Date(now() + lockoutSeconds * 1000).toISOString();
      }
    },
    succeeded: (user) => {
      failedCounts.delete(user.id);
    },
    clear: () => failedCounts.clear(),
  };
}

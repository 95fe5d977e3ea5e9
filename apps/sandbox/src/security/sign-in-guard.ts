import { normalizeName, type MockUser, type PlatformMockStore } from '@sahm/platform/mocks';
import { createLockout } from './lockout';
import { createRateLimiter } from './rate-limiter';

/** Failed sign-ins one address may make per minute before every sign-in from it waits. */
export const FAILED_SIGN_INS_PER_ADDRESS = { limit: 10, windowMs: 60_000 } as const;

export type SignInOutcome =
  | { user: MockUser }
  | { refusal: 'invalid' | 'locked-out' }
  | { refusal: 'throttled'; retryAfterSeconds: number };

export interface SignInAttempt {
  userNameOrEmail: string;
  password: string;
  tenantId: string | null;
  /** Where the attempt comes from (the socket's address). */
  clientAddress: string;
}

/**
 * ABP's TokenController.HandlePasswordAsync lookup: the user name, else the e-mail address
 * (ReplaceEmailToUsernameOfInputIfNeeds), within the tenant.
 */
function findUser(store: PlatformMockStore, userNameOrEmail: string, tenantId: string | null) {
  const wanted = normalizeName(userNameOrEmail);
  const inTenant = store.users.filter((user) => user.tenantId === tenantId);
  return (
    inTenant.find((user) => normalizeName(user.userName) === wanted) ??
    inTenant.find((user) => normalizeName(user.email) === wanted)
  );
}

/**
 * Every password check of the sandbox (the token endpoint's password grant, the provider's login
 * form): ABP Identity's lockout per account, and a cap on failed attempts per address that no
 * ABP default has (ADR 0452). Both count only refusals, so a user who signs in is never slowed.
 */
export function createSignInGuard(store: PlatformMockStore, now: () => number = Date.now) {
  const lockout = createLockout({ now });
  const failuresByAddress = createRateLimiter({ ...FAILED_SIGN_INS_PER_ADDRESS, now });

  const refuse = (clientAddress: string, refusal: 'invalid' | 'locked-out'): SignInOutcome => {
    failuresByAddress.hit(clientAddress);
    return { refusal };
  };

  return {
    signIn({ userNameOrEmail, password, tenantId, clientAddress }: SignInAttempt): SignInOutcome {
      const allowed = failuresByAddress.check(clientAddress);
      if (!allowed.allowed) {
        return { refusal: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };
      }
      const user = findUser(store, userNameOrEmail, tenantId);
      // An inactive user is refused before the password, as AbpSignInManager's pre-sign-in check.
      if (!user?.isActive) return refuse(clientAddress, 'invalid');
      if (lockout.isLockedOut(user)) return refuse(clientAddress, 'locked-out');
      if (user.password === password) {
        lockout.succeeded(user);
        return { user };
      }
      lockout.accessFailed(user);
      return refuse(clientAddress, lockout.isLockedOut(user) ? 'locked-out' : 'invalid');
    },
    /** The sandbox reset: counts and address windows start again (lockouts live on the users). */
    clear() {
      lockout.clear();
      failuresByAddress.clear();
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;

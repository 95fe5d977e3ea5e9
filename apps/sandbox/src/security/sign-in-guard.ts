import {
  normalizeName,
  settingValueFor,
  type MockUser,
  type PlatformMockStore,
} from '@sahm/platform/mocks';
import { createLockout } from './lockout';
import { createRateLimiter } from './rate-limiter';

/** Failed sign-ins one address may make per minute before every sign-in from it waits. */
export const FAILED_SIGN_INS_PER_ADDRESS = { limit: 10, windowMs: 60_000 } as const;

/** A refusal that counts against the address: a wrong password, or a locked-out account. */
type FailedGuess = 'invalid' | 'locked-out';

export type SignInOutcome =
  | { user: MockUser }
  | { refusal: FailedGuess }
  /** The right password for an account that may not sign in: inactive, or e-mail unconfirmed. */
  | { refusal: 'inactive' | 'unconfirmed'; user: MockUser }
  /** The right password for an account with a second factor, which the sandbox never asks for. */
  | { refusal: 'requires-two-factor'; user: MockUser }
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
 * AbpSignInManager.PreSignInCheck, then ASP.NET Core Identity's: an inactive user, or one whose
 * e-mail address is unconfirmed while `Abp.Identity.SignIn.RequireConfirmedEmail` is on, is "not
 * allowed" (checked before the lockout and the password); then a locked-out one is refused.
 */
function preSignInCheck(store: PlatformMockStore, user: MockUser) {
  if (!user.isActive) return 'inactive';
  const requireConfirmedEmail =
    settingValueFor(store, user.tenantId, 'Abp.Identity.SignIn.RequireConfirmedEmail') === 'true';
  if (requireConfirmedEmail && !user.emailVerified) return 'unconfirmed';
  return null;
}

/**
 * TokenController.IsTfaEnabledAsync: two-factor on, and a provider to send the code with (ABP's
 * e-mail and phone providers need a confirmed address or number).
 */
const hasSecondFactor = (user: MockUser) =>
  user.twoFactorEnabled && (user.emailVerified || user.phoneNumberVerified);

/**
 * Every password check of the sandbox (the token endpoint's password grant, the provider's login
 * form): ABP Identity's lockout per account, and a cap on failed attempts per address that no
 * ABP default has (ADR 0452). Both count only refusals, so a user who signs in is never slowed.
 */
export function createSignInGuard(store: PlatformMockStore, now: () => number = Date.now) {
  const lockout = createLockout({ now });
  const failuresByAddress = createRateLimiter({ ...FAILED_SIGN_INS_PER_ADDRESS, now });

  const refuse = (clientAddress: string, refusal: FailedGuess): SignInOutcome => {
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
      if (!user) return refuse(clientAddress, 'invalid');
      // ABP 9's TokenController.HandlePasswordAsync (abp#22093): a "not allowed" user with a wrong
      // password hears "invalid"; the failure is not counted towards the lockout, as in Identity.
      const notAllowed = preSignInCheck(store, user);
      if (notAllowed) {
        if (user.password !== password) return refuse(clientAddress, 'invalid');
        return { refusal: notAllowed, user };
      }
      if (lockout.isLockedOut(user)) return refuse(clientAddress, 'locked-out');
      if (user.password === password) {
        lockout.succeeded(user);
        return hasSecondFactor(user) ? { refusal: 'requires-two-factor', user } : { user };
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

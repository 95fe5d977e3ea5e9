import type {
  ChangePasswordInput,
  PasswordResetTokenInput,
  ProfileUpdateInput,
  RegisterInput,
  ResetPasswordInput,
  SendPasswordResetCodeInput,
} from '../account/account-schemas';
import { DEFAULT_TENANT_KEY } from '../constants';
import {
  addUser,
  findUserInTenant,
  removeWhere,
  rolesOfTenant,
  setPassword,
  usersOfTenant,
} from './identity-operations';
import { emailIssues, passwordIssues, userIdentityIssues } from './identity-rules';
import type { MockCultureName } from './mock-cultures';
import { mockText } from './mock-error-texts';
import { fieldIssue, invalid, isStale, refuse, succeed, type MockResult } from './mock-failures';
import { newStamp, normalizeName, type MockUser } from './platform-mock-model';
import type { PlatformMockStore } from './platform-mock-store';

/** ASP.NET Core Identity's default token lifespan, which ABP keeps for password reset. */
export const PASSWORD_RESET_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Where the portal's reset-password screen lives; the mailed link points there. */
export const RESET_PASSWORD_PATH = '/account/reset-password';

/** Self-registration (contract §6): refused when the setting is off; the user gets the tenant's default roles. */
export function register(
  store: PlatformMockStore,
  tenantId: string | null,
  input: RegisterInput,
): MockResult<MockUser> {
  if (store.settings['Abp.Account.IsSelfRegistrationEnabled'] !== 'true') {
    return refuse({ kind: 'business', code: null, key: 'SelfRegistrationDisabled' });
  }
  const issues = [
    ...userIdentityIssues(
      store.users,
      { tenantId, userName: input.userName, email: input.emailAddress },
      'emailAddress',
    ),
    ...passwordIssues(store.settings, 'password', input.password),
  ];
  if (issues.length > 0) return invalid(issues);
  return succeed(
    addUser(store, {
      tenantId,
      userName: input.userName.trim(),
      email: input.emailAddress.trim(),
      password: input.password,
      roles: rolesOfTenant(store, tenantId)
        .filter((role) => role.isDefault)
        .map((role) => role.name),
    }),
  );
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function resetLink(user: MockUser, token: string, input: SendPasswordResetCodeInput): string {
  const query = new URLSearchParams({ userId: user.id, resetToken: token });
  // ABP puts the tenant in the link so the reset page talks to the right tenant.
  if (user.tenantId) query.set(DEFAULT_TENANT_KEY, user.tenantId);
  if (input.returnUrl) query.set('returnUrl', input.returnUrl);
  if (input.returnUrlHash) query.set('returnUrlHash', input.returnUrlHash);
  return `${RESET_PASSWORD_PATH}?${query.toString()}`;
}

/**
 * Records the reset mail for a known, active user of the tenant. An unknown address succeeds the
 * same way, so the answer never tells whether an account exists.
 */
export function sendPasswordResetCode(
  store: PlatformMockStore,
  tenantId: string | null,
  input: SendPasswordResetCodeInput,
  culture: MockCultureName,
): MockResult<void> {
  const issues = emailIssues('email', input.email);
  if (issues.length > 0) return invalid(issues);
  const user = usersOfTenant(store, tenantId).find(
    (candidate) =>
      candidate.isActive && normalizeName(candidate.email) === normalizeName(input.email),
  );
  if (!user) return succeed(undefined);
  const token = randomToken();
  const now = store.now();
  store.passwordResetTokens.push({
    token,
    userId: user.id,
    securityStamp: user.securityStamp,
    expiresAt: now.getTime() + PASSWORD_RESET_TOKEN_LIFETIME_MS,
  });
  store.sentEmails.unshift({
    to: user.email,
    subject: mockText(culture, 'PasswordResetSubject'),
    link: resetLink(user, token, input),
    sentAt: now.toISOString(),
  });
  return succeed(undefined);
}

/** A token is good once, before it expires, and only until the password changes. */
export function isPasswordResetTokenValid(
  store: PlatformMockStore,
  tenantId: string | null,
  { userId, resetToken }: PasswordResetTokenInput,
): boolean {
  const user = findUserInTenant(store, tenantId, userId);
  const issued = store.passwordResetTokens.find(
    (candidate) => candidate.token === resetToken && candidate.userId === user?.id,
  );
  return (
    user !== undefined &&
    issued !== undefined &&
    issued.securityStamp === user.securityStamp &&
    issued.expiresAt > store.now().getTime()
  );
}

export function resetPassword(
  store: PlatformMockStore,
  tenantId: string | null,
  input: ResetPasswordInput,
): MockResult<void> {
  const user = findUserInTenant(store, tenantId, input.userId);
  if (!user || !isPasswordResetTokenValid(store, tenantId, input)) {
    return refuse({
      kind: 'business',
      code: 'Volo.Abp.Identity:InvalidToken',
      key: 'InvalidToken',
    });
  }
  const issues = passwordIssues(store.settings, 'password', input.password);
  if (issues.length > 0) return invalid(issues);
  setPassword(user, input.password);
  removeWhere(store.passwordResetTokens, (token) => token.userId === user.id);
  return succeed(undefined);
}

export function updateProfile(
  store: PlatformMockStore,
  user: MockUser,
  input: ProfileUpdateInput,
): MockResult<MockUser> {
  if (isStale(input.concurrencyStamp, user.concurrencyStamp))
    return refuse({ kind: 'concurrency' });
  const issues = userIdentityIssues(store.users, {
    id: user.id,
    tenantId: user.tenantId,
    userName: input.userName,
    email: input.email,
  });
  if (issues.length > 0) return invalid(issues);
  const email = input.email.trim();
  Object.assign(user, {
    userName: input.userName.trim(),
    // A new address has to be confirmed again.
    emailVerified: user.emailVerified && normalizeName(user.email) === normalizeName(email),
    email,
    name: input.name?.trim() ?? '',
    surName: input.surname?.trim() ?? '',
    phoneNumber: input.phoneNumber?.trim() ?? '',
    concurrencyStamp: newStamp(),
  });
  return succeed(user);
}

export function changePassword(
  store: PlatformMockStore,
  user: MockUser,
  input: ChangePasswordInput,
): MockResult<void> {
  if ((input.currentPassword ?? '') !== user.password) {
    return invalid([fieldIssue('currentPassword', 'PasswordMismatch')]);
  }
  const issues = passwordIssues(store.settings, 'newPassword', input.newPassword);
  if (issues.length > 0) return invalid(issues);
  setPassword(user, input.newPassword);
  return succeed(undefined);
}

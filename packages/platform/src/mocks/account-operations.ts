import type {
  ChangePasswordInput,
  PasswordResetTokenInput,
  ProfileUpdateInput,
  RegisterInput,
  ResetPasswordInput,
  SendPasswordResetCodeInput,
} from '../account/account-schemas';
import { toSafeReturnPath } from '../auth/safe-return-path';
import { DEFAULT_TENANT_KEY } from '../constants';
import {
  addUser,
  findUserInTenant,
  removeWhere,
  rolesOfTenant,
  setPassword,
  usersOfTenant,
} from './identity-operations';
import { emailIssues, MAX_LENGTH, passwordErrors, textIssues, userErrors } from './identity-rules';
import type { MockCultureName } from './mock-cultures';
import { mockText } from './mock-error-texts';
import {
  fieldIssue,
  identityFailure,
  invalid,
  isStale,
  notFound,
  refuse,
  succeed,
  type MockResult,
} from './mock-failures';
import { newStamp, normalizeName, type MockUser } from './platform-mock-model';
import type { PlatformMockStore } from './platform-mock-store';

/** ASP.NET Core Identity's default token lifespan, which ABP keeps for password reset. */
export const PASSWORD_RESET_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Where the portal's reset-password screen lives; the mailed link points there. */
export const RESET_PASSWORD_PATH = '/account/reset-password';

/**
 * The applications of the sandbox's AppUrlOptions that have a password-reset URL: only "Angular",
 * as ABP's application template configures them (names compared case-sensitively, as ABP does).
 */
export const MOCK_ACCOUNT_APP_NAMES: readonly string[] = ['Angular'];

/** `[Required] AppName` of RegisterDto and SendPasswordResetCodeDto. */
const appNameIssues = (appName: string) =>
  appName.trim() === '' ? [fieldIssue('appName', 'Required')] : [];

/**
 * AccountAppService.RegisterAsync: RegisterDto (400), the self-registration setting (403), then
 * UserManager.CreateAsync (password, then user name and e-mail: 403). The user gets the default roles.
 */
export function register(
  store: PlatformMockStore,
  tenantId: string | null,
  input: RegisterInput,
): MockResult<MockUser> {
  const issues = [
    ...textIssues('userName', input.userName, MAX_LENGTH.userName),
    ...emailIssues('emailAddress', input.emailAddress),
    ...textIssues('password', input.password, MAX_LENGTH.password),
    // RegisterAsync never reads it (ABP's open-source account module), so any name passes.
    ...appNameIssues(input.appName),
  ];
  if (issues.length > 0) return invalid(issues);
  if (store.settings['Abp.Account.IsSelfRegistrationEnabled'] !== 'true') {
    return refuse({ kind: 'business', code: null, key: 'SelfRegistrationDisabled' });
  }
  const refused =
    identityFailure(passwordErrors(store.settings, input.password)) ??
    identityFailure(
      userErrors(store.users, { tenantId, userName: input.userName, email: input.emailAddress }),
    );
  if (refused) return refused;
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
  // ABP AccountEmailer.SendPasswordResetLinkAsync writes `__tenant={user.TenantId}` always: empty
  // for a host user, which names the host over any stored tenant (ADR 0495).
  const query = new URLSearchParams({
    userId: user.id,
    [DEFAULT_TENANT_KEY]: user.tenantId ?? '',
    resetToken: token,
  });
  // Only a path on the portal travels on (ABP AccountController.NormalizeReturnUrl: Url.IsLocalUrl).
  const returnUrl = toSafeReturnPath(input.returnUrl, '');
  if (returnUrl) query.set('returnUrl', returnUrl);
  // ABP appends the hash to the return URL: only a fragment may follow a kept path.
  if (returnUrl && input.returnUrlHash?.startsWith('#')) {
    query.set('returnUrlHash', input.returnUrlHash);
  }
  return `${RESET_PASSWORD_PATH}?${query.toString()}`;
}

/**
 * Records the reset mail for the tenant's user with that address. An unknown address is a 403,
 * as ABP's AccountAppService.GetUserByEmailAsync answers (it does not hide whether one exists).
 */
export function sendPasswordResetCode(
  store: PlatformMockStore,
  tenantId: string | null,
  input: SendPasswordResetCodeInput,
  culture: MockCultureName,
): MockResult<void> {
  const issues = [...emailIssues('email', input.email), ...appNameIssues(input.appName)];
  if (issues.length > 0) return invalid(issues);
  const user = usersOfTenant(store, tenantId).find(
    (candidate) => normalizeName(candidate.email) === normalizeName(input.email),
  );
  if (!user) {
    return refuse({
      kind: 'business',
      code: null,
      key: 'UnknownEmailAddress',
      params: { value: input.email },
    });
  }
  // ABP AccountEmailer → AppUrlProvider.GetUrlAsync throws for an application with no
  // "Abp.Account.PasswordReset" URL, after the user was found: a 500.
  if (!MOCK_ACCOUNT_APP_NAMES.includes(input.appName)) return refuse({ kind: 'internal' });
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

/**
 * AccountAppService.VerifyPasswordResetTokenAsync: `VerifyPasswordResetTokenInput` (ResetToken is
 * `[Required]`: 400), then IdentityUserManager.GetByIdAsync (an unknown user: 404), then the token.
 */
export function verifyPasswordResetToken(
  store: PlatformMockStore,
  tenantId: string | null,
  input: PasswordResetTokenInput,
): MockResult<boolean> {
  const issues = textIssues('resetToken', input.resetToken, Infinity);
  if (issues.length > 0) return invalid(issues);
  if (!findUserInTenant(store, tenantId, input.userId))
    return notFound('IdentityUser', input.userId);
  return succeed(isPasswordResetTokenValid(store, tenantId, input));
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

/**
 * AccountAppService.ResetPasswordAsync: the user (404), then UserManager.ResetPasswordAsync, which
 * checks the token before the new password (each an IdentityResult: 403).
 */
export function resetPassword(
  store: PlatformMockStore,
  tenantId: string | null,
  input: ResetPasswordInput,
): MockResult<void> {
  const issues = [
    ...textIssues('resetToken', input.resetToken, Infinity),
    ...textIssues('password', input.password, MAX_LENGTH.password),
  ];
  if (issues.length > 0) return invalid(issues);
  const user = findUserInTenant(store, tenantId, input.userId);
  if (!user) return notFound('IdentityUser', input.userId);
  const refused =
    identityFailure(
      isPasswordResetTokenValid(store, tenantId, input) ? [] : [{ code: 'InvalidToken' }],
    ) ?? identityFailure(passwordErrors(store.settings, input.password));
  if (refused) return refused;
  setPassword(user, input.password);
  removeWhere(store.passwordResetTokens, (token) => token.userId === user.id);
  return succeed(undefined);
}

/**
 * ProfileAppService.UpdateAsync: UpdateProfileDto (400), the stamp (409), then the user name and
 * e-mail as UserManager validates them (403).
 */
export function updateProfile(
  store: PlatformMockStore,
  user: MockUser,
  input: ProfileUpdateInput,
): MockResult<MockUser> {
  const issues = [
    ...textIssues('userName', input.userName, MAX_LENGTH.userName),
    ...emailIssues('email', input.email),
  ];
  if (issues.length > 0) return invalid(issues);
  if (isStale(input.concurrencyStamp, user.concurrencyStamp))
    return refuse({ kind: 'concurrency' });
  const refused = identityFailure(
    userErrors(store.users, {
      id: user.id,
      tenantId: user.tenantId,
      userName: input.userName,
      email: input.email,
    }),
  );
  if (refused) return refused;
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

/**
 * ProfileAppService.ChangePasswordAsync: UserManager.ChangePasswordAsync checks the current
 * password (PasswordMismatch), then the new one; both IdentityResults (403).
 */
export function changePassword(
  store: PlatformMockStore,
  user: MockUser,
  input: ChangePasswordInput,
): MockResult<void> {
  const issues = textIssues('newPassword', input.newPassword, MAX_LENGTH.password);
  if (issues.length > 0) return invalid(issues);
  const refused =
    identityFailure(
      (input.currentPassword ?? '') === user.password ? [] : [{ code: 'PasswordMismatch' }],
    ) ?? identityFailure(passwordErrors(store.settings, input.newPassword));
  if (refused) return refused;
  setPassword(user, input.newPassword);
  return succeed(undefined);
}

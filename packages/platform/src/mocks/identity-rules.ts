import type { MockFieldName } from './mock-error-texts';
import { fieldIssue, type MockIdentityError, type MockValidationIssue } from './mock-failures';
import { normalizeName, type MockUser } from './platform-mock-model';

/** ASP.NET Core Identity's default `UserOptions.AllowedUserNameCharacters`, which ABP keeps. */
const USER_NAME_PATTERN = /^[A-Za-z0-9\-._@+]+$/;

/** ABP's `IdentityUserConsts`, `IdentityRoleConsts` and `TenantConsts` lengths, as its DTOs check them. */
export const MAX_LENGTH = {
  userName: 256,
  email: 256,
  name: 64,
  surname: 64,
  phoneNumber: 16,
  password: 128,
  roleName: 256,
  tenantName: 64,
} as const;

/** `[EmailAddress]`: one '@', neither first nor last (DataAnnotations' EmailAddressAttribute). */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  return at > 0 && at < value.length - 1 && at === value.lastIndexOf('@') && !/[\r\n]/.test(value);
}

/** `[StringLength(max)]` alone: an optional text. */
export function optionalTextIssues(
  field: MockFieldName,
  value: string | null | undefined,
  maxLength: number,
): MockValidationIssue[] {
  return value != null && value.length > maxLength
    ? [fieldIssue(field, 'MaxLength', { max: maxLength })]
    : [];
}

/** `[Required]` + `[StringLength(max)]`: null, empty or blank is "required". */
export function textIssues(
  field: MockFieldName,
  value: string | null | undefined,
  maxLength: number,
): MockValidationIssue[] {
  if (value == null || value.trim() === '') return [fieldIssue(field, 'Required')];
  return optionalTextIssues(field, value, maxLength);
}

/** `[Required]` + `[EmailAddress]` + `[StringLength]`: MVC runs all three and reports each that fails. */
export function emailIssues(
  field: MockFieldName,
  value: string | null | undefined,
  maxLength: number = MAX_LENGTH.email,
): MockValidationIssue[] {
  const issues: MockValidationIssue[] = [];
  if (value == null || value.trim() === '') issues.push(fieldIssue(field, 'Required'));
  if (value != null && !isEmailAddress(value)) issues.push(fieldIssue(field, 'InvalidEmail'));
  return [...issues, ...optionalTextIssues(field, value, maxLength)];
}

/**
 * ASP.NET Core Identity's PasswordValidator with ABP's `Abp.Identity.Password.*` settings
 * (contract §14), in its order; an IdentityResult, so ABP answers 403, not 400.
 */
export function passwordErrors(
  settings: Record<string, string>,
  password: string,
): MockIdentityError[] {
  const requires = (name: string) => settings[`Abp.Identity.Password.${name}`] === 'true';
  const length = Number(settings['Abp.Identity.Password.RequiredLength'] ?? 6);
  const errors: MockIdentityError[] = [];
  if (password.trim() === '' || password.length < length) {
    errors.push({ code: 'PasswordTooShort', value: length });
  }
  if (requires('RequireNonAlphanumeric') && /^[A-Za-z0-9]*$/.test(password)) {
    errors.push({ code: 'PasswordRequiresNonAlphanumeric' });
  }
  if (requires('RequireDigit') && !/\d/.test(password))
    errors.push({ code: 'PasswordRequiresDigit' });
  if (requires('RequireLowercase') && !/[a-z]/.test(password)) {
    errors.push({ code: 'PasswordRequiresLower' });
  }
  if (requires('RequireUppercase') && !/[A-Z]/.test(password)) {
    errors.push({ code: 'PasswordRequiresUpper' });
  }
  return errors;
}

/**
 * ASP.NET Core Identity's UserValidator (ABP sets `RequireUniqueEmail`): a well-formed user name
 * and e-mail, each unique among the other users of the same tenant.
 */
export function userErrors(
  users: MockUser[],
  candidate: { id?: string; tenantId: string | null; userName: string; email: string },
): MockIdentityError[] {
  const others = users.filter(
    (user) => user.tenantId === candidate.tenantId && user.id !== candidate.id,
  );
  const errors: MockIdentityError[] = [];
  const { userName, email } = candidate;
  if (userName.trim() === '' || !USER_NAME_PATTERN.test(userName)) {
    errors.push({ code: 'InvalidUserName', value: userName });
  } else if (others.some((user) => normalizeName(user.userName) === normalizeName(userName))) {
    errors.push({ code: 'DuplicateUserName', value: userName });
  }
  if (email.trim() === '' || !isEmailAddress(email)) {
    errors.push({ code: 'InvalidEmail', value: email });
  } else if (others.some((user) => normalizeName(user.email) === normalizeName(email))) {
    errors.push({ code: 'DuplicateEmail', value: email });
  }
  return errors;
}

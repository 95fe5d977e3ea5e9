import type { MockFieldName } from './mock-error-texts';
import { fieldIssue, type MockValidationIssue } from './mock-failures';
import { normalizeName, type MockUser } from './platform-mock-model';

/** ABP's default `AllowedUserNameCharacters`. */
const USER_NAME_PATTERN = /^[A-Za-z0-9\-._@+]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** ABP's `IdentityUserConsts.MaxUserNameLength` / `MaxEmailLength`, `IdentityRoleConsts.MaxNameLength`. */
export const MAX_NAME_LENGTH = 256;
/** `TenantConsts.MaxNameLength`. */
export const MAX_TENANT_NAME_LENGTH = 64;

/** Required and maximum length of one text field. */
export function textIssues(
  field: MockFieldName,
  value: string,
  maxLength = MAX_NAME_LENGTH,
): MockValidationIssue[] {
  if (value.trim() === '') return [fieldIssue(field, 'Required')];
  return value.length > maxLength ? [fieldIssue(field, 'MaxLength', { max: maxLength })] : [];
}

export function emailIssues(field: MockFieldName, value: string): MockValidationIssue[] {
  const issues = textIssues(field, value);
  if (issues.length > 0) return issues;
  return EMAIL_PATTERN.test(value.trim()) ? [] : [fieldIssue(field, 'InvalidEmail')];
}

/**
 * ABP's password policy as its settings say (`Abp.Identity.Password.*`, contract §14): one issue
 * per broken rule, all on the same member, so the form lists everything at once.
 */
export function passwordIssues(
  settings: Record<string, string>,
  field: MockFieldName,
  password: string,
): MockValidationIssue[] {
  if (password === '') return [fieldIssue(field, 'Required')];
  const requires = (name: string) => settings[`Abp.Identity.Password.${name}`] === 'true';
  const length = Number(settings['Abp.Identity.Password.RequiredLength'] ?? 6);
  const broken: MockValidationIssue[] = [];
  if (password.length < length) broken.push(fieldIssue(field, 'PasswordTooShort', { length }));
  if (requires('RequireDigit') && !/\d/.test(password)) {
    broken.push(fieldIssue(field, 'PasswordRequiresDigit'));
  }
  if (requires('RequireLowercase') && !/[a-z]/.test(password)) {
    broken.push(fieldIssue(field, 'PasswordRequiresLower'));
  }
  if (requires('RequireUppercase') && !/[A-Z]/.test(password)) {
    broken.push(fieldIssue(field, 'PasswordRequiresUpper'));
  }
  if (requires('RequireNonAlphanumeric') && !/[^A-Za-z0-9]/.test(password)) {
    broken.push(fieldIssue(field, 'PasswordRequiresNonAlphanumeric'));
  }
  return broken;
}

/** User name and e-mail: well-formed and unique among the other users of the same tenant. */
export function userIdentityIssues(
  users: MockUser[],
  candidate: { id?: string; tenantId: string | null; userName: string; email: string },
  emailField: MockFieldName = 'email',
): MockValidationIssue[] {
  const others = users.filter(
    (user) => user.tenantId === candidate.tenantId && user.id !== candidate.id,
  );
  const userName = textIssues('userName', candidate.userName);
  if (userName.length === 0 && !USER_NAME_PATTERN.test(candidate.userName)) {
    userName.push(fieldIssue('userName', 'InvalidUserName', { value: candidate.userName }));
  }
  if (
    userName.length === 0 &&
    others.some((user) => normalizeName(user.userName) === normalizeName(candidate.userName))
  ) {
    userName.push(fieldIssue('userName', 'DuplicateUserName', { value: candidate.userName }));
  }
  const email = emailIssues(emailField, candidate.email);
  if (
    email.length === 0 &&
    others.some((user) => normalizeName(user.email) === normalizeName(candidate.email))
  ) {
    email.push(fieldIssue(emailField, 'DuplicateEmail', { value: candidate.email.trim() }));
  }
  return [...userName, ...email];
}

import { z } from 'zod/mini';
import type {
  IdentityRole,
  IdentityUser,
  IdentityUserCreateInput,
  IdentityUserUpdateInput,
} from '@sahm/platform/admin';

// ABP Identity's column lengths (IdentityUserConsts): the server rejects longer values.
const USER_NAME_MAX = 256;
const NAME_MAX = 64;
const EMAIL_MAX = 256;
const PHONE_MAX = 16;
const PASSWORD_MAX = 128;

const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

const baseShape = {
  userName: z.string().check(z.trim(), z.minLength(1), z.maxLength(USER_NAME_MAX)),
  name: optionalText(NAME_MAX),
  surname: optionalText(NAME_MAX),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_MAX)), z.email()),
  phoneNumber: optionalText(PHONE_MAX),
  isActive: z.boolean(),
  lockoutEnabled: z.boolean(),
  roleNames: z.array(z.string()),
};

/**
 * The user dialog's fields. Only required, lengths and the email format are checked here; the
 * password policy is the server's (its settings decide it) and comes back under the field.
 */
export const createUserFormSchema = z.object({
  ...baseShape,
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX)),
});

/** Editing: an empty password keeps the current one. */
export const editUserFormSchema = z.object({
  ...baseShape,
  password: z.string().check(z.maxLength(PASSWORD_MAX)),
});

export type UserFormValues = z.output<typeof editUserFormSchema>;

/** A new user: active, lockout on (ABP's defaults) and the default roles ticked. */
export function newUserDefaults(assignableRoles: readonly IdentityRole[]): UserFormValues {
  return {
    userName: '',
    name: '',
    surname: '',
    email: '',
    phoneNumber: '',
    password: '',
    isActive: true,
    lockoutEnabled: true,
    roleNames: assignableRoles.filter((role) => role.isDefault).map((role) => role.name),
  };
}

export function editUserDefaults(
  user: IdentityUser,
  userRoles: readonly IdentityRole[],
): UserFormValues {
  return {
    userName: user.userName,
    name: user.name ?? '',
    surname: user.surname ?? '',
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    password: '',
    isActive: user.isActive,
    lockoutEnabled: user.lockoutEnabled,
    roleNames: userRoles.map((role) => role.name),
  };
}

const orUndefined = (value: string) => (value === '' ? undefined : value);

/**
 * What the dialog sends. Without AbpIdentity.Users.Update.ManageRoles ABP ignores `roleNames`
 * (IdentityUserAppService.UpdateUserByInput), so the dialog leaves them out rather than send roles
 * it cannot set (ADR 0494).
 */
function basePayload(values: UserFormValues, canManageRoles: boolean) {
  return {
    userName: values.userName,
    name: orUndefined(values.name),
    surname: orUndefined(values.surname),
    email: values.email,
    phoneNumber: orUndefined(values.phoneNumber),
    isActive: values.isActive,
    lockoutEnabled: values.lockoutEnabled,
    ...(canManageRoles ? { roleNames: values.roleNames } : {}),
  };
}

export const createUserPayload = (
  values: UserFormValues,
  canManageRoles: boolean,
): IdentityUserCreateInput => ({
  ...basePayload(values, canManageRoles),
  password: values.password,
});

/** The stamp the user was read with, so the server refuses to overwrite someone else's change. */
export const updateUserPayload = (
  values: UserFormValues,
  user: IdentityUser,
  canManageRoles: boolean,
): IdentityUserUpdateInput => ({
  ...basePayload(values, canManageRoles),
  password: orUndefined(values.password),
  concurrencyStamp: user.concurrencyStamp ?? undefined,
});

/**
 * What the provider needs to know about people; the platform's mock store answers it. Passwords
 * are checked by the sign-in guard (security/sign-in-guard.ts), never here.
 */
export interface AccountUser {
  id: string;
  tenantId: string | null;
  userName: string;
  name?: string | null;
  surname?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  roles: string[];
}

export interface AccountDirectory {
  findUserById(id: string): AccountUser | undefined;
  findTenantById(id: string): { id: string; name: string; isActive: boolean } | undefined;
}

/** OpenID claims of a user, by scope. */
export function claimsOf(user: AccountUser): Record<string, unknown> {
  return {
    sub: user.id,
    preferred_username: user.userName,
    name: user.userName,
    given_name: user.name ?? undefined,
    family_name: user.surname ?? undefined,
    email: user.email ?? undefined,
    email_verified: Boolean(user.email),
    phone_number: user.phoneNumber ?? undefined,
    phone_number_verified: false,
    role: user.roles,
    tenantid: user.tenantId ?? undefined,
  };
}

import type { ApplicationConfiguration } from '../config/application-configuration-schema';

export interface CurrentUser {
  isAuthenticated: boolean;
  id: string | null;
  tenantId: string | null;
  userName: string | null;
  name: string | null;
  surName: string | null;
  email: string | null;
  /** Whether the e-mail address is confirmed (ABP `CurrentUserDto.EmailVerified`). */
  emailVerified: boolean;
  roles: readonly string[];
  hasRole(role: string): boolean;
  hasAnyRole(...roles: string[]): boolean;
}

/** The current user of application-configuration with role checks (SPEC §6). */
export function createCurrentUser(
  config: Pick<ApplicationConfiguration, 'currentUser'>,
): CurrentUser {
  const { currentUser } = config;
  const roles = new Set(currentUser.roles);
  return {
    isAuthenticated: currentUser.isAuthenticated,
    id: currentUser.id ?? null,
    tenantId: currentUser.tenantId ?? null,
    userName: currentUser.userName ?? null,
    name: currentUser.name ?? null,
    surName: currentUser.surName ?? null,
    email: currentUser.email ?? null,
    emailVerified: currentUser.emailVerified ?? false,
    roles: currentUser.roles,
    hasRole: (role) => roles.has(role),
    hasAnyRole: (...anyOf) => anyOf.some((role) => roles.has(role)),
  };
}

/** Fixed ids of the seeded demo data, so tests, stories and docs can name them. */
export const SEEDED_IDS = {
  tenants: {
    acme: '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001',
    /** Inactive; seeded only where the store is asked for it (the sandbox). */
    initech: '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000002',
    /** Requires a confirmed e-mail; seeded only with the sign-in demo accounts (the sandbox). */
    contoso: '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000003',
  },
  users: {
    admin: '0b8f2c3d-1a2b-4c5d-8e9f-000000000001',
    investor: '0b8f2c3d-1a2b-4c5d-8e9f-000000000002',
    newInvestor: '0b8f2c3d-1a2b-4c5d-8e9f-000000000003',
    officer: '0b8f2c3d-1a2b-4c5d-8e9f-000000000004',
    acmeAdmin: '0b8f2c3d-1a2b-4c5d-8e9f-000000000101',
    acmeInvestor: '0b8f2c3d-1a2b-4c5d-8e9f-000000000102',
    /** Seeded only where the store is asked for the sign-in demo accounts (the sandbox). */
    twoFactor: '0b8f2c3d-1a2b-4c5d-8e9f-000000000005',
    contosoUnconfirmed: '0b8f2c3d-1a2b-4c5d-8e9f-000000000201',
  },
  roles: {
    admin: '7a3e9d10-5c2b-4f61-8d0e-000000000001',
    investor: '7a3e9d10-5c2b-4f61-8d0e-000000000002',
    operationsOfficer: '7a3e9d10-5c2b-4f61-8d0e-000000000003',
    acmeAdmin: '7a3e9d10-5c2b-4f61-8d0e-000000000101',
    acmeInvestor: '7a3e9d10-5c2b-4f61-8d0e-000000000102',
    acmeOperationsOfficer: '7a3e9d10-5c2b-4f61-8d0e-000000000103',
  },
} as const;

export const SEEDED_PASSWORD = '1q2w3E*';

export const ROLE_NAMES = {
  admin: 'admin',
  investor: 'Investor',
  operationsOfficer: 'OperationsOfficer',
} as const;

/** Administration policies the ABP UI packages check (contract §14). */
export const ADMINISTRATION_POLICIES = [
  'AbpIdentity.Roles',
  'AbpIdentity.Roles.Create',
  'AbpIdentity.Roles.Update',
  'AbpIdentity.Roles.Delete',
  'AbpIdentity.Roles.ManagePermissions',
  'AbpIdentity.Users',
  'AbpIdentity.Users.Create',
  'AbpIdentity.Users.Update',
  'AbpIdentity.Users.Update.ManageRoles',
  'AbpIdentity.Users.Delete',
  'AbpIdentity.Users.ManagePermissions',
  'AbpTenantManagement.Tenants',
  'AbpTenantManagement.Tenants.Create',
  'AbpTenantManagement.Tenants.Update',
  'AbpTenantManagement.Tenants.Delete',
  'AbpTenantManagement.Tenants.ManageFeatures',
  'FeatureManagement.ManageHostFeatures',
  'SettingManagement.Emailing',
  'SettingManagement.Emailing.Test',
  'AbpAccount.SettingManagement',
] as const;

export interface MockTenant {
  id: string;
  name: string;
  normalizedName: string;
  isActive: boolean;
  concurrencyStamp: string;
  /** The tenant's own setting values (ABP's TenantSettingValueProvider), over the global ones. */
  settingValues?: Record<string, string>;
}

export interface MockUser {
  id: string;
  tenantId: string | null;
  userName: string;
  name: string;
  surName: string;
  email: string;
  emailVerified: boolean;
  phoneNumber: string;
  phoneNumberVerified: boolean;
  password: string;
  /** Role **names** in the user's tenant. */
  roles: string[];
  /** Whether the investor finished registration (SPEC §4 registration check). */
  isRegistrationComplete: boolean;
  isActive: boolean;
  /** ABP's IdentityUser.TwoFactorEnabled: a right password then asks for a second factor. */
  twoFactorEnabled: boolean;
  lockoutEnabled: boolean;
  lockoutEnd: string | null;
  concurrencyStamp: string;
  /** Renewed on every password change; a reset token is only good for the stamp it was issued for. */
  securityStamp: string;
  creationTime: string;
}

export interface MockRole {
  id: string;
  tenantId: string | null;
  name: string;
  /** Given to every self-registered user. */
  isDefault: boolean;
  /** Seeded by the system: can't be renamed or deleted. */
  isStatic: boolean;
  isPublic: boolean;
  concurrencyStamp: string;
}

/** A permission granted to a role (`R`, key = role name) or a user (`U`, key = user id) in a tenant. */
export interface MockPermissionGrant {
  tenantId: string | null;
  providerName: 'R' | 'U';
  providerKey: string;
  name: string;
}

/**
 * A saved feature value, stored as ABP's TenantFeatureManagementProvider stores it: `T` with a
 * tenant's id, or `T` with no key for the host's own value (which no tenant inherits).
 */
export interface MockFeatureValue {
  name: string;
  providerName: 'T';
  providerKey: string | null;
  value: string;
}

/** A mail the backend "sent"; tests read them through `GET /api/__mocks/account/sent-emails`. */
export interface MockSentEmail {
  to: string;
  subject: string;
  link: string;
  sentAt: string;
}

export interface MockPasswordResetToken {
  token: string;
  userId: string;
  securityStamp: string;
  expiresAt: number;
}

export interface PlatformMockData {
  tenants: MockTenant[];
  users: MockUser[];
  roles: MockRole[];
  permissionGrants: MockPermissionGrant[];
  featureValues: MockFeatureValue[];
  settings: Record<string, string>;
  sentEmails: MockSentEmail[];
  passwordResetTokens: MockPasswordResetToken[];
}

/** A setting's value for a tenant (null: the host): the tenant's own value, else the global one. */
export function settingValueFor(
  data: Pick<PlatformMockData, 'tenants' | 'settings'>,
  tenantId: string | null,
  name: string,
): string | undefined {
  const tenant = tenantId ? data.tenants.find((candidate) => candidate.id === tenantId) : undefined;
  return tenant?.settingValues?.[name] ?? data.settings[name];
}

export function normalizeName(name: string): string {
  return name.trim().toUpperCase();
}

/** A fresh random stamp, as ABP's `Guid.NewGuid().ToString("N")`. */
export function newStamp(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

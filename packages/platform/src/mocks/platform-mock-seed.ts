import {
  PERMISSION_GROUPS,
  permissionsOnSide,
  type MockModulePermissions,
  type MockPermissionGroupDefinition,
} from './permission-definitions';
import {
  ROLE_NAMES,
  SEEDED_IDS,
  SEEDED_PASSWORD,
  newStamp,
  type MockPermissionGrant,
  type MockRole,
  type MockTenant,
  type MockUser,
  type PlatformMockData,
} from './platform-mock-model';

/** When the seeded accounts were "created"; fixed so lists sort the same on every run. */
const SEED_CREATION_TIME = '2026-01-04T08:00:00.000Z';

/** The roles every tenant (and the host) starts with; only `admin` is static. */
export function standardRoles(
  tenantId: string | null,
  ids: { admin: string; investor: string; operationsOfficer: string },
): MockRole[] {
  const role = (id: string, name: string, flags: Pick<MockRole, 'isDefault' | 'isStatic'>) => ({
    id,
    tenantId,
    name,
    isPublic: true,
    concurrencyStamp: newStamp(),
    ...flags,
  });
  return [
    role(ids.admin, ROLE_NAMES.admin, { isDefault: false, isStatic: true }),
    role(ids.investor, ROLE_NAMES.investor, { isDefault: true, isStatic: false }),
    role(ids.operationsOfficer, ROLE_NAMES.operationsOfficer, {
      isDefault: false,
      isStatic: false,
    }),
  ];
}

/** ABP's modules' permissions, then those of the modules the options add. */
export function permissionCatalogue(modules: MockModulePermissions | undefined) {
  return [...PERMISSION_GROUPS, ...(modules?.groups ?? [])];
}

/**
 * The grants a side starts with: the `admin` role holds every permission that exists on it, and
 * other roles what the modules' seeders grant them.
 */
export function seededRoleGrants(
  groups: readonly MockPermissionGroupDefinition[],
  modules: MockModulePermissions | undefined,
  tenantId: string | null,
): MockPermissionGrant[] {
  const onSide = permissionsOnSide(groups, tenantId).map((definition) => definition.name);
  const grant = (role: string, name: string): MockPermissionGrant => ({
    tenantId,
    providerName: 'R',
    providerKey: role,
    name,
  });
  const moduleGrants = Object.entries(modules?.roleGrants ?? {}).flatMap(([role, names]) =>
    names.filter((name) => onSide.includes(name)).map((name) => grant(role, name)),
  );
  return [...onSide.map((name) => grant(ROLE_NAMES.admin, name)), ...moduleGrants];
}

type SeedUser = Pick<
  MockUser,
  | 'id'
  | 'tenantId'
  | 'userName'
  | 'name'
  | 'surName'
  | 'email'
  | 'phoneNumber'
  | 'roles'
  | 'isRegistrationComplete'
>;

function user({
  emailVerified = true,
  twoFactorEnabled = false,
  ...fields
}: SeedUser & Partial<Pick<MockUser, 'emailVerified' | 'twoFactorEnabled'>>): MockUser {
  return {
    ...fields,
    password: SEEDED_PASSWORD,
    emailVerified,
    phoneNumberVerified: true,
    isActive: true,
    twoFactorEnabled,
    lockoutEnabled: true,
    lockoutEnd: null,
    concurrencyStamp: newStamp(),
    securityStamp: newStamp(),
    creationTime: SEED_CREATION_TIME,
  };
}

/**
 * A tenant switched off, as ABP's SaaS module or a configuration tenant store can do: its lookup
 * answers `isActive: false` and every request naming it fails. ABP's open-source tenant management
 * has no active flag, so nothing in the admin screens turns it back on.
 */
function inactiveDemoTenant(): MockTenant {
  return {
    id: SEEDED_IDS.tenants.initech,
    name: 'initech',
    normalizedName: 'INITECH',
    isActive: false,
    concurrencyStamp: newStamp(),
  };
}

const REQUIRE_CONFIRMED_EMAIL = 'Abp.Identity.SignIn.RequireConfirmedEmail';

/**
 * The accounts that show the password sign-in's refusals (issue 28): `twofactor` (host) has a
 * second factor, and the tenant contoso requires a confirmed e-mail address, which its
 * `unconfirmed` lacks. Neither ever gets a token, so neither holds a role (nor is an investor).
 */
function signInDemoTenant(): MockTenant {
  return {
    id: SEEDED_IDS.tenants.contoso,
    name: 'contoso',
    normalizedName: 'CONTOSO',
    isActive: true,
    concurrencyStamp: newStamp(),
    settingValues: { [REQUIRE_CONFIRMED_EMAIL]: 'true' },
  };
}

function signInDemoUsers(): MockUser[] {
  const { users: ids, tenants } = SEEDED_IDS;
  return [
    user({
      id: ids.twoFactor,
      tenantId: null,
      userName: 'twofactor',
      name: 'Huda',
      surName: 'Al-Mutairi',
      email: 'twofactor@sahm.example',
      phoneNumber: '+966500000005',
      roles: [],
      isRegistrationComplete: true,
      twoFactorEnabled: true,
    }),
    user({
      id: ids.contosoUnconfirmed,
      tenantId: tenants.contoso,
      userName: 'unconfirmed',
      name: 'Majed',
      surName: 'Al-Ghamdi',
      email: 'unconfirmed@contoso.example',
      phoneNumber: '+966500000201',
      roles: [],
      isRegistrationComplete: true,
      emailVerified: false,
    }),
  ];
}

export interface PlatformSeedOptions {
  /** Adds the inactive tenant `initech`. */
  inactiveDemoTenant?: boolean;
  /** Adds the sign-in demo accounts and the tenant contoso, which requires a confirmed e-mail. */
  signInDemoAccounts?: boolean;
  /** Other modules' permissions and their seeded role grants; only ABP's modules' when left out. */
  modulePermissions?: MockModulePermissions;
}

export function seedPlatformData({
  inactiveDemoTenant: withInactiveTenant = false,
  signInDemoAccounts = false,
  modulePermissions,
}: PlatformSeedOptions = {}): PlatformMockData {
  const groups = permissionCatalogue(modulePermissions);
  const { users: ids, tenants, roles } = SEEDED_IDS;
  return {
    tenants: [
      {
        id: tenants.acme,
        name: 'acme',
        normalizedName: 'ACME',
        isActive: true,
        concurrencyStamp: newStamp(),
      },
      ...(withInactiveTenant ? [inactiveDemoTenant()] : []),
      ...(signInDemoAccounts ? [signInDemoTenant()] : []),
    ],
    users: [
      user({
        id: ids.admin,
        tenantId: null,
        userName: 'admin',
        name: 'Abdullah',
        surName: 'Al-Harbi',
        email: 'admin@sahm.example',
        phoneNumber: '+966500000001',
        roles: [ROLE_NAMES.admin],
        isRegistrationComplete: true,
      }),
      user({
        id: ids.investor,
        tenantId: null,
        userName: 'investor',
        name: 'Sara',
        surName: 'Al-Qahtani',
        email: 'investor@sahm.example',
        phoneNumber: '+966500000002',
        roles: [ROLE_NAMES.investor],
        isRegistrationComplete: true,
        // The demo of e-mail verification on the investor profile (ADR 0475).
        emailVerified: false,
      }),
      user({
        id: ids.newInvestor,
        tenantId: null,
        userName: 'newinvestor',
        name: 'Faisal',
        surName: 'Al-Otaibi',
        email: 'newinvestor@sahm.example',
        phoneNumber: '+966500000003',
        roles: [ROLE_NAMES.investor],
        isRegistrationComplete: false,
      }),
      user({
        id: ids.officer,
        tenantId: null,
        userName: 'officer',
        name: 'Noura',
        surName: 'Al-Shehri',
        email: 'officer@sahm.example',
        phoneNumber: '+966500000004',
        roles: [ROLE_NAMES.operationsOfficer],
        isRegistrationComplete: true,
      }),
      user({
        id: ids.acmeAdmin,
        tenantId: tenants.acme,
        userName: 'admin',
        name: 'Khalid',
        surName: 'Al-Dosari',
        email: 'admin@acme.example',
        phoneNumber: '+966500000101',
        roles: [ROLE_NAMES.admin],
        isRegistrationComplete: true,
      }),
      user({
        id: ids.acmeInvestor,
        tenantId: tenants.acme,
        userName: 'investor',
        name: 'Reem',
        surName: 'Al-Zahrani',
        email: 'investor@acme.example',
        phoneNumber: '+966500000102',
        roles: [ROLE_NAMES.investor],
        isRegistrationComplete: true,
      }),
      ...(signInDemoAccounts ? signInDemoUsers() : []),
    ],
    roles: [
      ...standardRoles(null, roles),
      ...standardRoles(tenants.acme, {
        admin: roles.acmeAdmin,
        investor: roles.acmeInvestor,
        operationsOfficer: roles.acmeOperationsOfficer,
      }),
    ],
    permissionGrants: [
      ...seededRoleGrants(groups, modulePermissions, null),
      ...seededRoleGrants(groups, modulePermissions, tenants.acme),
    ],
    featureValues: [],
    settings: {
      'Abp.Account.EnableLocalLogin': 'true',
      'Abp.Account.IsSelfRegistrationEnabled': 'true',
      'Abp.Identity.Password.RequiredLength': '6',
      'Abp.Identity.Password.RequireDigit': 'true',
      'Abp.Identity.Password.RequireLowercase': 'true',
      'Abp.Identity.Password.RequireUppercase': 'true',
      'Abp.Identity.Password.RequireNonAlphanumeric': 'true',
      // ABP Identity's default (AbpIdentitySettingDefinitionProvider); contoso's own value is on.
      [REQUIRE_CONFIRMED_EMAIL]: 'false',
      'Abp.Timing.TimeZone': 'Asia/Riyadh',
    },
    sentEmails: [],
    passwordResetTokens: [],
  };
}

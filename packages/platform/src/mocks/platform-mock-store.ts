/** Fixed ids of the seeded demo data, so tests, stories and docs can name them. */
export const SEEDED_IDS = {
  tenants: {
    acme: '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001',
  },
  users: {
    admin: '0b8f2c3d-1a2b-4c5d-8e9f-000000000001',
    investor: '0b8f2c3d-1a2b-4c5d-8e9f-000000000002',
    newInvestor: '0b8f2c3d-1a2b-4c5d-8e9f-000000000003',
    officer: '0b8f2c3d-1a2b-4c5d-8e9f-000000000004',
    acmeAdmin: '0b8f2c3d-1a2b-4c5d-8e9f-000000000101',
    acmeInvestor: '0b8f2c3d-1a2b-4c5d-8e9f-000000000102',
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
  'AbpIdentity.Users.Delete',
  'AbpIdentity.Users.ManagePermissions',
  'AbpTenantManagement.Tenants',
  'AbpTenantManagement.Tenants.Create',
  'AbpTenantManagement.Tenants.Update',
  'AbpTenantManagement.Tenants.Delete',
  'AbpTenantManagement.Tenants.ManageFeatures',
  'FeatureManagement.ManageHostFeatures',
  'SettingManagement.Emailing',
  'AbpAccount.SettingManagement',
] as const;

/** Policies that exist on the host side only; tenant users never get them. */
const HOST_ONLY_POLICY_PREFIXES = ['AbpTenantManagement.', 'FeatureManagement.ManageHostFeatures'];

export interface MockTenant {
  id: string;
  name: string;
  normalizedName: string;
  isActive: boolean;
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
  roles: string[];
  /** Whether the investor finished registration (SPEC §4 registration check). */
  isRegistrationComplete: boolean;
}

export interface PlatformMockData {
  tenants: MockTenant[];
  users: MockUser[];
  /** Role name → granted policy names. */
  rolePolicies: Record<string, string[]>;
  settings: Record<string, string>;
  features: Record<string, string>;
}

export interface PlatformMockStore extends PlatformMockData {
  findUserById(id: string): MockUser | undefined;
  /** Matches user name or email case-insensitively, within the given tenant (null = host). */
  findUserByCredentials(
    userNameOrEmail: string,
    password: string,
    tenantId: string | null,
  ): MockUser | undefined;
  findTenantById(id: string): MockTenant | undefined;
  findTenantByName(name: string): MockTenant | undefined;
  /** Policies granted to a user through its roles; none for anonymous callers. */
  grantedPoliciesFor(user: MockUser | null | undefined): string[];
  /** Puts every collection back to the seed, in place, so held references stay valid. */
  reset(): void;
}

export function normalizeName(name: string): string {
  return name.trim().toUpperCase();
}

function user(
  fields: Omit<MockUser, 'password' | 'emailVerified' | 'phoneNumberVerified'>,
): MockUser {
  return { ...fields, password: SEEDED_PASSWORD, emailVerified: true, phoneNumberVerified: true };
}

function seed(): PlatformMockData {
  const { users: ids, tenants } = SEEDED_IDS;
  return {
    tenants: [{ id: tenants.acme, name: 'acme', normalizedName: 'ACME', isActive: true }],
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
    ],
    rolePolicies: {
      [ROLE_NAMES.admin]: [...ADMINISTRATION_POLICIES],
      [ROLE_NAMES.investor]: [],
      [ROLE_NAMES.operationsOfficer]: [],
    },
    settings: {
      'Abp.Account.EnableLocalLogin': 'true',
      'Abp.Account.IsSelfRegistrationEnabled': 'true',
      'Abp.Identity.Password.RequiredLength': '6',
      'Abp.Identity.Password.RequireDigit': 'true',
      'Abp.Identity.Password.RequireLowercase': 'true',
      'Abp.Identity.Password.RequireUppercase': 'true',
      'Abp.Identity.Password.RequireNonAlphanumeric': 'true',
      'Abp.Timing.TimeZone': 'Asia/Riyadh',
    },
    features: { 'SettingManagement.Enable': 'true' },
  };
}

function replaceContents<T>(target: T[], source: T[]): void {
  target.splice(0, target.length, ...source);
}

function replaceEntries<T>(target: Record<string, T>, source: Record<string, T>): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, source);
}

/** A seeded in-memory backend state shared by MSW handlers, Storybook and the sandbox. */
export function createPlatformMockStore(): PlatformMockStore {
  const data = seed();

  const store: PlatformMockStore = {
    ...data,
    findUserById: (id) => store.users.find((candidate) => candidate.id === id),
    findUserByCredentials(userNameOrEmail, password, tenantId) {
      const wanted = normalizeName(userNameOrEmail);
      return store.users.find(
        (candidate) =>
          candidate.tenantId === tenantId &&
          (normalizeName(candidate.userName) === wanted ||
            normalizeName(candidate.email) === wanted) &&
          candidate.password === password,
      );
    },
    findTenantById: (id) => store.tenants.find((tenant) => tenant.id === id.toLowerCase()),
    findTenantByName: (name) =>
      store.tenants.find((tenant) => tenant.normalizedName === normalizeName(name)),
    grantedPoliciesFor(user) {
      if (!user) return [];
      const policies = new Set(user.roles.flatMap((role) => store.rolePolicies[role] ?? []));
      return [...policies].filter(
        (policy) =>
          user.tenantId === null ||
          !HOST_ONLY_POLICY_PREFIXES.some((prefix) => policy.startsWith(prefix)),
      );
    },
    reset() {
      const fresh = seed();
      replaceContents(store.tenants, fresh.tenants);
      replaceContents(store.users, fresh.users);
      replaceEntries(store.rolePolicies, fresh.rolePolicies);
      replaceEntries(store.settings, fresh.settings);
      replaceEntries(store.features, fresh.features);
    },
  };
  return store;
}

import { isFeatureEnabled } from './feature-operations';
import {
  isPermissionEnabled,
  permissionsOnSide,
  type MockPermissionGroupDefinition,
} from './permission-definitions';
import {
  permissionCatalogue,
  seededRoleGrants,
  seedPlatformData,
  type PlatformSeedOptions,
} from './platform-mock-seed';
import {
  normalizeName,
  type MockPermissionGrant,
  type MockTenant,
  type MockUser,
  type PlatformMockData,
} from './platform-mock-model';

export {
  ADMINISTRATION_POLICIES,
  ROLE_NAMES,
  SEEDED_IDS,
  SEEDED_PASSWORD,
  newStamp,
  normalizeName,
  settingValueFor,
} from './platform-mock-model';
export type {
  MockFeatureValue,
  MockPasswordResetToken,
  MockPermissionGrant,
  MockRole,
  MockSentEmail,
  MockTenant,
  MockUser,
  PlatformMockData,
} from './platform-mock-model';

/** AbpClockOptions.Kind: what `clock.kind` the configuration reports. */
export type MockClockKind = 'Utc' | 'Local' | 'Unspecified';

export interface PlatformMockStoreOptions extends PlatformSeedOptions {
  /** The clock of reset-token expiry, creation times and mail dates. */
  now?: () => Date;
  /** Default `Utc`: the mock's dates are UTC instants, written with `Z` as ABP's UTC clock writes them. */
  clockKind?: MockClockKind;
}

export interface PlatformMockStore extends PlatformMockData {
  now(): Date;
  readonly clockKind: MockClockKind;
  /** Every permission group this backend defines: ABP's modules', then the options' modules'. */
  readonly permissionGroups: readonly MockPermissionGroupDefinition[];
  /** The grants a new tenant (or the host, null) starts with. */
  seededRoleGrants(tenantId: string | null): MockPermissionGrant[];
  findUserById(id: string): MockUser | undefined;
  /** Matches user name or email case-insensitively, within the given tenant (null = host); inactive users can't sign in. */
  findUserByCredentials(
    userNameOrEmail: string,
    password: string,
    tenantId: string | null,
  ): MockUser | undefined;
  findTenantById(id: string): MockTenant | undefined;
  findTenantByName(name: string): MockTenant | undefined;
  /**
   * Policies granted to a user through its roles and its own grants, less those its tenant's
   * features disable; none for anonymous callers.
   */
  grantedPoliciesFor(user: MockUser | null | undefined): string[];
  /** Puts every collection back to the seed, in place, so held references stay valid. */
  reset(): void;
}

function replaceContents<T>(target: T[], source: T[]): void {
  target.splice(0, target.length, ...source);
}

function replaceEntries<T>(target: Record<string, T>, source: Record<string, T>): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, source);
}

/** A seeded in-memory backend state shared by MSW handlers, Storybook and the sandbox. */
export function createPlatformMockStore({
  now = () => new Date(),
  clockKind = 'Utc',
  ...seedOptions
}: PlatformMockStoreOptions = {}): PlatformMockStore {
  const data = seedPlatformData(seedOptions);
  const permissionGroups = permissionCatalogue(seedOptions.modulePermissions);

  const store: PlatformMockStore = {
    ...data,
    now,
    clockKind,
    permissionGroups,
    seededRoleGrants: (tenantId) =>
      seededRoleGrants(permissionGroups, seedOptions.modulePermissions, tenantId),
    findUserById: (id) => store.users.find((candidate) => candidate.id === id),
    findUserByCredentials(userNameOrEmail, password, tenantId) {
      const wanted = normalizeName(userNameOrEmail);
      return store.users.find(
        (candidate) =>
          candidate.tenantId === tenantId &&
          candidate.isActive &&
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
      const granted = new Set(
        store.permissionGrants
          .filter(
            (grant) =>
              grant.tenantId === user.tenantId &&
              ((grant.providerName === 'R' && user.roles.includes(grant.providerKey)) ||
                (grant.providerName === 'U' && grant.providerKey === user.id)),
          )
          .map((grant) => grant.name),
      );
      const featureOn = (feature: string) => isFeatureEnabled(store, user.tenantId, feature);
      return permissionsOnSide(permissionGroups, user.tenantId)
        .filter(
          (definition) =>
            granted.has(definition.name) &&
            isPermissionEnabled(definition, user.tenantId, featureOn),
        )
        .map((definition) => definition.name);
    },
    reset() {
      const fresh = seedPlatformData(seedOptions);
      replaceContents(store.tenants, fresh.tenants);
      replaceContents(store.users, fresh.users);
      replaceContents(store.roles, fresh.roles);
      replaceContents(store.permissionGrants, fresh.permissionGrants);
      replaceContents(store.featureValues, fresh.featureValues);
      replaceEntries(store.settings, fresh.settings);
      replaceContents(store.sentEmails, fresh.sentEmails);
      replaceContents(store.passwordResetTokens, fresh.passwordResetTokens);
    },
  };
  return store;
}

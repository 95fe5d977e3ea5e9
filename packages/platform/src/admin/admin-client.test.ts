import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, SEEDED_IDS } from '../mocks/platform-mock-store';
import { startModuleTestServer } from './testing/module-test-server';

const api = startModuleTestServer();
const admin = () => api.adminFor();
const { users: userIds, roles: roleIds, tenants: tenantIds } = SEEDED_IDS;
const NEW_USER = {
  userName: 'layla',
  name: 'Layla',
  surname: 'Al-Mutairi',
  email: 'layla@sahm.example',
  phoneNumber: '+966500000009',
  isActive: true,
  lockoutEnabled: true,
  roleNames: ['investor'],
  password: 'Str0ng!pw',
};

describe('identity users (contract §7.1)', () => {
  it('users.list: GET /api/identity/users with the list query, empty params dropped', async () => {
    const page = await admin().users.list({
      filter: 'al-',
      sorting: 'userName desc',
      skipCount: 1,
      maxResultCount: 2,
    });
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: '/api/identity/users',
      query: { filter: 'al-', sorting: 'userName desc', skipCount: '1', maxResultCount: '2' },
      body: undefined,
    });
    expect(page.totalCount).toBe(4);
    expect(page.items.map((user) => user.userName)).toEqual(['newinvestor', 'investor']);

    await admin().users.list({ filter: '', sorting: undefined });
    expect((await api.lastRequest()).query).toEqual({});
  });

  it('users.get: GET /api/identity/users/{id} answers IdentityUserDto', async () => {
    const user = await admin().users.get(userIds.investor);
    expect(await api.lastRequest()).toMatchObject({
      method: 'GET',
      path: `/api/identity/users/${userIds.investor}`,
    });
    expect(user).toEqual({
      id: userIds.investor,
      tenantId: null,
      userName: 'investor',
      name: 'Sara',
      surname: 'Al-Qahtani',
      email: 'investor@sahm.example',
      // The seeded investor has not verified the address yet (ADR 0475).
      emailConfirmed: false,
      phoneNumber: '+966500000002',
      phoneNumberConfirmed: true,
      isActive: true,
      lockoutEnabled: true,
      lockoutEnd: null,
      concurrencyStamp: expect.any(String),
      creationTime: '2026-01-04T08:00:00.000Z',
    });
  });

  it('users.create: POST /api/identity/users; role names match case-insensitively', async () => {
    const created = await admin().users.create(NEW_USER);
    expect(await api.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/identity/users',
      body: NEW_USER,
    });
    expect(created).toMatchObject({
      userName: 'layla',
      email: 'layla@sahm.example',
      tenantId: null,
    });
    expect(created.creationTime).toBe('2026-11-22T09:00:00.000Z');
    const roles = await admin().users.roles(created.id);
    expect(roles.items.map((role) => role.name)).toEqual([ROLE_NAMES.investor]);
  });

  it('users.update: PUT /api/identity/users/{id}; an empty password keeps the old one', async () => {
    const before = await admin().users.get(userIds.officer);
    const updated = await admin().users.update(userIds.officer, {
      userName: 'officer',
      email: 'noura@sahm.example',
      name: 'Noura',
      isActive: false,
      lockoutEnabled: false,
      roleNames: [ROLE_NAMES.operationsOfficer, ROLE_NAMES.investor],
      password: '',
      concurrencyStamp: before.concurrencyStamp ?? undefined,
    });
    expect(await api.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `/api/identity/users/${userIds.officer}`,
    });
    expect(updated).toMatchObject({ email: 'noura@sahm.example', isActive: false, surname: null });
    expect(updated.concurrencyStamp).not.toBe(before.concurrencyStamp);
    expect(api.store.findUserById(userIds.officer)?.password).toBe('1q2w3E*');
  });

  it('users.remove: DELETE /api/identity/users/{id} answers 204', async () => {
    await expect(admin().users.remove(userIds.newInvestor)).resolves.toBeUndefined();
    expect(await api.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `/api/identity/users/${userIds.newInvestor}`,
    });
    expect(api.store.findUserById(userIds.newInvestor)).toBeUndefined();
  });

  it('users.roles and users.assignableRoles answer ListResultDto of roles', async () => {
    const roles = await admin().users.roles(userIds.admin);
    expect(await api.lastRequest()).toMatchObject({
      method: 'GET',
      path: `/api/identity/users/${userIds.admin}/roles`,
    });
    expect(roles).toEqual({
      items: [
        {
          id: roleIds.admin,
          name: 'admin',
          isDefault: false,
          isStatic: true,
          isPublic: true,
          concurrencyStamp: expect.any(String),
        },
      ],
    });
    const assignable = await admin().users.assignableRoles();
    expect(await api.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/api/identity/users/assignable-roles',
    });
    expect(assignable.items.map((role) => role.name)).toEqual([
      'admin',
      'Investor',
      'OperationsOfficer',
    ]);
  });
});

describe('identity roles (contract §7.2)', () => {
  it('roles.list: GET /api/identity/roles, paged and filtered', async () => {
    const page = await admin().roles.list({ filter: 'o', maxResultCount: 10 });
    expect(await api.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/api/identity/roles',
      query: { filter: 'o', maxResultCount: '10' },
    });
    expect(page).toMatchObject({ totalCount: 2 });
    expect(page.items.map((role) => role.name)).toEqual(['Investor', 'OperationsOfficer']);
  });

  it('roles.all: GET /api/identity/roles/all, not mistaken for an id', async () => {
    const all = await admin().roles.all();
    expect(await api.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/api/identity/roles/all',
    });
    expect(all.items).toHaveLength(3);
  });

  it('roles.get / create / update / remove', async () => {
    expect((await admin().roles.get(roleIds.investor)).isDefault).toBe(true);
    expect(await api.lastRequest()).toMatchObject({
      method: 'GET',
      path: `/api/identity/roles/${roleIds.investor}`,
    });

    const created = await admin().roles.create({
      name: 'Auditor',
      isDefault: false,
      isPublic: true,
    });
    expect(await api.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/identity/roles',
      body: { name: 'Auditor', isDefault: false, isPublic: true },
    });
    expect(created).toMatchObject({ name: 'Auditor', isStatic: false, isPublic: true });

    const updated = await admin().roles.update(created.id, {
      name: 'Auditors',
      isDefault: true,
      isPublic: false,
      concurrencyStamp: created.concurrencyStamp ?? undefined,
    });
    expect(await api.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `/api/identity/roles/${created.id}`,
    });
    expect(updated).toMatchObject({ name: 'Auditors', isDefault: true, isPublic: false });

    await admin().roles.remove(created.id);
    expect(await api.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `/api/identity/roles/${created.id}`,
    });
    expect((await admin().roles.all()).items.map((role) => role.name)).not.toContain('Auditors');
  });
});

describe('permission management (contract §8.1)', () => {
  it('permissions.get: R by role name, grouped like ABP with localized names', async () => {
    const list = await api.adminFor({ language: 'ar' }).permissions.get('R', 'admin');
    expect(await api.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/api/permission-management/permissions',
      query: { providerName: 'R', providerKey: 'admin' },
    });
    expect(list.entityDisplayName).toBe('admin');
    expect(list.groups.map((group) => group.name)).toEqual([
      'AbpIdentity',
      'AbpTenantManagement',
      'FeatureManagement',
      'SettingManagement',
    ]);
    expect(list.groups[0]).toMatchObject({ displayName: 'إدارة الهوية' });
    expect(list.groups[0]?.permissions).toContainEqual({
      name: 'AbpIdentity.Users.Create',
      displayName: 'إنشاء',
      parentName: 'AbpIdentity.Users',
      isGranted: true,
      allowedProviders: [],
      grantedProviders: [{ providerName: 'R', providerKey: 'admin' }],
    });
  });

  it('permissions.update: PUT with only the changed grants; a user sees role grants as read-only', async () => {
    await admin().permissions.update('U', userIds.officer, {
      permissions: [{ name: 'AbpIdentity.Users', isGranted: true }],
    });
    expect(await api.lastRequest()).toMatchObject({
      method: 'PUT',
      path: '/api/permission-management/permissions',
      query: { providerName: 'U', providerKey: userIds.officer },
      body: { permissions: [{ name: 'AbpIdentity.Users', isGranted: true }] },
    });
    await admin().permissions.update('R', ROLE_NAMES.operationsOfficer, {
      permissions: [{ name: 'SettingManagement.Emailing', isGranted: true }],
    });

    const list = await admin().permissions.get('U', userIds.officer);
    const grant = (name: string) =>
      list.groups
        .flatMap((group) => group.permissions)
        .find((permission) => permission.name === name);
    expect(list.entityDisplayName).toBe('officer');
    expect(grant('AbpIdentity.Users')?.grantedProviders).toEqual([
      { providerName: 'U', providerKey: userIds.officer },
    ]);
    expect(grant('SettingManagement.Emailing')?.grantedProviders).toEqual([
      { providerName: 'R', providerKey: ROLE_NAMES.operationsOfficer },
    ]);
    expect(grant('AbpIdentity.Roles')?.isGranted).toBe(false);
    expect(api.store.grantedPoliciesFor(api.store.findUserById(userIds.officer))).toEqual([
      'AbpIdentity.Users',
      'SettingManagement.Emailing',
    ]);
  });
});

describe('tenant management (contract §9)', () => {
  it('tenants.list / get / create / update / remove', async () => {
    const page = await admin().tenants.list({ maxResultCount: 10 });
    expect(await api.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/api/multi-tenancy/tenants',
      query: { maxResultCount: '10' },
    });
    expect(page).toEqual({
      totalCount: 1,
      items: [{ id: tenantIds.acme, name: 'acme', concurrencyStamp: expect.any(String) }],
    });
    expect((await admin().tenants.get(tenantIds.acme)).name).toBe('acme');

    const input = {
      name: 'globex',
      adminEmailAddress: 'admin@globex.example',
      adminPassword: 'Gl0bex!x',
    };
    const created = await admin().tenants.create(input);
    expect(await api.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/multi-tenancy/tenants',
      body: input,
    });
    expect(created.name).toBe('globex');

    const renamed = await admin().tenants.update(created.id, { name: 'globex-sa' });
    expect(await api.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `/api/multi-tenancy/tenants/${created.id}`,
      body: { name: 'globex-sa' },
    });
    expect(renamed.name).toBe('globex-sa');

    await admin().tenants.remove(created.id);
    expect(await api.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `/api/multi-tenancy/tenants/${created.id}`,
    });
    expect((await admin().tenants.list()).totalCount).toBe(1);
  });
});

describe('feature management (contract §10)', () => {
  it('features.get: the host is T with no key at all, without the tenant-only features', async () => {
    const list = await admin().features.get('T');
    expect(await api.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/api/feature-management/features',
      query: { providerName: 'T' },
    });
    // ABP FeatureAppService.GetAsync: SettingManagement's features are not available to the host.
    expect(list.groups.map((group) => group.name)).toEqual(['Identity']);
    const features = list.groups.flatMap((group) => group.features);
    expect(features.map((feature) => feature.valueType.name)).toEqual([
      'FreeTextStringValueType',
      'SelectionStringValueType',
    ]);
    expect(features[0]).toMatchObject({
      name: 'Identity.MaxUserCount',
      value: '0',
      provider: { name: 'D', key: null },
      depth: 0,
    });
    expect(features[0]?.valueType.validator).toEqual({
      name: 'NUMERIC',
      properties: { MinValue: 0, MaxValue: 100000 },
    });
    expect(features[1]?.valueType.itemSource?.items[0]).toEqual({
      value: 'Disabled',
      displayText: { name: 'Feature:TwoFactor.Disabled', resourceName: 'AbpIdentity' },
    });

    await admin().features.get('T', '');
    expect((await api.lastRequest()).query).toEqual({ providerName: 'T' });
  });

  it("features.get: a tenant's list holds every feature, children one level deeper", async () => {
    const list = await admin().features.get('T', tenantIds.acme);
    expect(await api.lastRequest()).toMatchObject({
      query: { providerName: 'T', providerKey: tenantIds.acme },
    });
    const features = list.groups.flatMap((group) => group.features);
    expect(features.map((feature) => feature.valueType.name)).toEqual([
      'ToggleStringValueType',
      'ToggleStringValueType',
      'FreeTextStringValueType',
      'SelectionStringValueType',
    ]);
    expect(features[1]).toMatchObject({
      name: 'SettingManagement.AllowChangingEmailSettings',
      displayName: 'Allow changing email settings.',
      value: 'false',
      provider: { name: 'D', key: null },
      depth: 1,
      parentName: 'SettingManagement.Enable',
    });
  });

  it("features.update and reset: the host's values stay the host's, a tenant's its own", async () => {
    await admin().features.update('T', undefined, {
      features: [{ name: 'Identity.MaxUserCount', value: '50' }],
    });
    expect(await api.lastRequest()).toMatchObject({
      method: 'PUT',
      query: { providerName: 'T' },
      body: { features: [{ name: 'Identity.MaxUserCount', value: '50' }] },
    });
    const host = (await admin().features.get('T')).groups.flatMap((g) => g.features);
    expect(host.find((f) => f.name === 'Identity.MaxUserCount')).toMatchObject({
      value: '50',
      provider: { name: 'T', key: null },
    });

    await admin().features.update('T', tenantIds.acme, {
      features: [{ name: 'SettingManagement.AllowChangingEmailSettings', value: 'true' }],
    });
    expect(await api.lastRequest()).toMatchObject({
      query: { providerName: 'T', providerKey: tenantIds.acme },
    });
    const acme = (await admin().features.get('T', tenantIds.acme)).groups.flatMap(
      (g) => g.features,
    );
    expect(
      acme.find((f) => f.name === 'SettingManagement.AllowChangingEmailSettings'),
    ).toMatchObject({
      value: 'true',
      provider: { name: 'T', key: tenantIds.acme },
    });
    // The host's value is not a default for tenants (ABP's tenant provider reads the tenant's key).
    expect(acme.find((f) => f.name === 'Identity.MaxUserCount')).toMatchObject({
      value: '0',
      provider: { name: 'D', key: null },
    });

    await admin().features.reset('T', tenantIds.acme);
    expect(await api.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: '/api/feature-management/features',
      query: { providerName: 'T', providerKey: tenantIds.acme },
    });
    const reset = (await admin().features.get('T', tenantIds.acme)).groups.flatMap(
      (g) => g.features,
    );
    expect(
      reset.find((f) => f.name === 'SettingManagement.AllowChangingEmailSettings')?.value,
    ).toBe('false');

    await admin().features.reset('T');
    expect(await api.lastRequest()).toMatchObject({
      method: 'DELETE',
      query: { providerName: 'T' },
    });
    expect(api.store.featureValues).toEqual([]);
  });
});

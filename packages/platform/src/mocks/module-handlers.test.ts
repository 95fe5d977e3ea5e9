import { describe, expect, it } from 'vitest';
import { abpErrorOf, startModuleTestServer } from '../admin/testing/module-test-server';
import { ROLE_NAMES, SEEDED_IDS, SEEDED_PASSWORD } from './platform-mock-store';

const api = startModuleTestServer();
const { users: userIds, roles: roleIds, tenants: tenantIds } = SEEDED_IDS;
const admin = () => api.adminFor();
const acmeAdmin = () => api.adminFor({ userId: userIds.acmeAdmin });

describe('who may call the module endpoints', () => {
  it('401 without a token, 403 without the policy, in the caller’s language', async () => {
    expect(await abpErrorOf(api.adminFor({ userId: null }).users.list())).toMatchObject({
      status: 401,
      message: 'You are not authenticated!',
    });
    const denied = await abpErrorOf(
      api.adminFor({ userId: userIds.investor, language: 'ar' }).roles.create({
        name: 'x',
        isDefault: false,
        isPublic: false,
      }),
    );
    expect(denied).toMatchObject({ status: 403, message: 'ليست لديك صلاحية!' });
  });

  it('a tenant admin has no tenant or host-feature management, and no host-only permissions', async () => {
    expect((await abpErrorOf(acmeAdmin().tenants.list())).status).toBe(403);
    expect((await abpErrorOf(acmeAdmin().features.get('D'))).status).toBe(403);
    const groups = (await acmeAdmin().permissions.get('R', 'admin')).groups.map(
      (group) => group.name,
    );
    expect(groups).toEqual(['AbpIdentity', 'SettingManagement']);
    const refused = await abpErrorOf(
      acmeAdmin().permissions.update('R', 'admin', {
        permissions: [{ name: 'AbpTenantManagement.Tenants', isGranted: true }],
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      validationErrors: [
        {
          message: "Undefined permission: 'AbpTenantManagement.Tenants'.",
          members: ['permissions'],
        },
      ],
    });
  });

  it('an unknown provider is a 400, an unknown tenant or user a 404', async () => {
    const response = await api.httpFor()('api/permission-management/permissions', {
      searchParams: { providerName: 'X', providerKey: 'k' },
      throwHttpErrors: false,
    });
    expect(response.status).toBe(400);
    expect((await abpErrorOf(admin().features.get('T', 'nope'))).status).toBe(404);
    expect((await abpErrorOf(admin().permissions.get('U', 'nope'))).status).toBe(404);
    expect((await abpErrorOf(admin().roles.get('nope'))).message).toBe(
      'There is no entity IdentityRole with id = nope!',
    );
  });
});

describe('identity routes beside the client', () => {
  it('finds by user name and e-mail before {id}, null as 204, and replaces a user’s roles', async () => {
    const http = api.httpFor();
    const found = await http('api/identity/users/by-username/INVESTOR').json();
    expect(found).toMatchObject({ id: userIds.investor });
    const missing = await http('api/identity/users/by-email/nobody@sahm.example');
    expect(missing.status).toBe(204);

    const replaced = await http(`api/identity/users/${userIds.investor}/roles`, {
      method: 'PUT',
      json: { roleNames: ['operationsofficer'] },
    });
    expect(replaced.status).toBe(204);
    expect(api.store.findUserById(userIds.investor)?.roles).toEqual([ROLE_NAMES.operationsOfficer]);
  });
});

describe('identity rules', () => {
  const user = {
    userName: 'layla',
    email: 'layla@sahm.example',
    isActive: true,
    lockoutEnabled: true,
    roleNames: [] as string[],
    password: 'Str0ng!pw',
  };

  it('missing and malformed fields come back under their camelCase members', async () => {
    const response = await api.httpFor()('api/identity/users', {
      method: 'POST',
      json: { email: 'not-an-email', isActive: 'yes' },
      throwHttpErrors: false,
    });
    const body = (await response.json()) as {
      error: { validationErrors: { members: string[] }[] };
    };
    expect(response.status).toBe(400);
    expect(body.error.validationErrors.map((error) => error.members[0])).toEqual([
      'userName',
      'isActive',
      'lockoutEnabled',
      'roleNames',
      'password',
    ]);
    const invalid = await abpErrorOf(
      admin().users.create({ ...user, userName: 'bad name', email: 'nope', roleNames: ['Ghost'] }),
    );
    expect(invalid.validationErrors).toEqual([
      {
        message: "Username 'bad name' is invalid, can only contain letters or digits.",
        members: ['userName'],
      },
      { message: 'The Email field is not a valid e-mail address.', members: ['email'] },
      { message: "Role 'Ghost' does not exist.", members: ['roleNames'] },
    ]);
  });

  it('user names, e-mails and role names are unique per tenant only', async () => {
    const duplicate = await abpErrorOf(admin().users.create({ ...user, userName: 'Investor' }));
    expect(duplicate.validationErrors).toEqual([
      { message: "Username 'Investor' is already taken.", members: ['userName'] },
    ]);
    const acmeUser = await acmeAdmin().users.create({ ...user, userName: 'officer' });
    expect(acmeUser.tenantId).toBe(tenantIds.acme);
    const role = await abpErrorOf(
      admin().roles.create({ name: 'investor', isDefault: false, isPublic: true }),
    );
    expect(role.validationErrors).toEqual([
      { message: "Role name 'investor' is already taken.", members: ['name'] },
    ]);
  });

  it('static roles cannot be renamed or deleted; a user cannot delete itself', async () => {
    const renamed = await abpErrorOf(
      admin().roles.update(roleIds.admin, { name: 'root', isDefault: false, isPublic: true }),
    );
    expect(renamed).toMatchObject({
      status: 403,
      code: 'Volo.Abp.Identity:010005',
      message: 'Static roles can not be renamed.',
    });
    expect(await abpErrorOf(admin().roles.remove(roleIds.admin))).toMatchObject({
      status: 403,
      code: 'Volo.Abp.Identity:010006',
      message: 'Static roles can not be deleted.',
    });
    await expect(
      admin().roles.update(roleIds.admin, { name: 'admin', isDefault: true, isPublic: false }),
    ).resolves.toMatchObject({ isDefault: true });
    expect(await abpErrorOf(admin().users.remove(userIds.admin))).toMatchObject({
      status: 403,
      code: 'Volo.Abp.Identity:010001',
    });
  });

  it('renaming a role carries its members and grants; deleting it takes them away', async () => {
    await admin().permissions.update('R', ROLE_NAMES.operationsOfficer, {
      permissions: [{ name: 'AbpIdentity.Users', isGranted: true }],
    });
    await admin().roles.update(roleIds.operationsOfficer, {
      name: 'Officers',
      isDefault: false,
      isPublic: true,
    });
    const officer = () => api.store.findUserById(userIds.officer);
    expect(officer()?.roles).toEqual(['Officers']);
    expect(api.store.grantedPoliciesFor(officer())).toEqual(['AbpIdentity.Users']);

    await admin().roles.remove(roleIds.operationsOfficer);
    expect(officer()?.roles).toEqual([]);
    expect(api.store.grantedPoliciesFor(officer())).toEqual([]);
  });

  it('a stale concurrency stamp is a 409; an inactive user cannot sign in', async () => {
    const current = await admin().users.get(userIds.investor);
    const input = {
      ...user,
      userName: 'investor',
      email: 'investor@sahm.example',
      password: '',
      isActive: false,
      concurrencyStamp: current.concurrencyStamp ?? undefined,
    };
    await admin().users.update(userIds.investor, input);
    expect(api.store.findUserByCredentials('investor', SEEDED_PASSWORD, null)).toBeUndefined();

    const stale = await abpErrorOf(admin().users.update(userIds.investor, input));
    expect(stale).toMatchObject({
      status: 409,
      message:
        'The data you have submitted has already changed by another user. Discard your changes and try again.',
    });
  });
});

describe('tenants', () => {
  it('creating a tenant creates its admin, who manages only that tenant; deleting removes its data', async () => {
    const tenant = await admin().tenants.create({
      name: 'globex',
      adminEmailAddress: 'boss@globex.example',
      adminPassword: 'Gl0bex!x',
    });
    const globexAdmin = api.store.findUserByCredentials('admin', 'Gl0bex!x', tenant.id);
    expect(globexAdmin).toMatchObject({ email: 'boss@globex.example', roles: ['admin'] });
    const client = api.adminFor({ userId: globexAdmin?.id ?? '' });
    expect((await client.users.list()).items.map((item) => item.userName)).toEqual(['admin']);
    expect((await client.roles.all()).items.map((role) => [role.name, role.isStatic])).toEqual([
      ['admin', true],
      ['Investor', false],
      ['OperationsOfficer', false],
    ]);
    expect(api.store.grantedPoliciesFor(globexAdmin)).toContain('AbpIdentity.Users.Create');
    expect(api.store.grantedPoliciesFor(globexAdmin)).not.toContain('AbpTenantManagement.Tenants');

    await admin().features.update('T', tenant.id, {
      features: [{ name: 'Identity.TwoFactor', value: 'Forced' }],
    });
    await admin().tenants.remove(tenant.id);
    expect(api.store.users.some((item) => item.tenantId === tenant.id)).toBe(false);
    expect(api.store.roles.some((role) => role.tenantId === tenant.id)).toBe(false);
    expect(api.store.permissionGrants.some((grant) => grant.tenantId === tenant.id)).toBe(false);
    expect(api.store.featureValues).toEqual([]);
  });

  it('refuses a duplicate name, a bad admin e-mail and a weak admin password', async () => {
    const failure = await abpErrorOf(
      admin().tenants.create({ name: 'ACME', adminEmailAddress: 'x', adminPassword: 'weakpass1' }),
    );
    expect(failure.validationErrors?.map((error) => error.members[0])).toEqual([
      'name',
      'adminEmailAddress',
      'adminPassword',
      'adminPassword',
    ]);
    expect(failure.validationErrors?.[0]?.message).toBe('Tenant name already exists: ACME');
  });
});

describe('features', () => {
  it('rejects an unknown feature or a value its type does not allow', async () => {
    const failure = await abpErrorOf(
      admin().features.update('D', undefined, {
        features: [
          { name: 'Identity.MaxUserCount', value: 'many' },
          { name: 'Identity.TwoFactor', value: 'Sometimes' },
          { name: 'SettingManagement.Enable', value: 'yes' },
          { name: 'Nope', value: '1' },
        ],
      }),
    );
    expect(failure.validationErrors?.map((error) => error.message)).toEqual([
      "The value 'many' is not valid for the feature 'Identity.MaxUserCount'.",
      "The value 'Sometimes' is not valid for the feature 'Identity.TwoFactor'.",
      "The value 'yes' is not valid for the feature 'SettingManagement.Enable'.",
      "Undefined feature: 'Nope'.",
    ]);
  });

  it('a tenant override reaches that tenant’s application-configuration only', async () => {
    await admin().features.update('T', tenantIds.acme, {
      features: [{ name: 'SettingManagement.Enable', value: 'false' }],
    });
    const configuration = async (tenant?: string) => {
      const response = await api.httpFor({ userId: null, ...(tenant ? { tenant } : {}) })(
        'api/abp/application-configuration',
      );
      const body = (await response.json()) as { features: { values: Record<string, string> } };
      return body.features.values['SettingManagement.Enable'];
    };
    expect(await configuration(tenantIds.acme)).toBe('false');
    expect(await configuration()).toBe('true');
    await admin().features.update('T', tenantIds.acme, {
      features: [{ name: 'SettingManagement.Enable', value: 'true' }],
    });
    expect(api.store.featureValues).toEqual([]);
  });
});

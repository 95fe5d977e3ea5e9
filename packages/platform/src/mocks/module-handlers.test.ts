import { describe, expect, it } from 'vitest';
import { abpErrorOf, startModuleTestServer } from '../admin/testing/module-test-server';
import { ROLE_NAMES, SEEDED_IDS, SEEDED_PASSWORD } from './platform-mock-store';

const api = startModuleTestServer();
const { users: userIds, roles: roleIds, tenants: tenantIds } = SEEDED_IDS;
const admin = () => api.adminFor();
const acmeAdmin = () => api.adminFor({ userId: userIds.acmeAdmin });

/** A raw call to the features endpoint (the client only sends `T`), answered whatever its status. */
const features = (query: Record<string, string>, method = 'GET', userId?: string) =>
  api.httpFor({ userId })('api/feature-management/features', {
    method,
    searchParams: query,
    ...(method === 'PUT' ? { json: { features: [] } } : {}),
    throwHttpErrors: false,
  });

describe('who may call the module endpoints', () => {
  it('401 without a token, 403 without the policy, both bodiless as the scheme answers them', async () => {
    expect(await abpErrorOf(api.adminFor({ userId: null }).users.list())).toEqual({
      status: 401,
    });
    const challenge = await api.httpFor({ userId: null })('api/identity/users', {
      throwHttpErrors: false,
    });
    expect(challenge.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(challenge.headers.get('_AbpErrorFormat')).toBeNull();
    const denied = await abpErrorOf(
      api.adminFor({ userId: userIds.investor, language: 'ar' }).roles.create({
        name: 'x',
        isDefault: false,
        isPublic: false,
      }),
    );
    expect(denied).toEqual({ status: 403 });
  });

  it('a tenant admin has no tenant or host-feature management, and no host-only permissions', async () => {
    expect((await abpErrorOf(acmeAdmin().tenants.list())).status).toBe(403);
    // Inside a tenant, T with no key is checked against the (host-only) tenant policy.
    expect((await features({ providerName: 'T' }, 'GET', userIds.acmeAdmin)).status).toBe(403);
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

  it.each([
    ['GET', 'the admin', userIds.admin],
    ['PUT', 'the admin', userIds.admin],
    ['GET', 'a caller with no policy', userIds.investor],
    ['PUT', 'a caller with no policy', userIds.investor],
  ])(
    'answers %s for an unknown permission provider by a 500 and the generic body, for %s',
    async (method, _who, userId) => {
      // ABP PermissionAppService.CheckProviderPolicy throws an AbpException before any policy check.
      const response = await api.httpFor({ userId })('api/permission-management/permissions', {
        method,
        searchParams: { providerName: 'XYZ', providerKey: 'k' },
        ...(method === 'PUT' ? { json: { permissions: [] } } : {}),
        throwHttpErrors: false,
      });
      expect(response.status).toBe(500);
      expect(response.headers.get('_AbpErrorFormat')).toBe('true');
      expect(await response.json()).toMatchObject({
        error: {
          code: null,
          message: 'An internal error occurred during your request!',
          details: null,
          validationErrors: null,
        },
      });
    },
  );

  it('no permission provider name is a 400 on providerName, an unknown role or user a 404', async () => {
    const response = await api.httpFor()('api/permission-management/permissions', {
      searchParams: { providerKey: 'k' },
      throwHttpErrors: false,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { validationErrors: [{ members: ['providerName'] }] },
    });
    expect((await abpErrorOf(admin().permissions.get('U', 'nope'))).status).toBe(404);
    expect((await abpErrorOf(admin().roles.get('nope'))).message).toBe(
      'There is no entity IdentityRole with id = nope!',
    );
  });
});

describe('permissions a tenant feature disables', () => {
  const settingPermissions = async () =>
    (await acmeAdmin().permissions.get('R', 'admin')).groups
      .find((group) => group.name === 'SettingManagement')
      ?.permissions.map((permission) => permission.name);

  it('lists emailing and its test child only while the tenant may change emailing settings', async () => {
    // ABP PermissionAppService.GetAsync skips a disabled permission and the children under it.
    expect(await settingPermissions()).toEqual(['AbpAccount.SettingManagement']);
    await admin().features.update('T', tenantIds.acme, {
      features: [{ name: 'SettingManagement.AllowChangingEmailSettings', value: 'true' }],
    });
    expect(await settingPermissions()).toEqual([
      'SettingManagement.Emailing',
      'SettingManagement.Emailing.Test',
      'AbpAccount.SettingManagement',
    ]);
    expect((await admin().permissions.get('R', 'admin')).groups.at(-1)?.permissions).toContainEqual(
      expect.objectContaining({
        name: 'SettingManagement.Emailing.Test',
        displayName: 'Emailing test',
        parentName: 'SettingManagement.Emailing',
        isGranted: true,
      }),
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

describe('a user’s roles need AbpIdentity.Users.Update.ManageRoles', () => {
  const newUser = {
    userName: 'noura',
    email: 'noura@sahm.example',
    isActive: true,
    lockoutEnabled: true,
    password: 'Str0ng!pw',
  };

  /** A signed-in user whose only role may create and edit users but not change their roles. */
  async function userEditor() {
    await admin().roles.create({ name: 'UserEditor', isDefault: false, isPublic: false });
    await admin().permissions.update('R', 'UserEditor', {
      permissions: [
        'AbpIdentity.Users',
        'AbpIdentity.Users.Create',
        'AbpIdentity.Users.Update',
      ].map((name) => ({ name, isGranted: true })),
    });
    const editor = await admin().users.create({
      ...newUser,
      userName: 'editor',
      email: 'editor@sahm.example',
      roleNames: ['UserEditor'],
    });
    return api.adminFor({ userId: editor.id });
  }

  it('an admin holds it, a child of Edit in the permission list', async () => {
    const users = (await admin().permissions.get('R', 'admin')).groups[0]?.permissions;
    expect(users).toContainEqual(
      expect.objectContaining({
        name: 'AbpIdentity.Users.Update.ManageRoles',
        displayName: 'Manage roles',
        parentName: 'AbpIdentity.Users.Update',
        isGranted: true,
      }),
    );
    const investor = api.store.findUserById(userIds.investor);
    expect(api.store.grantedPoliciesFor(investor)).not.toContain(
      'AbpIdentity.Users.Update.ManageRoles',
    );
  });

  it('without it, role names sent on update and create are ignored and the call succeeds', async () => {
    const editor = await userEditor();
    const investor = await editor.users.get(userIds.investor);
    const updated = await editor.users.update(userIds.investor, {
      userName: investor.userName,
      email: investor.email,
      name: 'Renamed',
      isActive: true,
      lockoutEnabled: true,
      roleNames: [ROLE_NAMES.admin, 'Ghost'],
      concurrencyStamp: investor.concurrencyStamp ?? undefined,
    });
    expect(updated.name).toBe('Renamed');
    expect(api.store.findUserById(userIds.investor)?.roles).toEqual([ROLE_NAMES.investor]);
    // A new user gets no roles at all: the app service never adds the default ones.
    const created = await editor.users.create({ ...newUser, roleNames: [ROLE_NAMES.investor] });
    expect(api.store.findUserById(created.id)?.roles).toEqual([]);
  });

  it('with it, sent names replace the roles, a missing list keeps them, an unknown name is a 500', async () => {
    const investor = await admin().users.get(userIds.investor);
    const input = {
      userName: investor.userName,
      email: investor.email,
      isActive: true,
      lockoutEnabled: true,
    };
    await admin().users.update(userIds.investor, { ...input, roleNames: ['operationsofficer'] });
    expect(api.store.findUserById(userIds.investor)?.roles).toEqual([ROLE_NAMES.operationsOfficer]);
    await admin().users.update(userIds.investor, input);
    expect(api.store.findUserById(userIds.investor)?.roles).toEqual([ROLE_NAMES.operationsOfficer]);
    // IdentityUserStore.AddToRoleAsync throws an InvalidOperationException: nothing is saved.
    const ghost = await abpErrorOf(
      admin().users.update(userIds.investor, { ...input, name: 'Ghostly', roleNames: ['Ghost'] }),
    );
    expect(ghost).toMatchObject({
      status: 500,
      message: 'An internal error occurred during your request!',
    });
    expect(api.store.findUserById(userIds.investor)?.name).not.toBe('Ghostly');
    expect(
      (await abpErrorOf(admin().users.create({ ...newUser, roleNames: ['Ghost'] }))).status,
    ).toBe(500);
    expect(api.store.users.some((user) => user.userName === newUser.userName)).toBe(false);
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
      'password',
    ]);
    // The DTO's annotations answer first (400), in DataAnnotations' words with the property name.
    const invalid = await abpErrorOf(
      admin().users.create({ ...user, userName: 'bad name', email: 'nope', roleNames: ['Ghost'] }),
    );
    expect(invalid).toMatchObject({
      status: 400,
      message: 'Your request is not valid!',
      details:
        'The following errors were detected during validation.\r\n - The Email field is not a valid e-mail address.\r\n',
      data: null,
      validationErrors: [
        { message: 'The Email field is not a valid e-mail address.', members: ['email'] },
      ],
    });
    // Then ASP.NET Core Identity's UserValidator: an IdentityResult, ABP's 403 with its code.
    expect(await abpErrorOf(admin().users.create({ ...user, userName: 'bad name' }))).toEqual({
      status: 403,
      code: 'Volo.Abp.Identity:InvalidUserName',
      message: "Username 'bad name' is invalid, can only contain letters or digits.",
      details: null,
      data: { 0: 'bad name' },
      validationErrors: null,
    });
  });

  it('the DTO speaks Arabic as ABP’s Arabic resources do, property names left as they are', async () => {
    const arabic = api.adminFor({ language: 'ar' });
    expect(
      await abpErrorOf(arabic.users.create({ ...user, userName: ' ', email: 'nope' })),
    ).toMatchObject({
      status: 400,
      message: 'طلبك غير صحيح!',
      validationErrors: [
        { message: 'الحقل UserName إجباري.', members: ['userName'] },
        { message: 'الحقل Email لا يمثل عنوان بريد إلكتروني صالح.', members: ['email'] },
      ],
    });
    expect(await abpErrorOf(arabic.users.create({ ...user, password: 'Sh0r!' }))).toMatchObject({
      status: 403,
      code: 'Volo.Abp.Identity:PasswordTooShort',
      message: 'يجب أن تتكون كلمات المرور من 6 حرف على الأقل.',
      data: { 0: '6' },
    });
  });

  it('user names, e-mails and role names are unique per tenant only', async () => {
    const duplicate = await abpErrorOf(admin().users.create({ ...user, userName: 'Investor' }));
    expect(duplicate).toMatchObject({
      status: 403,
      code: 'Volo.Abp.Identity:DuplicateUserName',
      message: "Username 'Investor' is already taken.",
      data: { 0: 'Investor' },
      validationErrors: null,
    });
    const acmeUser = await acmeAdmin().users.create({ ...user, userName: 'officer' });
    expect(acmeUser.tenantId).toBe(tenantIds.acme);
    const role = await abpErrorOf(
      admin().roles.create({ name: 'investor', isDefault: false, isPublic: true }),
    );
    expect(role).toMatchObject({
      status: 403,
      code: 'Volo.Abp.Identity:DuplicateRoleName',
      message: "Role name 'investor' is already taken.",
    });
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

  // ABP's DeleteAsync of IdentityUserAppService, IdentityRoleAppService and TenantAppService
  // returns when nothing is found; another tenant's user is hidden by the data filter.
  it.each([
    ['an unknown user', `api/identity/users/${crypto.randomUUID()}`],
    ["another tenant's user", `api/identity/users/${userIds.acmeAdmin}`],
    ['an unknown role', `api/identity/roles/${crypto.randomUUID()}`],
    ['an unknown tenant', `api/multi-tenancy/tenants/${crypto.randomUUID()}`],
  ])('deleting %s is a 204 that changes nothing', async (_what, path) => {
    const snapshot = () =>
      JSON.stringify([
        api.store.users,
        api.store.roles,
        api.store.tenants,
        api.store.permissionGrants,
        api.store.featureValues,
      ]);
    const before = snapshot();
    const response = await api.httpFor()(path, { method: 'DELETE', throwHttpErrors: false });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(snapshot()).toBe(before);
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
        "The data you have submitted has already changed by another user/client. Please discard the changes you've done and try from the beginning.",
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

  it('refuses a bad admin e-mail (400), then a duplicate name (403); the admin password skips the policy', async () => {
    const failure = await abpErrorOf(
      admin().tenants.create({ name: 'ACME', adminEmailAddress: 'x', adminPassword: 'weak' }),
    );
    expect(failure.validationErrors).toEqual([
      {
        message: 'The AdminEmailAddress field is not a valid e-mail address.',
        members: ['adminEmailAddress'],
      },
    ]);
    const duplicate = await abpErrorOf(
      admin().tenants.create({ name: 'acme', adminEmailAddress: 'a@b.c', adminPassword: 'weak' }),
    );
    expect(duplicate).toMatchObject({
      status: 403,
      code: 'Volo.Abp.TenantManagement:DuplicateTenantName',
      message: 'Tenant name already exist: ACME',
      data: { Name: 'ACME' },
    });
    // IdentityDataSeeder creates the tenant's admin with validatePassword: false.
    await expect(
      admin().tenants.create({
        name: 'initech',
        adminEmailAddress: 'a@b.c',
        adminPassword: 'weak',
      }),
    ).resolves.toMatchObject({ name: 'initech' });
  });
});

describe('features as ABP FeatureAppService checks them', () => {
  it("describes SettingManagement's features in ABP's own words, in both cultures", async () => {
    // ABP SettingManagementFeatureDefinitionProvider and AbpSettingManagement/{en,ar}.json.
    const texts = async (culture: string) => {
      const answer = await api.httpFor({ language: culture })('api/feature-management/features', {
        searchParams: { providerName: 'T', providerKey: tenantIds.acme },
      });
      const { groups } = (await answer.json()) as {
        groups: { name: string; displayName: string; features: { description: string }[] }[];
      };
      const group = groups.find(({ name }) => name === 'SettingManagement')!;
      return [group.displayName, ...group.features.map(({ description }) => description)];
    };
    expect(await texts('en')).toEqual([
      'Setting Management',
      'Enable setting management system in the application.',
      'Allow changing email settings.',
    ]);
    expect(await texts('ar')).toEqual([
      'إدارة الإعداد',
      'تفعيل إعداد نظام الإدارة في التطبيق.',
      'السماح لتغيير إعدادات البريد الإلكتروني.',
    ]);
  });

  it.each(['GET', 'PUT', 'DELETE'])(
    'answers %s with providerName=D by a 500 and the generic body (no policy is mapped for D)',
    async (method) => {
      const response = await features({ providerName: 'D' }, method);
      expect(response.status).toBe(500);
      expect(response.headers.get('_AbpErrorFormat')).toBe('true');
      expect(await response.json()).toMatchObject({
        error: {
          code: null,
          message: 'An internal error occurred during your request!',
          details: null,
          validationErrors: null,
        },
      });
    },
  );

  it('T with no key is the host: FeatureManagement.ManageHostFeatures, not the tenant policy', async () => {
    api.store.permissionGrants.push({
      tenantId: null,
      providerName: 'U',
      providerKey: userIds.officer,
      name: 'FeatureManagement.ManageHostFeatures',
    });
    expect((await features({ providerName: 'T' }, 'GET', userIds.officer)).status).toBe(200);
    // With a key, the same caller needs AbpTenantManagement.Tenants.ManageFeatures.
    const tenant = await features(
      { providerName: 'T', providerKey: tenantIds.acme },
      'GET',
      userIds.officer,
    );
    expect(tenant.status).toBe(403);
  });

  it.each(['', ' '])(
    'an empty or blank providerKey=%j is no key (ASP.NET binds it to null): the host, from the host',
    async (emptyKey) => {
      // Only the host policy: the tenant policy would answer 403.
      api.store.permissionGrants.push({
        tenantId: null,
        providerName: 'U',
        providerKey: userIds.officer,
        name: 'FeatureManagement.ManageHostFeatures',
      });
      const query = { providerName: 'T', providerKey: emptyKey };
      const answer = await features(query, 'GET', userIds.officer);
      expect(answer.status).toBe(200);
      // The host's view: SettingManagement's features are not available to the host.
      const hostView = await (await features({ providerName: 'T' })).json();
      expect(await answer.json()).toEqual(hostView);
      expect((hostView as { groups: { name: string }[] }).groups.map((g) => g.name)).toEqual([
        'Identity',
      ]);

      const saved = await api.httpFor({ userId: userIds.officer })(
        'api/feature-management/features',
        {
          method: 'PUT',
          searchParams: query,
          json: { features: [{ name: 'Identity.MaxUserCount', value: '7' }] },
        },
      );
      expect(saved.status).toBe(204);
      expect(api.store.featureValues).toEqual([
        { name: 'Identity.MaxUserCount', value: '7', providerName: 'T', providerKey: null },
      ]);
      expect((await admin().features.get('T')).groups[0]?.features[0]?.value).toBe('7');
    },
  );

  it('a missing providerName is a 400 on providerName', async () => {
    const response = await features({});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { validationErrors: [{ members: ['providerName'] }] },
    });
  });

  it('rejects an unknown feature or a value its type does not allow', async () => {
    const failure = await abpErrorOf(
      admin().features.update('T', undefined, {
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

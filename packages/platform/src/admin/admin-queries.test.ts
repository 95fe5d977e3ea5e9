import { MutationObserver, QueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys, accountMutations, accountQueries } from '../account';
import { APPLICATION_CONFIGURATION_QUERY_KEY } from '../constants';
import { SEEDED_IDS } from '../mocks/platform-mock-store';
import { ADMIN_PAGE_SIZE, adminKeys, adminMutations, adminQueries } from '.';
import { startModuleTestServer } from './testing/module-test-server';

const api = startModuleTestServer();

/** A query client whose cache holds one entry per key, so tests can see which got invalidated. */
function cacheWith(...keys: (readonly unknown[])[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of keys) queryClient.setQueryData(key, 'cached');
  const invalidated = () =>
    keys
      .filter((key) => queryClient.getQueryState(key)?.isInvalidated)
      .map((key) =>
        key.map((part) => (typeof part === 'object' ? JSON.stringify(part) : part)).join('/'),
      );
  return { queryClient, invalidated };
}

/** Runs a mutation the way `useMutation` does, its `onSuccess` included. */
function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationObserverOptions<TData, Error, TVariables>,
  variables: TVariables,
) {
  return new MutationObserver(queryClient, options).mutate(variables);
}

describe('admin query keys and options', () => {
  it('nests keys so one prefix covers a family', () => {
    expect(adminKeys.users.list({ skipCount: 10 })).toEqual([
      'admin',
      'users',
      'list',
      { skipCount: 10 },
    ]);
    expect(adminKeys.users.roles('u1').slice(0, 4)).toEqual(adminKeys.users.detail('u1'));
    expect(adminKeys.features('T')).toEqual(['admin', 'features', 'T', '']);
    expect(adminKeys.permissions('R', 'admin').slice(0, 2)).toEqual(adminKeys.permissionsAll);
    expect(ADMIN_PAGE_SIZE).toBe(10);
  });

  it('reads through the client', async () => {
    const queries = adminQueries(api.adminFor());
    const list = queries.users.list({ maxResultCount: ADMIN_PAGE_SIZE });
    expect(list.queryKey).toEqual(adminKeys.users.list({ maxResultCount: ADMIN_PAGE_SIZE }));
    await expect(list.queryFn?.({} as never)).resolves.toMatchObject({ totalCount: 4 });
    const profile = accountQueries(api.accountFor()).myProfile();
    expect(profile.queryKey).toEqual(accountKeys.myProfile());
  });
});

describe('admin mutations invalidate what they change', () => {
  const other = ['investor', 'wallet'] as const;

  it('updateRole: roles, users and grants, nothing else', async () => {
    const { queryClient, invalidated } = cacheWith(
      adminKeys.roles.list({}),
      adminKeys.users.roles(SEEDED_IDS.users.admin),
      adminKeys.permissions('R', 'Investor'),
      adminKeys.tenants.list({}),
      other,
    );
    await run(queryClient, adminMutations(api.adminFor(), queryClient).updateRole(), {
      id: SEEDED_IDS.roles.investor,
      input: { name: 'Investors', isDefault: true, isPublic: true },
    });
    expect(invalidated()).toEqual([
      'admin/roles/list/{}',
      `admin/users/detail/${SEEDED_IDS.users.admin}/roles`,
      'admin/permissions/R/Investor',
    ]);
  });

  it('updatePermissions and updateFeatures also refetch application-configuration', async () => {
    const { queryClient, invalidated } = cacheWith(
      APPLICATION_CONFIGURATION_QUERY_KEY,
      adminKeys.permissions('U', SEEDED_IDS.users.officer),
      adminKeys.features('T', SEEDED_IDS.tenants.acme),
      adminKeys.users.list({}),
    );
    const mutations = adminMutations(api.adminFor(), queryClient);
    await run(queryClient, mutations.updatePermissions(), {
      providerName: 'U',
      providerKey: SEEDED_IDS.users.officer,
      input: { permissions: [{ name: 'AbpIdentity.Users', isGranted: true }] },
    });
    expect(invalidated()).toEqual([
      'abp/application-configuration',
      `admin/permissions/U/${SEEDED_IDS.users.officer}`,
    ]);
    await run(queryClient, mutations.updateFeatures(), {
      providerName: 'T',
      input: { features: [{ name: 'Identity.MaxUserCount', value: '5' }] },
    });
    expect(invalidated()).toContain(`admin/features/T/${SEEDED_IDS.tenants.acme}`);
    expect(invalidated()).not.toContain('admin/users/list/{}');
  });

  it('updateMyProfile refreshes the profile and application-configuration', async () => {
    const { queryClient, invalidated } = cacheWith(
      accountKeys.myProfile(),
      APPLICATION_CONFIGURATION_QUERY_KEY,
      other,
    );
    await run(queryClient, accountMutations(api.accountFor(), queryClient).updateMyProfile(), {
      userName: 'admin',
      email: 'admin@sahm.example',
    });
    expect(invalidated()).toEqual(['account/my-profile', 'abp/application-configuration']);
  });
});

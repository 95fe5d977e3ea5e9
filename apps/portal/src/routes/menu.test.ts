import { describe, expect, it } from 'vitest';
import { buildMenu } from '@sahm/platform';
import { ADMINISTRATION_MENU, INVESTORS_POLICY, menuRoutes } from './menu';

const granting =
  (...policies: string[]) =>
  (policy: string | null | undefined) =>
    !policy || policies.includes(policy);

const adminChildren = (policies: string[], isSettingsVisible = true) =>
  buildMenu(menuRoutes({ isAuthenticated: true, isSettingsVisible }), granting(...policies))
    .find((item) => item.name === ADMINISTRATION_MENU)
    ?.children.map((item) => item.path);

describe('portal menu (SPEC §2)', () => {
  it('puts Administration last, at order 100, with a wrench', () => {
    const menu = buildMenu(
      menuRoutes({ isAuthenticated: true, isSettingsVisible: true }),
      granting('AbpIdentity.Users'),
    );
    expect(menu.map((item) => item.name).at(-1)).toBe(ADMINISTRATION_MENU);
    expect(menu.at(-1)).toMatchObject({ order: 100, iconClass: 'wrench' });
  });

  it('shows each administration entry only with its policy', () => {
    expect(adminChildren(['AbpIdentity.Roles'])).toEqual(['/identity/roles']);
    expect(
      adminChildren([
        'AbpIdentity.Users',
        'AbpIdentity.Roles',
        'AbpTenantManagement.Tenants',
        'SettingManagement.Emailing',
      ]),
    ).toEqual([
      '/identity/users',
      '/identity/roles',
      '/tenant-management/tenants',
      '/setting-management',
    ]);
  });

  it('hides settings when the settings page has nothing to show', () => {
    expect(adminChildren(['SettingManagement.Emailing'], false)).toBeUndefined();
  });

  it('shows the investor list, outside Administration, only with Sahm.Investors', () => {
    const topLevel = (policies: string[]) =>
      buildMenu(
        menuRoutes({ isAuthenticated: true, isSettingsVisible: true }),
        granting(...policies),
      )
        .map((item) => item.path)
        .filter((path) => path === '/investors');
    expect(topLevel([INVESTORS_POLICY])).toEqual(['/investors']);
    expect(topLevel([])).toEqual([]);
    expect(adminChildren([INVESTORS_POLICY])).toBeUndefined();
  });

  it('drops Administration entirely without any administration policy', () => {
    expect(adminChildren([])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { isPolicyGranted } from '../permissions/is-policy-granted';
import { buildMenu } from './build-menu';
import type { MenuItem, RouteItem } from './route-item';

const granted = { 'AbpIdentity.Roles': true, 'AbpIdentity.Users': true };
const isGranted = (policy: string | null | undefined) => isPolicyGranted(granted, policy);

const names = (items: MenuItem[]): unknown =>
  items.map((item) => (item.children.length ? { [item.name]: names(item.children) } : item.name));

const routes: RouteItem[] = [
  { name: 'Administration', order: 100, iconClass: 'fa fa-wrench' },
  { name: 'Identity', parentName: 'Administration', order: 1 },
  {
    name: 'Roles',
    parentName: 'Identity',
    path: '/identity/roles',
    requiredPolicy: 'AbpIdentity.Roles',
    order: 1,
  },
  {
    name: 'Users',
    parentName: 'Identity',
    path: '/identity/users',
    requiredPolicy: 'AbpIdentity.Users',
    order: 2,
  },
  {
    name: 'Tenants',
    parentName: 'Administration',
    path: '/tenant-management/tenants',
    requiredPolicy: 'AbpTenantManagement.Tenants',
    order: 2,
  },
  { name: 'Home', path: '/', order: 1 },
  { name: 'Wallet', path: '/wallet' },
  { name: 'ForgotPassword', path: '/account/forgot-password', invisible: true },
];

describe('buildMenu', () => {
  it('builds the tree from parentName, keeps granted entries and sorts by order', () => {
    expect(names(buildMenu(routes, isGranted))).toEqual([
      'Home',
      { Administration: [{ Identity: ['Roles', 'Users'] }] },
      'Wallet',
    ]);
  });

  it('keeps every route field on the menu items', () => {
    const [, administration] = buildMenu(routes, isGranted);
    expect(administration).toMatchObject({
      name: 'Administration',
      order: 100,
      iconClass: 'fa fa-wrench',
    });
  });

  it('drops a path-less parent left without visible children, but keeps one with a path', () => {
    const menu = buildMenu(
      [
        { name: 'Empty' },
        { name: 'Hidden', parentName: 'Empty', path: '/hidden', requiredPolicy: 'Nope' },
        { name: 'Linked', path: '/linked' },
        { name: 'Child', parentName: 'Linked', path: '/linked/child', invisible: true },
      ],
      isGranted,
    );
    expect(names(menu)).toEqual(['Linked']);
  });

  it('drops a not-granted parent with its subtree, and orphans', () => {
    const menu = buildMenu(
      [
        { name: 'Secret', path: '/secret', requiredPolicy: 'Nope' },
        { name: 'Inner', parentName: 'Secret', path: '/secret/inner' },
        { name: 'Orphan', parentName: 'Missing', path: '/orphan' },
      ],
      isGranted,
    );
    expect(menu).toEqual([]);
  });

  it('lets a later entry with an existing name replace the earlier one', () => {
    const menu = buildMenu(
      [
        { name: 'Home', path: '/', order: 1 },
        { name: 'Home', path: '/start', order: 1 },
      ],
      isGranted,
    );
    expect(menu).toEqual([{ name: 'Home', path: '/start', order: 1, children: [] }]);
  });

  it('stops at a depth of 10 levels and ignores parent cycles', () => {
    const chain: RouteItem[] = Array.from({ length: 12 }, (_, index) => ({
      name: `L${index + 1}`,
      parentName: index === 0 ? null : `L${index}`,
      path: `/l${index + 1}`,
    }));
    let depth = 0;
    for (let level = buildMenu(chain, isGranted); level.length; level = level[0]?.children ?? []) {
      depth += 1;
    }
    expect(depth).toBe(10);

    const cycle = buildMenu(
      [
        { name: 'A', parentName: 'B', path: '/a' },
        { name: 'B', parentName: 'A', path: '/b' },
      ],
      isGranted,
    );
    expect(cycle).toEqual([]);
  });
});

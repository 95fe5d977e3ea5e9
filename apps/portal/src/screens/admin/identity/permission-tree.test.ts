import { describe, expect, it } from 'vitest';
import type { PermissionGrant, PermissionList } from '@sahm/platform/admin';
import {
  allSelection,
  buildPermissionTree,
  changedPermissions,
  groupSelection,
  setAll,
  setGroup,
  togglePermission,
} from './permission-tree';

const grant = (
  name: string,
  parentName: string | null,
  isGranted = false,
  grantedProviders: PermissionGrant['grantedProviders'] = [],
): PermissionGrant => ({
  name,
  displayName: name,
  parentName,
  isGranted,
  allowedProviders: [],
  grantedProviders,
});

// Children listed before their parent on purpose: the tree must not depend on the server's order.
const list: PermissionList = {
  entityDisplayName: 'Editors',
  groups: [
    {
      name: 'Identity',
      displayName: 'Identity',
      permissions: [
        grant('Users.Create', 'Users'),
        grant('Users', null, true, [{ providerName: 'R', providerKey: 'Editors' }]),
        grant('Users.Create.Bulk', 'Users.Create'),
        grant('Roles', null),
      ],
    },
    {
      name: 'Sahm',
      displayName: 'Sahm',
      permissions: [
        grant('Reports', null, true, [{ providerName: 'C', providerKey: 'Sahm_App' }]),
        grant('Reports.Export', 'Reports'),
      ],
    },
  ],
};

describe('the permissions tree', () => {
  it('orders parents before children and indents by depth', () => {
    const tree = buildPermissionTree(list, 'R');
    expect(tree.groups[0]?.nodes.map((node) => [node.name, node.depth])).toEqual([
      ['Users', 0],
      ['Users.Create', 1],
      ['Users.Create.Bulk', 2],
      ['Roles', 0],
    ]);
  });

  it('marks grants of other providers as read-only, not the edited one', () => {
    const tree = buildPermissionTree(list, 'U');
    expect(tree.byName.get('Users')?.grantedElsewhere).toEqual([
      { providerName: 'R', providerKey: 'Editors' },
    ]);
    expect(buildPermissionTree(list, 'R').byName.get('Users')?.grantedElsewhere).toEqual([]);
  });

  it('grants every ancestor with a child and revokes every descendant with a parent', () => {
    const tree = buildPermissionTree(list, 'R');
    const withBulk = togglePermission(tree, tree.initial, 'Users.Create.Bulk', true);
    expect(withBulk).toMatchObject({
      Users: true,
      'Users.Create': true,
      'Users.Create.Bulk': true,
    });
    const revoked = togglePermission(tree, withBulk, 'Users', false);
    expect(revoked).toMatchObject({
      Users: false,
      'Users.Create': false,
      'Users.Create.Bulk': false,
    });
  });

  it('never changes a permission granted by another provider', () => {
    const tree = buildPermissionTree(list, 'R');
    expect(togglePermission(tree, tree.initial, 'Reports', false)).toBe(tree.initial);
    expect(setAll(tree, tree.initial, false).Reports).toBe(true);
    expect(setGroup(tree, tree.initial, 'Sahm', false)).toMatchObject({
      Reports: true,
      'Reports.Export': false,
    });
  });

  it('reports group and overall selection, mixed included', () => {
    const tree = buildPermissionTree(list, 'R');
    const [identity, sahm] = tree.groups;
    expect(groupSelection(tree.initial, identity!)).toBe('some');
    expect(groupSelection(setGroup(tree, tree.initial, 'Sahm', true), sahm!)).toBe('all');
    expect(allSelection(tree, setAll(tree, tree.initial, true))).toBe('all');
    expect(allSelection(tree, tree.initial)).toBe('some');
  });

  it('sends only what changed', () => {
    const tree = buildPermissionTree(list, 'R');
    let grants = togglePermission(tree, tree.initial, 'Roles', true);
    grants = togglePermission(tree, grants, 'Users', false);
    grants = togglePermission(tree, grants, 'Reports.Export', true);
    grants = togglePermission(tree, grants, 'Reports.Export', false);
    expect(changedPermissions(tree, grants)).toEqual([
      { name: 'Users', isGranted: false },
      { name: 'Roles', isGranted: true },
    ]);
  });
});

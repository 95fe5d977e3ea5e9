import type { PermissionGrant, PermissionList, PermissionProviderName } from '@sahm/platform/admin';

/** Someone other than the edited role or user who grants a permission (a role, a client…). */
export interface GrantingProvider {
  providerName: string;
  providerKey: string;
}

/** One permission of the dialog, in tree order with its depth under its group. */
export interface PermissionNode {
  name: string;
  displayName: string;
  parentName: string | null;
  groupName: string;
  depth: number;
  /** Granted by another provider: shown checked and read-only (contract §8.1). */
  grantedElsewhere: readonly GrantingProvider[];
}

export interface PermissionGroupNodes {
  name: string;
  displayName: string;
  nodes: readonly PermissionNode[];
}

/** The catalogue as the dialog shows it, and what the edited provider holds on opening. */
export interface PermissionTree {
  groups: readonly PermissionGroupNodes[];
  /** Every permission by name. */
  byName: ReadonlyMap<string, PermissionNode>;
  initial: Readonly<Record<string, boolean>>;
}

export type Grants = Readonly<Record<string, boolean>>;

/** A "select all" checkbox's state over a set of permissions. */
export type SelectionState = 'all' | 'none' | 'some';

/** Parents before their children, siblings in the server's order; an orphan counts as a root. */
function treeOrder(permissions: readonly PermissionGrant[]) {
  const names = new Set(permissions.map((permission) => permission.name));
  const children = new Map<string | null, PermissionGrant[]>();
  for (const permission of permissions) {
    const parent =
      permission.parentName && names.has(permission.parentName) ? permission.parentName : null;
    children.set(parent, [...(children.get(parent) ?? []), permission]);
  }
  const ordered: { permission: PermissionGrant; depth: number }[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const permission of children.get(parent) ?? []) {
      ordered.push({ permission, depth });
      visit(permission.name, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

/** Builds the dialog's tree from `GET /api/permission-management/permissions`. */
export function buildPermissionTree(
  list: PermissionList,
  providerName: PermissionProviderName,
): PermissionTree {
  const byName = new Map<string, PermissionNode>();
  const initial: Record<string, boolean> = {};
  const groups = list.groups.map((group) => ({
    name: group.name,
    displayName: group.displayName,
    nodes: treeOrder(group.permissions).map(({ permission, depth }) => {
      const node: PermissionNode = {
        name: permission.name,
        displayName: permission.displayName,
        parentName: permission.parentName,
        groupName: group.name,
        depth,
        grantedElsewhere: permission.isGranted
          ? permission.grantedProviders.filter((grant) => grant.providerName !== providerName)
          : [],
      };
      byName.set(node.name, node);
      initial[node.name] = permission.isGranted;
      return node;
    }),
  }));
  return { groups, byName, initial };
}

export const isReadOnly = (node: PermissionNode) => node.grantedElsewhere.length > 0;

function ancestorsOf(tree: PermissionTree, name: string): string[] {
  const ancestors: string[] = [];
  let parent = tree.byName.get(name)?.parentName ?? null;
  while (parent !== null && tree.byName.has(parent) && !ancestors.includes(parent)) {
    ancestors.push(parent);
    parent = tree.byName.get(parent)?.parentName ?? null;
  }
  return ancestors;
}

function descendantsOf(tree: PermissionTree, name: string): string[] {
  const found: string[] = [];
  const pending = [name];
  while (pending.length > 0) {
    const current = pending.pop();
    for (const node of tree.byName.values()) {
      if (node.parentName === current && !found.includes(node.name)) {
        found.push(node.name);
        pending.push(node.name);
      }
    }
  }
  return found;
}

/** Sets the permissions it may change; read-only ones keep their grant. */
function assign(tree: PermissionTree, grants: Grants, names: readonly string[], granted: boolean) {
  const next = { ...grants };
  for (const name of names) {
    const node = tree.byName.get(name);
    if (node && !isReadOnly(node)) next[name] = granted;
  }
  return next;
}

/**
 * Ticks or clears one permission as ABP's dialog does: granting a child grants the permissions
 * above it, revoking a parent revokes those under it. A read-only permission does not change.
 */
export function togglePermission(
  tree: PermissionTree,
  grants: Grants,
  name: string,
  granted: boolean,
): Grants {
  const node = tree.byName.get(name);
  if (!node || isReadOnly(node)) return grants;
  const related = granted ? ancestorsOf(tree, name) : descendantsOf(tree, name);
  return assign(tree, grants, [name, ...related], granted);
}

/** "Select all" of one group. */
export function setGroup(
  tree: PermissionTree,
  grants: Grants,
  groupName: string,
  granted: boolean,
): Grants {
  const group = tree.groups.find((candidate) => candidate.name === groupName);
  return group
    ? assign(
        tree,
        grants,
        group.nodes.map((node) => node.name),
        granted,
      )
    : grants;
}

/** "Grant all permissions". */
export function setAll(tree: PermissionTree, grants: Grants, granted: boolean): Grants {
  return assign(tree, grants, [...tree.byName.keys()], granted);
}

export function selectionOf(grants: Grants, names: readonly string[]): SelectionState {
  const granted = names.filter((name) => grants[name] === true).length;
  if (names.length > 0 && granted === names.length) return 'all';
  return granted === 0 ? 'none' : 'some';
}

export const groupSelection = (grants: Grants, group: PermissionGroupNodes) =>
  selectionOf(
    grants,
    group.nodes.map((node) => node.name),
  );

export const allSelection = (tree: PermissionTree, grants: Grants) =>
  selectionOf(grants, [...tree.byName.keys()]);

/** What Save sends: only the permissions whose grant differs from the one on opening. */
export function changedPermissions(
  tree: PermissionTree,
  grants: Grants,
): { name: string; isGranted: boolean }[] {
  return [...tree.byName.keys()]
    .filter((name) => (grants[name] === true) !== (tree.initial[name] === true))
    .map((name) => ({ name, isGranted: grants[name] === true }));
}

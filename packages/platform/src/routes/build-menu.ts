import { ROUTE_TREE_DEPTH_LIMIT } from '../constants';
import type { MenuItem, RouteItem } from './route-item';
import { dedupeByName, sortByOrder } from './sort-by-order';

/**
 * The permission-filtered menu tree: invisible and not-granted entries drop with their subtree,
 * entries whose parent is unknown drop, and a parent without a path that is left with no
 * children drops too (SPEC §2, §4, §6, §9).
 */
export function buildMenu(
  routes: readonly RouteItem[],
  isGranted: (requiredPolicy: string | null | undefined) => boolean,
): MenuItem[] {
  const items = dedupeByName(routes);
  const childrenOf = new Map<string | null, RouteItem[]>();
  for (const item of items) {
    const parent = item.parentName || null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), item]);
  }

  // Depth starts at 1 for top-level entries; cycles can never be reached from the roots.
  function build(parentName: string | null, depth: number): MenuItem[] {
    if (depth > ROUTE_TREE_DEPTH_LIMIT) return [];
    const visible = (childrenOf.get(parentName) ?? []).filter(
      (item) => !item.invisible && isGranted(item.requiredPolicy),
    );
    return sortByOrder(visible).flatMap((item) => {
      const children = build(item.name, depth + 1);
      return children.length > 0 || item.path ? [{ ...item, children }] : [];
    });
  }

  return build(null, 1);
}

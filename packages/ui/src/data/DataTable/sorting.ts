/** ABP's sort direction; `sorting` on the wire is `"<key> <order>"`. */
export type SortOrder = 'asc' | 'desc';

/** The list's current sort, or null for the server's default order. */
export type DataTableSorting = { key: string; order: SortOrder } | null;

/** A header click: another column starts ascending, then descending, then back to no sort. */
export function nextSorting(current: DataTableSorting, key: string): DataTableSorting {
  if (current?.key !== key) return { key, order: 'asc' };
  return current.order === 'asc' ? { key, order: 'desc' } : null;
}

/** The `aria-sort` of a sortable column header; undefined unless it is the sorted one. */
export function ariaSortOf(
  sorting: DataTableSorting,
  key: string,
): 'ascending' | 'descending' | undefined {
  if (sorting?.key !== key) return undefined;
  return sorting.order === 'asc' ? 'ascending' : 'descending';
}

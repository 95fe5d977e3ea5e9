/** SPEC §9: ten rows a page unless a list says otherwise. */
export const DEFAULT_PAGE_SIZE = 10;

/** How many pages `totalCount` rows fill; an empty list still has its one (empty) page. */
export function pageCountOf(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** The 1-based first and last row numbers shown on a 0-based page; 0 and 0 when nothing is. */
export function pageRangeOf(
  page: number,
  pageSize: number,
  totalCount: number,
): { first: number; last: number } {
  const first = page * pageSize + 1;
  if (totalCount <= 0 || first > totalCount) return { first: 0, last: 0 };
  return { first, last: Math.min(totalCount, first + pageSize - 1) };
}

/**
 * A single page needs no pager; a later page does even when the count shrank (a filter changed),
 * so the reader can still go back.
 */
export function isPagerNeeded(page: number, pageSize: number, totalCount: number): boolean {
  return page > 0 || pageCountOf(totalCount, pageSize) > 1;
}

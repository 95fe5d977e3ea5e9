/** Default page size of list queries (SPEC §9; ABP's default `maxResultCount` too). */
export const DEFAULT_PAGE_SIZE = 10;

/** Lists start at page 0; skipCount = page × page size (SPEC §9, contract §12). */
export const FIRST_PAGE = 0;

/** Debounce of typed list filters (SPEC §9). */
export const LIST_QUERY_DEBOUNCE_MS = 300;

export type SortOrder = 'asc' | 'desc';

/** Which column a list is sorted by, and which way. */
export interface SortState {
  key: string;
  order: SortOrder;
}

/** skipCount of a 0-based page (SPEC §9, contract §12). */
export function pageToSkipCount(page: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(FIRST_PAGE, Math.floor(page)) * pageSize;
}

/** The 0-based page a skipCount falls on. */
export function skipCountToPage(skipCount: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.floor(skipCount / pageSize);
}

/** How many pages `totalCount` rows fill. */
export function pageCount(totalCount: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.ceil(totalCount / pageSize);
}

/** `"field asc|desc"`; undefined without a sort, so the parameter is dropped (contract §12). */
export function toSorting(sort: SortState | null | undefined): string | undefined {
  return sort ? `${sort.key} ${sort.order}` : undefined;
}

/** What a list screen shows: its page, page size, typed filter and sort. */
export interface ListQueryState {
  page?: number;
  pageSize?: number;
  filter?: string;
  sort?: SortState | null;
}

/** The filter/sorting/skipCount/maxResultCount query of a list screen; empty values left out. */
export function buildListQuery({
  page = FIRST_PAGE,
  pageSize = DEFAULT_PAGE_SIZE,
  filter,
  sort,
}: ListQueryState) {
  const trimmed = filter?.trim();
  const sorting = toSorting(sort);
  return {
    ...(trimmed ? { filter: trimmed } : {}),
    ...(sorting ? { sorting } : {}),
    skipCount: pageToSkipCount(page, pageSize),
    maxResultCount: pageSize,
  };
}

import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../constants';

export type SortOrder = 'asc' | 'desc';

export interface SortState {
  key: string;
  order: SortOrder;
}

/** skipCount of a 0-based page (SPEC §9, contract §12). */
export function pageToSkipCount(page: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(FIRST_PAGE, Math.floor(page)) * pageSize;
}

export function skipCountToPage(skipCount: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.floor(skipCount / pageSize);
}

export function pageCount(totalCount: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.ceil(totalCount / pageSize);
}

/** `"field asc|desc"`; undefined without a sort, so the parameter is dropped (contract §12). */
export function toSorting(sort: SortState | null | undefined): string | undefined {
  return sort ? `${sort.key} ${sort.order}` : undefined;
}

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

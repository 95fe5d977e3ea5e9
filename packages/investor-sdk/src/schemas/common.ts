import { z } from 'zod/mini';

/** ABP sends GUIDs as lowercase strings; kept loose so a real backend's ids never break parsing. */
export const entityIdSchema = z.string().check(z.minLength(1));

/** ISO-8601 date-time; with or without an offset, as ABP's clock settings decide (contract §1.4). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, local: true });

/** ISO-8601 calendar date, yyyy-MM-dd. */
export const isoDateSchema = z.iso.date();

/** An amount in SAR as the server sends it (ADR 0011). */
// Classic zod's `.finite()` did nothing: zod 4 numbers reject Infinity and NaN already.
export const moneySchema = z.number();

/** ABP's `PagedResultDto<T>` (contract §12). */
export function pagedResultSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().check(z.int(), z.nonnegative()),
  });
}

/** ABP's `ListResultDto<T>` (contract §12). */
export function listResultSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

export interface PagedResult<T> {
  items: T[];
  totalCount: number;
}

export interface ListResult<T> {
  items: T[];
}

/** Paging and sorting of a list query (SPEC §3 list query, contract §12). */
export interface PagedAndSortedQuery {
  /** `"field asc|desc"`, see `toSorting` in `@sahm/platform`. */
  sorting?: string;
  skipCount?: number;
  maxResultCount?: number;
}

export interface FilteredPagedAndSortedQuery extends PagedAndSortedQuery {
  filter?: string;
}

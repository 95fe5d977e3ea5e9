import { z } from 'zod/mini';

/** ABP's `PagedResultDto<T>` (contract §12). */
export function pagedResultSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ totalCount: z.number().check(z.int(), z.nonnegative()), items: z.array(item) });
}

/** ABP's `ListResultDto<T>` (contract §12). */
export function listResultSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

export interface PagedResult<T> {
  totalCount: number;
  items: T[];
}

export interface ListResult<T> {
  items: T[];
}

/** The query of every module list: `PagedAndSortedResultRequestDto` + `filter` (contract §12). */
export const listQuerySchema = z.object({
  filter: z.optional(z.string()),
  /** `"field asc|desc"`. */
  sorting: z.optional(z.string()),
  skipCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  maxResultCount: z.optional(z.number().check(z.int(), z.positive())),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** ABP's `string?`: absent and null both read as null. */
export const optionalTextSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? null),
);

/** ABP's GUIDs are lowercase strings; kept loose so a real backend's ids never break parsing. */
export const entityIdSchema = z.string().check(z.minLength(1));

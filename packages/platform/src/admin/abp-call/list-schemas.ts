import { z } from 'zod';

/** ABP's `PagedResultDto<T>` (contract §12). */
export function pagedResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ totalCount: z.number().int().nonnegative(), items: z.array(item) });
}

/** ABP's `ListResultDto<T>` (contract §12). */
export function listResultSchema<T extends z.ZodType>(item: T) {
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
  filter: z.string().optional(),
  /** `"field asc|desc"`. */
  sorting: z.string().optional(),
  skipCount: z.number().int().nonnegative().optional(),
  maxResultCount: z.number().int().positive().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** ABP's `string?`: absent and null both read as null. */
export const optionalTextSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** ABP's GUIDs are lowercase strings; kept loose so a real backend's ids never break parsing. */
export const entityIdSchema = z.string().min(1);

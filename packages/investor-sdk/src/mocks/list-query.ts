import { DEFAULT_PAGE_SIZE, MAX_RESULT_COUNT_LIMIT } from '../constants';
import { ValidationMessage, withParams } from '../validation/messages';
import type { AbpValidationError } from './abp-error';

export interface ParsedListQuery {
  filter: string;
  skipCount: number;
  maxResultCount: number;
  sorts: { field: string; descending: boolean }[];
}

/**
 * Reads filter, sorting, skipCount and maxResultCount as an ABP server does (contract §12):
 * page size 10 by default, at most 1000; `sorting` is `"field asc|desc"`, comma-separated.
 */
export function parseListQuery(
  url: URL,
  sortableFields: readonly string[],
): { query: ParsedListQuery } | { errors: AbpValidationError[] } {
  const params = url.searchParams;
  const errors: AbpValidationError[] = [];
  const skipCount = Number(params.get('skipCount') ?? 0);
  const maxResultCount = Number(params.get('maxResultCount') ?? DEFAULT_PAGE_SIZE);
  if (!Number.isInteger(skipCount) || skipCount < 0) {
    errors.push({ message: withParams(ValidationMessage.Min, 0), members: ['skipCount'] });
  }
  if (
    !Number.isInteger(maxResultCount) ||
    maxResultCount < 1 ||
    maxResultCount > MAX_RESULT_COUNT_LIMIT
  ) {
    errors.push({
      message: withParams(ValidationMessage.Range, 1, MAX_RESULT_COUNT_LIMIT),
      members: ['maxResultCount'],
    });
  }
  const sorts = (params.get('sorting') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [field = '', order = 'asc'] = part.split(/\s+/);
      if (!sortableFields.includes(field) || !/^(asc|desc)$/i.test(order)) {
        errors.push({
          message: withParams(ValidationMessage.InvalidSorting, field),
          members: ['sorting'],
        });
      }
      return { field, descending: order.toLowerCase() === 'desc' };
    });
  if (errors.length > 0) return { errors };
  return {
    query: {
      filter: (params.get('filter') ?? '').trim().toLowerCase(),
      skipCount,
      maxResultCount,
      sorts,
    },
  };
}

function compare(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left ?? '').localeCompare(String(right ?? ''));
}

/** Filters, sorts and pages `items` into ABP's `PagedResultDto`. */
export function toPagedResult<T extends object>(
  items: T[],
  query: ParsedListQuery,
  filterFields: (keyof T)[],
) {
  const filtered = query.filter
    ? items.filter((item) =>
        filterFields.some((field) =>
          String(item[field] ?? '')
            .toLowerCase()
            .includes(query.filter),
        ),
      )
    : items;
  const sorted = [...filtered].sort((left, right) => {
    for (const { field, descending } of query.sorts) {
      const order = compare(
        (left as Record<string, unknown>)[field],
        (right as Record<string, unknown>)[field],
      );
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  });
  return {
    items: sorted.slice(query.skipCount, query.skipCount + query.maxResultCount),
    totalCount: filtered.length,
  };
}

import { DEFAULT_PAGE_SIZE, MAX_RESULT_COUNT_LIMIT } from '../constants';
import { internalServerError, validationError, type AbpValidationError } from './abp-error';
import { abpSentence, propertyName } from './abp-texts';
import type { MockLanguage } from './localization';

export interface ParsedListQuery {
  filter: string;
  skipCount: number;
  maxResultCount: number;
  sorts: { field: string; descending: boolean }[];
}

/** `[Range(…, int.MaxValue)]` on the paging DTOs. */
const INT_MAX = 2147483647;

type ListQueryResult =
  | { query: ParsedListQuery }
  | { errors: AbpValidationError[] }
  /** A sorting Dynamic LINQ cannot apply: ABP answers 500. */
  | { internalError: true };

/** An integer query value as model binding reads it: absent keeps the default, junk is an error. */
function bindInteger(
  url: URL,
  member: 'skipCount' | 'maxResultCount',
  fallback: number,
  errors: AbpValidationError[],
): number {
  const raw = url.searchParams.get(member);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (raw.trim() !== '' && Number.isInteger(value)) return value;
  errors.push({
    message: abpSentence('en', 'AttemptedValueIsInvalid', raw, propertyName(member)),
    members: [member],
  });
  return fallback;
}

/**
 * Reads filter, sorting, skipCount and maxResultCount as an ABP server does (contract §12): the
 * paging DTO's `[Range]`s, then LimitedResultRequestDto's cap of 1000, in ABP's sentences (400);
 * `sorting` as Dynamic LINQ parses it, property names in any case, anything else a 500.
 */
export function parseListQuery(
  url: URL,
  sortableFields: readonly string[],
  language: MockLanguage = 'en',
): ListQueryResult {
  const params = url.searchParams;
  const errors: AbpValidationError[] = [];
  const skipCount = bindInteger(url, 'skipCount', 0, errors);
  const maxResultCount = bindInteger(url, 'maxResultCount', DEFAULT_PAGE_SIZE, errors);
  const range = (member: string, min: number) => ({
    message: abpSentence(language, 'Range', propertyName(member), min, INT_MAX),
    members: [member],
  });
  if (skipCount < 0) errors.push(range('skipCount', 0));
  if (maxResultCount < 1) errors.push(range('maxResultCount', 1));
  if (errors.length === 0 && maxResultCount > MAX_RESULT_COUNT_LIMIT) {
    errors.push({
      message: abpSentence(
        language,
        'MaxResultCountExceededExceptionMessage',
        'MaxResultCount',
        MAX_RESULT_COUNT_LIMIT,
        'Volo.Abp.Application.Dtos.LimitedResultRequestDto',
        'MaxMaxResultCount',
      ),
      members: ['maxResultCount'],
    });
  }
  if (errors.length > 0) return { errors };
  const byName = new Map(sortableFields.map((field) => [field.toLowerCase(), field]));
  const sorts = (params.get('sorting') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', order = 'asc', ...rest] = part.split(/\s+/);
      const field = byName.get(name.toLowerCase());
      const direction = order.toLowerCase();
      const known =
        field && rest.length === 0 && /^(asc|ascending|desc|descending)$/.test(direction);
      return known ? { field, descending: direction.startsWith('desc') } : null;
    });
  if (sorts.some((sort) => sort === null)) return { internalError: true };
  return {
    query: {
      filter: (params.get('filter') ?? '').trim().toLowerCase(),
      skipCount,
      maxResultCount,
      sorts: sorts.filter((sort) => sort !== null),
    },
  };
}

/** The parsed query, or the answer ABP gives to one it refuses (400 or 500). */
export function readListQuery(
  url: URL,
  sortableFields: readonly string[],
  language: MockLanguage,
): { query: ParsedListQuery } | { response: Response } {
  const parsed = parseListQuery(url, sortableFields, language);
  if ('errors' in parsed) return { response: validationError(parsed.errors, language) };
  if ('internalError' in parsed) return { response: internalServerError(language) };
  return parsed;
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

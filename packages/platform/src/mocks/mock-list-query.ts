import {
  fieldIssue,
  invalid,
  refuse,
  succeed,
  type MockResult,
  type MockValidationIssue,
} from './mock-failures';

/** ABP's `LimitedResultRequestDto.MaxMaxResultCount` and default page size (contract §12). */
const MAX_RESULT_COUNT = 1000;
const DEFAULT_RESULT_COUNT = 10;
/** `[Range(0, int.MaxValue)]` / `[Range(1, int.MaxValue)]` on the paging DTOs. */
const INT_MAX = 2147483647;

type SortValue = string | number | boolean;

export interface ListShape<T> {
  /** The texts `filter` searches, case-insensitively. */
  searchable: (item: T) => string[];
  /** camelCase entity property → the value it sorts by. */
  sortable: Record<string, (item: T) => SortValue>;
  defaultSorting: string;
}

function compare(left: SortValue, right: SortValue): number {
  if (typeof left === 'string' && typeof right === 'string') {
    return left.localeCompare(right, 'en', { sensitivity: 'base' });
  }
  return Number(left) - Number(right);
}

/** An integer query value as model binding reads it: absent keeps the default, junk is an issue. */
function bindInteger(
  url: URL,
  member: 'skipCount' | 'maxResultCount',
  fallback: number,
  issues: MockValidationIssue[],
): number {
  const raw = url.searchParams.get(member);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (raw.trim() !== '' && Number.isInteger(value)) return value;
  issues.push(fieldIssue(member, 'AttemptedValueIsInvalid', { value: raw }));
  return fallback;
}

/**
 * The paging DTO's validation (PagedAndSortedResultRequestDto): `[Range]` on each value, then
 * LimitedResultRequestDto.Validate's cap on maxResultCount, only when the ranges hold.
 */
function pagingIssues(skipCount: number, maxResultCount: number, issues: MockValidationIssue[]) {
  if (skipCount < 0) issues.push(fieldIssue('skipCount', 'Range', { min: 0, max: INT_MAX }));
  if (maxResultCount < 1) {
    issues.push(fieldIssue('maxResultCount', 'Range', { min: 1, max: INT_MAX }));
  }
  if (issues.length === 0 && maxResultCount > MAX_RESULT_COUNT) {
    issues.push(
      fieldIssue('maxResultCount', 'MaxResultCountExceeded', {
        max: MAX_RESULT_COUNT,
        type: 'Volo.Abp.Application.Dtos.LimitedResultRequestDto',
        property: 'MaxMaxResultCount',
      }),
    );
  }
}

/**
 * `sorting` as Dynamic LINQ's OrderBy parses it: comma-separated `property [asc|desc]`, property
 * names in any case; null when it cannot, which ABP answers with a 500.
 */
function parseSorting<T>(sorting: string, shape: ListShape<T>) {
  const byName = new Map(
    Object.entries(shape.sortable).map(([name, valueOf]) => [name.toLowerCase(), valueOf]),
  );
  const sorts = sorting.split(',').map((part) => {
    const [field = '', order = 'asc', ...rest] = part.trim().split(/\s+/);
    const valueOf = byName.get(field.toLowerCase());
    const direction = order.toLowerCase();
    const known =
      valueOf && rest.length === 0 && /^(asc|ascending|desc|descending)$/.test(direction);
    return known ? { valueOf, direction: direction.startsWith('desc') ? -1 : 1 } : null;
  });
  return sorts.every((sort) => sort !== null) ? sorts : null;
}

/**
 * `PagedResultDto` of a list as an ABP module answers `filter`, `sorting`, `skipCount` and
 * `maxResultCount`: bad paging is ABP's 400, a sorting its repository cannot apply a 500.
 */
export function pageOf<T>(
  url: URL,
  items: T[],
  shape: ListShape<T>,
): MockResult<{ totalCount: number; items: T[] }> {
  const issues: MockValidationIssue[] = [];
  const skipCount = bindInteger(url, 'skipCount', 0, issues);
  const maxResultCount = bindInteger(url, 'maxResultCount', DEFAULT_RESULT_COUNT, issues);
  pagingIssues(skipCount, maxResultCount, issues);
  if (issues.length > 0) return invalid(issues);
  // Each module's repository falls back to its own order when sorting is empty.
  const sorts = parseSorting(
    url.searchParams.get('sorting')?.trim() || shape.defaultSorting,
    shape,
  );
  if (!sorts) return refuse({ kind: 'internal' });
  const filter = (url.searchParams.get('filter') ?? '').trim().toLowerCase();
  const matching = items.filter(
    (item) =>
      filter === '' || shape.searchable(item).some((text) => text.toLowerCase().includes(filter)),
  );
  const sorted = [...matching].sort((left, right) => {
    for (const { valueOf, direction } of sorts) {
      const order = compare(valueOf(left), valueOf(right));
      if (order !== 0) return order * direction;
    }
    return 0;
  });
  return succeed({
    totalCount: matching.length,
    items: sorted.slice(skipCount, skipCount + maxResultCount),
  });
}

import {
  fieldIssue,
  invalid,
  succeed,
  type MockResult,
  type MockValidationIssue,
} from './mock-failures';

/** ABP's `LimitedResultRequestDto.MaxMaxResultCount` and default page size (contract §12). */
const MAX_RESULT_COUNT = 1000;
const DEFAULT_RESULT_COUNT = 10;

type SortValue = string | number | boolean;

export interface ListShape<T> {
  /** The texts `filter` searches, case-insensitively. */
  searchable: (item: T) => string[];
  /** camelCase field → the value it sorts by. */
  sortable: Record<string, (item: T) => SortValue>;
  defaultSorting: string;
}

function compare(left: SortValue, right: SortValue): number {
  if (typeof left === 'string' && typeof right === 'string') {
    return left.localeCompare(right, 'en', { sensitivity: 'base' });
  }
  return Number(left) - Number(right);
}

/**
 * `PagedResultDto` of a list as an ABP server answers `filter`, `sorting` ("field asc|desc",
 * comma-separated), `skipCount` and `maxResultCount` (≤ 1000); anything else is a 400.
 */
export function pageOf<T>(
  url: URL,
  items: T[],
  shape: ListShape<T>,
): MockResult<{ totalCount: number; items: T[] }> {
  const params = url.searchParams;
  const issues: MockValidationIssue[] = [];
  const skipCount = Number(params.get('skipCount') ?? 0);
  const maxResultCount = Number(params.get('maxResultCount') ?? DEFAULT_RESULT_COUNT);
  if (!Number.isInteger(skipCount) || skipCount < 0) {
    issues.push(
      fieldIssue('skipCount', 'InvalidPageSize', { min: 0, max: Number.MAX_SAFE_INTEGER }),
    );
  }
  if (
    !Number.isInteger(maxResultCount) ||
    maxResultCount < 1 ||
    maxResultCount > MAX_RESULT_COUNT
  ) {
    issues.push(fieldIssue('maxResultCount', 'InvalidPageSize', { min: 1, max: MAX_RESULT_COUNT }));
  }
  const sorts = (params.get('sorting') || shape.defaultSorting)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [field = '', order = 'asc'] = part.split(/\s+/);
      const valueOf = shape.sortable[field];
      if (!valueOf || !/^(asc|desc)$/i.test(order)) {
        issues.push({ key: 'InvalidSorting', params: { value: part }, members: ['sorting'] });
      }
      return { valueOf, direction: order.toLowerCase() === 'desc' ? -1 : 1 };
    });
  if (issues.length > 0) return invalid(issues);
  const filter = (params.get('filter') ?? '').trim().toLowerCase();
  const matching = items.filter(
    (item) =>
      filter === '' || shape.searchable(item).some((text) => text.toLowerCase().includes(filter)),
  );
  const sorted = [...matching].sort((left, right) => {
    for (const { valueOf, direction } of sorts) {
      const order = valueOf ? compare(valueOf(left), valueOf(right)) : 0;
      if (order !== 0) return order * direction;
    }
    return 0;
  });
  return succeed({
    totalCount: matching.length,
    items: sorted.slice(skipCount, skipCount + maxResultCount),
  });
}

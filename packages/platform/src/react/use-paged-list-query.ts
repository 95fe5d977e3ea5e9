import { useCallback, useMemo, useState } from 'react';
import {
  buildListQuery,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  LIST_QUERY_DEBOUNCE_MS,
  type SortState,
} from '../lists/paging';
import { useDebouncedValue } from './use-debounced-value';

export interface PagedListOptions {
  pageSize?: number;
  initialSort?: SortState | null;
  debounceMs?: number;
}

/**
 * Page, typed filter and sort of a list screen, and the ABP query they make. The filter reaches
 * the query 300 ms after typing stops; a new filter or sort goes back to the first page.
 */
export function usePagedListQuery({
  pageSize = DEFAULT_PAGE_SIZE,
  initialSort = null,
  debounceMs = LIST_QUERY_DEBOUNCE_MS,
}: PagedListOptions = {}) {
  const [page, setPage] = useState(FIRST_PAGE);
  const [filter, setFilterText] = useState('');
  const [sort, setSortState] = useState<SortState | null>(initialSort);
  const debouncedFilter = useDebouncedValue(filter, debounceMs);

  const setFilter = useCallback((next: string) => {
    setFilterText(next);
    setPage(FIRST_PAGE);
  }, []);

  const setSort = useCallback((next: SortState | null) => {
    setSortState(next);
    setPage(FIRST_PAGE);
  }, []);

  /** Column-header behaviour: ascending, then descending, then unsorted. */
  const toggleSort = useCallback(
    (key: string) => {
      if (sort?.key !== key) setSort({ key, order: 'asc' });
      else if (sort.order === 'asc') setSort({ key, order: 'desc' });
      else setSort(null);
    },
    [sort, setSort],
  );

  const query = useMemo(
    () => buildListQuery({ page, pageSize, filter: debouncedFilter, sort }),
    [page, pageSize, debouncedFilter, sort],
  );

  return { page, setPage, filter, setFilter, sort, setSort, toggleSort, query };
}

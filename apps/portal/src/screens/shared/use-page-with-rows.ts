import { useEffect } from 'react';
import type { usePagedListQuery } from '@sahm/platform';

/**
 * A paged list never rests on a page past its end: rows removed meanwhile (a delete, an investor
 * leaving the tenant) can empty the last page, and the list then shows the one before it.
 */
export function usePageWithRows(
  list: Pick<ReturnType<typeof usePagedListQuery>, 'page' | 'setPage'>,
  answer: { items: readonly unknown[]; totalCount: number } | undefined,
  pageSize: number,
): void {
  const { page, setPage } = list;
  const lastPage = Math.max(0, Math.ceil((answer?.totalCount ?? 0) / pageSize) - 1);
  const emptied = answer !== undefined && answer.items.length === 0;
  useEffect(() => {
    if (emptied && page > lastPage) setPage(lastPage);
  }, [emptied, page, lastPage, setPage]);
}

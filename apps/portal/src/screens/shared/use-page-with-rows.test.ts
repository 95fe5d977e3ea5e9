import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageWithRows } from './use-page-with-rows';

describe('usePageWithRows', () => {
  it('moves back to the last page that has rows when the current one came back empty', () => {
    const setPage = vi.fn();
    renderHook(() => usePageWithRows({ page: 3, setPage }, { items: [], totalCount: 21 }, 10));
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('stays while the page has rows, or before any answer', () => {
    const setPage = vi.fn();
    renderHook(() => usePageWithRows({ page: 2, setPage }, { items: [{}], totalCount: 21 }, 10));
    renderHook(() => usePageWithRows({ page: 2, setPage }, undefined, 10));
    expect(setPage).not.toHaveBeenCalled();
  });

  it('goes to the first page when nothing is left', () => {
    const setPage = vi.fn();
    renderHook(() => usePageWithRows({ page: 1, setPage }, { items: [], totalCount: 0 }, 10));
    expect(setPage).toHaveBeenCalledWith(0);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';
import { usePagedListQuery } from './use-paged-list-query';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('passes a value on once it has been still for 300 ms', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });
});

describe('usePagedListQuery', () => {
  it('starts on page 0 with 10 rows and no empty parameters', () => {
    const { result } = renderHook(() => usePagedListQuery());
    expect(result.current.query).toEqual({ skipCount: 0, maxResultCount: 10 });
  });

  it('pages, sorts and filters, going back to the first page on a new filter or sort', () => {
    const { result } = renderHook(() => usePagedListQuery());
    act(() => result.current.setPage(2));
    expect(result.current.query.skipCount).toBe(20);
    act(() => result.current.toggleSort('amount'));
    expect(result.current.query).toMatchObject({ sorting: 'amount asc', skipCount: 0 });
    act(() => result.current.toggleSort('amount'));
    expect(result.current.query.sorting).toBe('amount desc');
    act(() => result.current.toggleSort('amount'));
    expect(result.current.query).not.toHaveProperty('sorting');
    act(() => {
      result.current.setPage(1);
      result.current.setFilter('jeddah');
    });
    expect(result.current.page).toBe(0);
    expect(result.current.query).not.toHaveProperty('filter');
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.query).toEqual({ filter: 'jeddah', skipCount: 0, maxResultCount: 10 });
  });
});

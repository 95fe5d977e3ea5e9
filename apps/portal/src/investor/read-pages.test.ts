import { describe, expect, it, vi } from 'vitest';
import type { PagedResult } from '@sahm/investor-sdk';
import { findInPages } from './read-pages';

/** Pages of `size` over the numbers 0 … count − 1, as ABP pages a list. */
function pagedNumbers(count: number, size: number) {
  return vi.fn(async (skipCount: number): Promise<PagedResult<number>> => ({
    items: Array.from(
      { length: Math.max(0, Math.min(size, count - skipCount)) },
      (_, index) => skipCount + index,
    ),
    totalCount: count,
  }));
}

describe('findInPages', () => {
  it('reads no further than the page that has the item', async () => {
    const readPage = pagedNumbers(250, 100);
    await expect(findInPages(readPage, (item) => item === 120)).resolves.toBe(120);
    expect(readPage.mock.calls.map(([skipCount]) => skipCount)).toEqual([0, 100]);
  });

  it('answers null once every page was read without it', async () => {
    const readPage = pagedNumbers(250, 100);
    await expect(findInPages(readPage, (item) => item === 999)).resolves.toBeNull();
    expect(readPage.mock.calls.map(([skipCount]) => skipCount)).toEqual([0, 100, 200]);
  });

  it('stops on an empty page of a list that shrank while it was read', async () => {
    const readPage = vi.fn(async (skipCount: number): Promise<PagedResult<number>> => ({
      items: skipCount === 0 ? [1, 2] : [],
      totalCount: 10,
    }));
    await expect(findInPages(readPage, (item) => item === 7)).resolves.toBeNull();
    expect(readPage.mock.calls.map(([skipCount]) => skipCount)).toEqual([0, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildListQuery, pageCount, pageToSkipCount, skipCountToPage, toSorting } from './paging';

describe('paging helpers (SPEC §9, contract §12)', () => {
  it('turns pages into skipCount with a page size of 10 from page 0', () => {
    expect(pageToSkipCount(0)).toBe(0);
    expect(pageToSkipCount(3)).toBe(30);
    expect(pageToSkipCount(2, 25)).toBe(50);
    expect(skipCountToPage(30)).toBe(3);
    expect(pageCount(21)).toBe(3);
  });

  it('builds "field asc|desc" sorting and drops empty parameters', () => {
    expect(toSorting({ key: 'amount', order: 'desc' })).toBe('amount desc');
    expect(toSorting(null)).toBeUndefined();
    expect(buildListQuery({ page: 1, filter: '  ', sort: null })).toEqual({
      skipCount: 10,
      maxResultCount: 10,
    });
    expect(buildListQuery({ filter: ' riyadh ', sort: { key: 'titleEn', order: 'asc' } })).toEqual({
      filter: 'riyadh',
      sorting: 'titleEn asc',
      skipCount: 0,
      maxResultCount: 10,
    });
  });
});

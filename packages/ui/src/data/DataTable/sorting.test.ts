import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSorting } from './sorting';

describe('nextSorting', () => {
  it('cycles one column ascending, descending, then unsorted', () => {
    const ascending = nextSorting(null, 'amount');
    expect(ascending).toEqual({ key: 'amount', order: 'asc' });
    const descending = nextSorting(ascending, 'amount');
    expect(descending).toEqual({ key: 'amount', order: 'desc' });
    expect(nextSorting(descending, 'amount')).toBeNull();
  });

  it('starts another column ascending whatever the current order', () => {
    expect(nextSorting({ key: 'amount', order: 'desc' }, 'name')).toEqual({
      key: 'name',
      order: 'asc',
    });
  });
});

describe('ariaSortOf', () => {
  it('names the direction of the sorted column only', () => {
    expect(ariaSortOf({ key: 'name', order: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSortOf({ key: 'name', order: 'desc' }, 'name')).toBe('descending');
    expect(ariaSortOf({ key: 'name', order: 'desc' }, 'amount')).toBeUndefined();
    expect(ariaSortOf(null, 'name')).toBeUndefined();
  });
});

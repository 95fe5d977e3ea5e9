import { describe, expect, it } from 'vitest';
import { isPagerNeeded, pageCountOf, pageRangeOf } from './paging';

describe('pageCountOf', () => {
  it('rounds a partial page up and keeps one page for an empty list', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(95, 10)).toBe(10);
  });
});

describe('pageRangeOf', () => {
  it('gives the 1-based rows of a full, a last and an empty page', () => {
    expect(pageRangeOf(0, 10, 95)).toEqual({ first: 1, last: 10 });
    expect(pageRangeOf(9, 10, 95)).toEqual({ first: 91, last: 95 });
    expect(pageRangeOf(0, 10, 0)).toEqual({ first: 0, last: 0 });
  });

  it('gives nothing for a page past the end', () => {
    expect(pageRangeOf(3, 10, 12)).toEqual({ first: 0, last: 0 });
  });
});

describe('isPagerNeeded', () => {
  it('hides the pager for one page and shows it for more', () => {
    expect(isPagerNeeded(0, 10, 10)).toBe(false);
    expect(isPagerNeeded(0, 10, 11)).toBe(true);
  });

  it('keeps it on a later page whose list shrank, so the reader can go back', () => {
    expect(isPagerNeeded(2, 10, 4)).toBe(true);
  });
});

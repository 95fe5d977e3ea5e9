import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tab-keys';

describe('tabIndexAfterKey', () => {
  it('moves right to the next tab and left to the previous one, left to right', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3, 'ltr')).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 1, 3, 'ltr')).toBe(0);
  });

  it('swaps left and right, right to left', () => {
    expect(tabIndexAfterKey('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 1, 3, 'rtl')).toBe(0);
  });

  it('wraps around past either end', () => {
    expect(tabIndexAfterKey('ArrowRight', 2, 3, 'ltr')).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3, 'ltr')).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 2, 3, 'rtl')).toBe(0);
  });

  it('goes to the first tab with Home or Page Up and the last with End or Page Down', () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      expect(tabIndexAfterKey('Home', 2, 3, direction)).toBe(0);
      expect(tabIndexAfterKey('PageUp', 1, 3, direction)).toBe(0);
      expect(tabIndexAfterKey('End', 0, 3, direction)).toBe(2);
      expect(tabIndexAfterKey('PageDown', 1, 3, direction)).toBe(2);
    }
  });

  it('leaves other keys, and the vertical arrows of a horizontal list, to the browser', () => {
    expect(tabIndexAfterKey('ArrowDown', 0, 3, 'ltr')).toBeUndefined();
    expect(tabIndexAfterKey('ArrowUp', 1, 3, 'ltr')).toBeUndefined();
    expect(tabIndexAfterKey('Enter', 0, 3, 'ltr')).toBeUndefined();
  });
});

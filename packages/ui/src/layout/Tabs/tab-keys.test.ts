import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tab-keys';

const three = [true, true, true];

describe('tabIndexAfterKey', () => {
  it('moves right to the next tab and left to the previous one, left to right', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, three, 'ltr')).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 1, three, 'ltr')).toBe(0);
  });

  it('swaps left and right, right to left', () => {
    expect(tabIndexAfterKey('ArrowLeft', 0, three, 'rtl')).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 1, three, 'rtl')).toBe(0);
  });

  it('wraps around past either end', () => {
    expect(tabIndexAfterKey('ArrowRight', 2, three, 'ltr')).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, three, 'ltr')).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 2, three, 'rtl')).toBe(0);
  });

  it('goes to the first tab with Home or Page Up and the last with End or Page Down', () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      expect(tabIndexAfterKey('Home', 2, three, direction)).toBe(0);
      expect(tabIndexAfterKey('PageUp', 1, three, direction)).toBe(0);
      expect(tabIndexAfterKey('End', 0, three, direction)).toBe(2);
      expect(tabIndexAfterKey('PageDown', 1, three, direction)).toBe(2);
    }
  });

  it('leaves other keys, and the vertical arrows of a horizontal list, to the browser', () => {
    expect(tabIndexAfterKey('ArrowDown', 0, three, 'ltr')).toBeUndefined();
    expect(tabIndexAfterKey('ArrowUp', 1, three, 'ltr')).toBeUndefined();
    expect(tabIndexAfterKey('Enter', 0, three, 'ltr')).toBeUndefined();
  });

  it('skips disabled tabs, also when wrapping and for Home and End', () => {
    const firstAndThirdOff = [false, true, false, true];
    expect(tabIndexAfterKey('ArrowRight', 1, firstAndThirdOff, 'ltr')).toBe(3);
    expect(tabIndexAfterKey('ArrowRight', 3, firstAndThirdOff, 'ltr')).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 1, firstAndThirdOff, 'rtl')).toBe(3);
    expect(tabIndexAfterKey('Home', 3, firstAndThirdOff, 'ltr')).toBe(1);
    expect(tabIndexAfterKey('End', 1, [true, true, false], 'rtl')).toBe(1);
  });

  it('stays on the only enabled tab and moves nowhere when every tab is disabled', () => {
    expect(tabIndexAfterKey('ArrowRight', 1, [false, true, false], 'ltr')).toBe(1);
    expect(tabIndexAfterKey('Home', 0, [false, false], 'ltr')).toBeUndefined();
  });
});

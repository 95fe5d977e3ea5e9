import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isPlainLeftClick, navigateOnPlainClick } from './navigation';

const click = (overrides: Partial<MouseEvent> = {}) =>
  ({
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...overrides,
  }) as MouseEvent;

describe('isPlainLeftClick', () => {
  it('accepts an unmodified primary-button click', () => {
    expect(isPlainLeftClick(click())).toBe(true);
  });

  it.each([
    ['middle button', { button: 1 }],
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['already handled', { defaultPrevented: true }],
  ])('leaves a %s click to the browser', (_, overrides) => {
    expect(isPlainLeftClick(click(overrides))).toBe(false);
  });
});

describe('navigateOnPlainClick', () => {
  it('passes the href and event of a plain click to onNavigate', () => {
    const onNavigate = vi.fn();
    const event = click();
    navigateOnPlainClick('/wallet', onNavigate)(event);
    expect(onNavigate).toHaveBeenCalledWith('/wallet', event);
  });

  it('does not call onNavigate for a ctrl-click', () => {
    const onNavigate = vi.fn();
    navigateOnPlainClick('/wallet', onNavigate)(click({ ctrlKey: true }));
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

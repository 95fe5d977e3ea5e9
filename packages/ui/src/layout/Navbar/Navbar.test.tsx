import { Theme } from '@radix-ui/themes';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVBAR_RECOLLAPSE_MS, RESIZE_DEBOUNCE_MS } from '../../theme/constants';
import { Navbar } from './Navbar';

/** A window whose width the test sets; `(min-width: 992px)` answers from it, as a browser would. */
function stubViewport(initialWidth: number) {
  let width = initialWidth;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        const minWidth = /min-width:\s*(\d+)px/.exec(query)?.[1];
        return minWidth !== undefined && width >= Number(minWidth);
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
  return {
    /** One step of a window being dragged: the width changes and `resize` fires. */
    resizeTo(next: number) {
      width = next;
      act(() => {
        fireEvent(window, new Event('resize'));
      });
    },
  };
}

function renderNavbar() {
  render(
    <Theme>
      <Navbar
        brand="Sahm"
        brandHref="/"
        toggleLabel="Menu"
        navLabel="Main navigation"
        menu={<a href="/wallet">Wallet</a>}
        end={null}
      />
    </Theme>,
  );
}

const toggle = () => screen.queryByRole('button', { name: 'Menu' });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Navbar on a resized window (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads the width 150 ms after the last resize, not at every resize', () => {
    const viewport = stubViewport(1280);
    renderNavbar();
    expect(toggle()).not.toBeInTheDocument();

    viewport.resizeTo(900);
    advance(RESIZE_DEBOUNCE_MS - 1);
    expect(toggle()).not.toBeInTheDocument();
    // Still dragging: each resize starts the wait again.
    viewport.resizeTo(800);
    advance(RESIZE_DEBOUNCE_MS - 1);
    expect(toggle()).not.toBeInTheDocument();
    advance(1);
    expect(toggle()).toBeInTheDocument();

    // Back across the breakpoint and out again within the wait: the layout never changes.
    viewport.resizeTo(1200);
    advance(RESIZE_DEBOUNCE_MS - 50);
    viewport.resizeTo(700);
    advance(RESIZE_DEBOUNCE_MS);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the menu on becoming narrow and folds it 100 ms later', () => {
    const viewport = stubViewport(1280);
    renderNavbar();

    viewport.resizeTo(600);
    advance(RESIZE_DEBOUNCE_MS);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    advance(NAVBAR_RECOLLAPSE_MS - 1);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    advance(1);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not leave the menu open from an earlier narrow spell', () => {
    const viewport = stubViewport(600);
    renderNavbar();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle() as HTMLElement);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    viewport.resizeTo(1280);
    advance(RESIZE_DEBOUNCE_MS);
    expect(toggle()).not.toBeInTheDocument();
    viewport.resizeTo(600);
    advance(RESIZE_DEBOUNCE_MS);
    advance(NAVBAR_RECOLLAPSE_MS);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts collapsed on a narrow window, with no fold to wait for', () => {
    stubViewport(600);
    renderNavbar();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle() as HTMLElement);
    advance(NAVBAR_RECOLLAPSE_MS * 5);
    // Opened by the person, it stays open: only becoming narrow folds it.
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });
});

import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';

/** What the user asked of a select whose Radix module was not loaded yet. */
export type SelectIntent = { kind: 'open' } | { kind: 'type'; key: string };

// The keys Radix's Select.Trigger opens a closed select on.
const OPENING_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

/**
 * What a key does on Radix's closed trigger: open the list, or select the next match by type-ahead
 * (a printable key; a space only continues a search already typed).
 */
export function keyIntent(
  event: ReactKeyboardEvent,
  typingAhead: boolean,
): SelectIntent | undefined {
  if (typingAhead && event.key === ' ') return { kind: 'type', key: event.key };
  if (OPENING_KEYS.includes(event.key)) return { kind: 'open' };
  const printable = event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
  return printable ? { kind: 'type', key: event.key } : undefined;
}

/** Radix opens on a primary mouse press; touch and pen open on the click, so scrolling does not. */
export const opensOnPress = (event: ReactPointerEvent) =>
  event.pointerType === 'mouse' && event.button === 0 && !event.ctrlKey;

/** A click opens unless a mouse press already did; a click without a press (assistive tech) opens. */
export const opensOnClick = (lastPointerType: string) => lastPointerType !== 'mouse';

/** Sends type-ahead keys to the real Radix trigger, which selects the match as it would have. */
export function replayTypeAhead(trigger: HTMLElement, keys: readonly string[]) {
  for (const key of keys) {
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }
}

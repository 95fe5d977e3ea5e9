import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';

/** How the user opened a menu whose Radix module was not loaded yet. */
export type Activation = { kind: 'key'; key: string } | { kind: 'pointer'; pointerType: string };

// The keys and buttons Radix's DropdownMenu.Trigger opens a closed menu on.
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

export function keyActivation(event: ReactKeyboardEvent): Activation | undefined {
  return OPENING_KEYS.includes(event.key) ? { kind: 'key', key: event.key } : undefined;
}

export function pointerActivation(event: ReactPointerEvent): Activation | undefined {
  return event.button === 0 && !event.ctrlKey
    ? { kind: 'pointer', pointerType: event.pointerType }
    : undefined;
}

/**
 * Sends the activation again to the real Radix trigger, so Radix opens the menu and places focus
 * its own way: a keydown reaching the document tells it to focus the first item, a pointerdown
 * to focus the menu itself.
 */
export function replayActivation(trigger: HTMLElement, activation: Activation) {
  if (activation.kind === 'key') {
    // The closed trigger held focus and was replaced: the real one takes it back first.
    trigger.focus();
    trigger.dispatchEvent(
      new KeyboardEvent('keydown', { key: activation.key, bubbles: true, cancelable: true }),
    );
    return;
  }
  trigger.dispatchEvent(
    new PointerEvent('pointerdown', {
      button: 0,
      pointerType: activation.pointerType,
      bubbles: true,
      cancelable: true,
    }),
  );
}

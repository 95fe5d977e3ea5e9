import type { FocusEvent, KeyboardEvent } from 'react';

/** The radios of a group that can be chosen, in document order. */
export function enabledRadios(group: HTMLElement): HTMLInputElement[] {
  return [...group.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter(
    (radio) => !radio.disabled,
  );
}

/** Moves to a radio and chooses it, as the browser's own arrow keys do. */
export function chooseRadio(radio: HTMLInputElement | undefined): void {
  radio?.focus();
  radio?.click();
}

/**
 * The step ArrowLeft or ArrowRight takes in the reading direction (1 forward, -1 back), or 0 for
 * any other key. Chromium's native radios follow the direction; WebKit's and user-event's do not.
 */
export function readingStep(event: KeyboardEvent<HTMLElement>): -1 | 0 | 1 {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return 0;
  if (event.ctrlKey || event.metaKey || event.altKey) return 0;
  const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
  return (event.key === 'ArrowRight') !== rightToLeft ? 1 : -1;
}

/**
 * A focus given to the group itself (react-hook-form's focus on the first error calls the ref's
 * `focus()`) goes on to the chosen option, or the first one that can be chosen, as Tab would.
 */
export function focusChosenOption(event: FocusEvent<HTMLElement>) {
  if (event.target !== event.currentTarget) return;
  const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type=radio]')];
  (radios.find((radio) => radio.checked) ?? radios.find((radio) => !radio.disabled))?.focus();
}

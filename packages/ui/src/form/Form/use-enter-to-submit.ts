import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

/** SPEC §5 / §9: Enter submits a form after a 200 ms debounce. */
export const ENTER_SUBMIT_DEBOUNCE_MS = 200;

const KEEPS_ENTER =
  'textarea, button, a[href], [role="button"], [role="option"], [role="combobox"], [role="gridcell"], [contenteditable="true"]';

/** Whether Enter on this element submits the form (not in a textarea, not on a button or a list). */
export function enterSubmitsFrom(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(KEEPS_ENTER)) return false;
  if (target instanceof HTMLInputElement) {
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'file'].includes(target.type);
  }
  return false;
}

/**
 * Enter in a field asks the form to submit once, `delayMs` after the last Enter: repeated presses
 * within the window submit once. The native implicit submission is replaced, not doubled.
 */
export function useEnterToSubmit(delayMs: number = ENTER_SUBMIT_DEBOUNCE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (event: KeyboardEvent<HTMLFormElement>) => {
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      if (!enterSubmitsFrom(event.target)) return;
      event.preventDefault();
      const form = event.currentTarget;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        form.requestSubmit();
      }, delayMs);
    },
    [delayMs],
  );
}

import { useCallback, useRef } from 'react';

// Radix returns focus only to its own Dialog.Trigger; our dialogs are opened from anywhere
// (a link, a menu item, an HTTP error), so each one remembers what had focus when it opened.
export function useReturnFocus(onClosed?: () => void) {
  const returnTo = useRef<HTMLElement | null>(null);

  const onOpenAutoFocus = useCallback(() => {
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      const target = returnTo.current;
      returnTo.current = null;
      // Focus must not go back into a dialog that is itself closing: it would be lost again.
      if (target?.isConnected && !target.closest(CLOSING_DIALOG)) {
        target.focus({ preventScroll: true });
      }
      onClosed?.();
    },
    [onClosed],
  );

  return { onOpenAutoFocus, onCloseAutoFocus };
}

const CLOSING_DIALOG =
  '[role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]';

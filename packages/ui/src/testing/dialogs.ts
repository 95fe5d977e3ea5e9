import { expect, screen, waitFor } from 'storybook/test';

/** The finite animations still running (a loading spinner's infinite one never ends). */
export const runningAnimations = () =>
  document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().endTime !== Infinity,
    )
    .map((animation) => [
      (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty,
      ((animation.effect as KeyframeEffect).target as Element)?.className,
    ]);

// Overlays fade in over 350 ms and axe measures contrast after play: wait until they have finished.
export const animationsSettled = () => waitFor(() => expect(runningAnimations()).toEqual([]));

export async function findOpenDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  await screen.findByRole(role, { name });
  await animationsSettled();
  // Read it again once settled: a dialog that re-mounted while opening is a new element.
  return screen.getByRole(role, { name });
}

// Closing also animates; the page stays aria-hidden until the dialogs leave the DOM.
export const dialogsClosed = () =>
  waitFor(
    () => {
      expect(screen.queryAllByRole('dialog')).toHaveLength(0);
      expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
    },
    { timeout: 2000 },
  );

/**
 * The dimmed area around an open dialog, where a click beside it lands: whatever the viewport's
 * top-left corner shows, which must not be the dialog itself.
 */
export function backdropOf(dialog: HTMLElement): HTMLElement {
  const corner = document.elementFromPoint(1, 1);
  if (!(corner instanceof HTMLElement) || dialog.contains(corner)) {
    throw new Error('The dialog has no backdrop around it');
  }
  return corner;
}

/** The nearest ancestor that scrolls its content vertically (a dialog's scrolling backdrop). */
export function scrollingAncestorOf(element: HTMLElement): HTMLElement {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowY)) return parent;
  }
  throw new Error('Nothing around the element scrolls');
}

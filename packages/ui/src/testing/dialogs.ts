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

/** Presses on the dimmed area around an open dialog, as a click beside it would. */
export function backdropOf(dialog: HTMLElement): HTMLElement {
  const backdrop = dialog.closest('.rt-BaseDialogScrollPadding');
  if (!(backdrop instanceof HTMLElement)) throw new Error('The dialog has no backdrop');
  return backdrop;
}

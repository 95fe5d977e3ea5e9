import type { Decorator } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ConfirmationHost, Toaster, clearToasts, confirmationStore } from '@sahm/ui';
import { showsProgress } from '@sahm/ui/testing';

/**
 * The root layout's toaster and confirmation host, so a play function meets what a screen
 * announces and asks. Use with `beforeEach: resetOverlays`.
 */
export const withOverlays: Decorator = (Story) => (
  <>
    <Story />
    <Toaster label="Notifications" closeLabel="Close" />
    <ConfirmationHost
      cancelText="Cancel"
      yesText="Yes"
      severityLabels={{
        neutral: 'Question',
        info: 'Information',
        success: 'Success',
        warning: 'Warning',
        error: 'Error',
      }}
    />
  </>
);

export function resetOverlays() {
  clearToasts();
  confirmationStore.clear();
}

/** How long a play waits for the UI: generous, as the test machine is shared and slow at times. */
export const PATIENCE_MS = 5000;
export const patiently = { timeout: PATIENCE_MS };

// Overlays fade in and out over 350 ms; axe and the next step wait until they are done.
export const animationsSettled = () =>
  waitFor(
    () =>
      expect(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().endTime !== Infinity,
          ),
      ).toEqual([]),
    patiently,
  );

export async function findDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  await screen.findByRole(role, { name }, patiently);
  await animationsSettled();
  // Read it again once settled: a dialog that re-mounted while opening is a new element.
  return screen.getByRole(role, { name });
}

export const dialogsClosed = () =>
  waitFor(
    () => {
      expect(screen.queryAllByRole('dialog')).toHaveLength(0);
      expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
    },
    { timeout: PATIENCE_MS },
  );

/** A toast with this message has appeared (it fades in, so wait until it is visible). */
export async function toastShown(message: string) {
  const toast = await screen.findByText(message, undefined, patiently);
  await waitFor(() => expect(toast).toBeVisible(), patiently);
}

/** Picks an option of a select by its label. */
export async function choose(
  container: HTMLElement,
  userEvent: { selectOptions: (element: Element, values: string) => Promise<void> },
  label: string,
  option: string,
) {
  await userEvent.selectOptions(within(container).getByRole('combobox', { name: label }), option);
}

export async function replaceText(
  userEvent: {
    clear: (element: Element) => Promise<void>;
    type: (element: Element, text: string) => Promise<void>;
  },
  field: HTMLElement,
  text: string,
) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/**
 * Saves while the server does not answer: the button (`save`) shows loading, Close is disabled
 * and Escape leaves the dialog open.
 */
export async function saveStaysBusy(
  userEvent: {
    click: (element: Element) => Promise<void>;
    keyboard: (text: string) => Promise<unknown>;
  },
  dialog: ReturnType<typeof within>,
  texts: { save: string; close: string; dialog: string },
) {
  const save = dialog.getByRole('button', { name: texts.save });
  await userEvent.click(save);
  await waitFor(() => expect(save).toBeDisabled(), patiently);
  await expect(showsProgress(save)).toBe(true);
  await expect(dialog.getByRole('button', { name: texts.close })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  await expect(screen.getByRole('dialog', { name: texts.dialog })).toBeVisible();
}

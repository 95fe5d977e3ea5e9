import type { Decorator } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmationHost, Toaster, clearToasts, confirmationStore } from '@sahm/ui';
import { SEEDED_IDS } from '@sahm/platform/mocks';

export const AR = { locale: 'ar', direction: 'rtl' } as const;
export const EN = { locale: 'en', direction: 'ltr' } as const;

export const adminPortal = (path: string) => ({ userId: SEEDED_IDS.users.admin, path });

/** The shell's toaster and confirmation host, so plays can read toasts and answer confirmations. */
export const withDialogHosts: Decorator = (Story) => (
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

/** Each story starts without toasts or confirmations left by the one before. */
export function resetDialogHosts() {
  clearToasts();
  confirmationStore.clear();
}

/** A read of the given API that never answers: the loading state stays on screen. */
export const neverAnswers = (path: string) =>
  http.get(`*${path}`, () => new Promise<never>(() => {}));

/** An answer that never comes for one write, so the dialog stays busy. */
export const writeNeverAnswers = (method: 'post' | 'put' | 'delete', path: string) =>
  http[method](`*${path}`, () => new Promise<never>(() => {}));

// Overlays fade in and out over 350 ms; axe and the next step wait until they are done.
export const animationsSettled = () =>
  waitFor(() =>
    expect(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        ),
    ).toEqual([]),
  );

export async function findDialog(name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  await screen.findByRole(role, { name }, { timeout: 5000 });
  await animationsSettled();
  return screen.getByRole(role, { name });
}

export const dialogsClosed = () =>
  waitFor(
    () => {
      expect(screen.queryAllByRole('dialog')).toHaveLength(0);
      expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
    },
    { timeout: 3000 },
  );

/** A toast with this message has appeared (Sonner fades it in). */
export async function toastShown(message: string | RegExp) {
  const toast = await screen.findByText(message, undefined, { timeout: 5000 });
  await waitFor(() => expect(toast).toBeVisible());
}

/** Opens a row's actions menu (named "Actions for <row>") and picks one of its entries. */
export async function chooseRowAction(canvasElement: HTMLElement, menu: string, action: string) {
  const trigger = await within(canvasElement).findByRole(
    'button',
    { name: menu },
    { timeout: 5000 },
  );
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

export async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text !== '') await userEvent.type(field, text);
}

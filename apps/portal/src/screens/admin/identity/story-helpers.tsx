import type { Decorator } from '@storybook/react-vite';
import { http, type RequestHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmationHost, Toaster, clearToasts, confirmationStore } from '@sahm/ui';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { adminStoryBackend } from '../../../testing/story-platform';
import { ar, en } from './texts';

export const AR = { locale: 'ar', direction: 'rtl' } as const;
export const EN = { locale: 'en', direction: 'ltr' } as const;
export type Globals = typeof AR | typeof EN;

/** The identity screens' words in the story's language, with `{0}`, `{1}`… filled in. */
export const textsOf =
  (globals: Globals) =>
  (key: keyof typeof en, ...values: (string | number)[]) =>
    values.reduce<string>(
      (text, value, index) => text.replace(`{${index}}`, String(value)),
      (globals === AR ? ar : en)[key],
    );

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

/** Opens a row's editor from its actions menu; resolves with the dialog once it has settled. */
export async function openEditor(
  canvasElement: HTMLElement,
  globals: Globals,
  entity: string,
  title: 'Identity:Users:EditTitle' | 'Identity:Roles:EditTitle',
) {
  const text = textsOf(globals);
  await chooseRowAction(
    canvasElement,
    text('Identity:Common:ActionsFor', entity),
    text('Identity:Common:Edit'),
  );
  return findDialog(text(title, entity));
}

export async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text !== '') await userEvent.type(field, text);
}

/**
 * Ten rows a page over twelve: Next shows the last two, and focus stays on the pager's other
 * button; with `backToFirst`, Previous then brings the first ten back.
 */
export function pagingStory(
  globals: Globals,
  handlers: RequestHandler[],
  { backToFirst }: { backToFirst: boolean },
) {
  const text = textsOf(globals);
  const next = text('Identity:Common:NextPage');
  const previous = text('Identity:Common:PreviousPage');
  return {
    globals,
    parameters: { msw: { handlers } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      const rows = within(await canvas.findByRole('table', {}, { timeout: 5000 }));
      await waitFor(() => expect(rows.getAllByRole('rowheader')).toHaveLength(10), {
        timeout: 5000,
      });
      await expect(canvas.getByText(text('Identity:Common:PageOf', 1, 2))).toBeVisible();
      await expect(canvas.getByText(text('Identity:Common:Range', 1, 10, 12))).toBeVisible();
      await expect(canvas.getByRole('button', { name: previous })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: next }));
      await waitFor(() => expect(rows.getAllByRole('rowheader')).toHaveLength(2), {
        timeout: 5000,
      });
      await expect(canvas.getByText(text('Identity:Common:PageOf', 2, 2))).toBeVisible();
      await expect(canvas.getByText(text('Identity:Common:Range', 11, 12, 12))).toBeVisible();
      await expect(canvas.getByRole('button', { name: next })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: previous })).toHaveFocus();
      if (!backToFirst) return;
      await userEvent.click(canvas.getByRole('button', { name: previous }));
      await waitFor(() => expect(rows.getAllByRole('rowheader')).toHaveLength(10), {
        timeout: 5000,
      });
    },
  };
}

/** A row's Permissions action opens the permissions dialog of that user or role. */
export function permissionsOfStory(globals: Globals, entity: string) {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await chooseRowAction(
        canvasElement,
        text('Identity:Common:ActionsFor', entity),
        text('Identity:Common:Permissions'),
      );
      const dialog = await findDialog(new RegExp(text('Identity:Permissions:Title', entity)));
      await expect(
        await within(dialog).findByRole('checkbox', {
          name: text('Identity:Permissions:GrantAll'),
        }),
      ).toBeVisible();
    },
  };
}

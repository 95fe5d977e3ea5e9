import { createElement } from 'react';
import { loadedSonner, loadSonner } from './load-sonner';

export type ToastSeverity = 'info' | 'success' | 'warning' | 'error';

export type ToastId = string | number;

// SPEC §3 Toast options, minus localization params: the portal passes translated texts.
export type ToastOptions = {
  message: string;
  title?: string;
  severity: ToastSeverity;
  /** Stays until closed; `life` is ignored. */
  sticky?: boolean;
  /** Milliseconds on screen; the Toaster's default is SPEC §9's 5000. */
  life?: number;
  /** Shows the close button and allows swiping away; default true. */
  closable?: boolean;
  /** A click or tap anywhere on the toast removes it; default false. */
  tapToDismiss?: boolean;
  /** Showing a toast with an existing id replaces it. */
  id?: ToastId;
  /** The Toaster with this `containerKey` shows it; without one, the Toaster without a key. */
  containerKey?: string;
  /**
   * The next `clearToasts()` keeps it, the one after removes it: for a toast about the page a
   * navigation is about to open, whose route change clears the toasts of the page it leaves.
   */
  keepOnNextClear?: boolean;
};

let generatedIds = 0;

// The Toaster finds a tapped toast through this mark on its title; ids of any type map back.
export const TAP_ID_ATTRIBUTE = 'data-sahm-toast-tap';
const tapToDismissIds = new Map<string, ToastId>();

export function toastIdForTap(mark: string): ToastId | undefined {
  return tapToDismissIds.get(mark);
}

type SonnerToast = NonNullable<ReturnType<typeof loadedSonner>>['toast'];

// Toasts asked for while Sonner is still loading: shown in order once it is in, unless dismissed
// or cleared first (which then needs no Sonner at all, e.g. on a route change).
type WaitingToast = { id: ToastId; show: (toast: SonnerToast) => void; forget: () => void };
let waiting: WaitingToast[] = [];
let keptOnNextClear = new Set<ToastId>();

function showWaiting(toast: SonnerToast) {
  const due = waiting;
  waiting = [];
  due.forEach(({ show }) => show(toast));
}

function dropWaiting(keep: (entry: WaitingToast) => boolean) {
  const dropped = waiting.filter((entry) => !keep(entry));
  waiting = waiting.filter(keep);
  dropped.forEach(({ forget }) => forget());
}

/** Shows a toast and returns its id at once; the first one also loads Sonner (ADR 0190). */
export function showToast({
  message,
  title,
  severity,
  sticky,
  life,
  closable = true,
  tapToDismiss = false,
  id = `sahm-toast-${++generatedIds}`,
  containerKey,
  keepOnNextClear = false,
}: ToastOptions): ToastId {
  if (keepOnNextClear) keptOnNextClear.add(id);
  else keptOnNextClear.delete(id);
  const duration = sticky ? Infinity : life;
  const mark = String(id);
  if (tapToDismiss) tapToDismissIds.set(mark, id);
  else tapToDismissIds.delete(mark);
  const forget = () => {
    if (tapToDismissIds.get(mark) === id) tapToDismissIds.delete(mark);
  };
  const heading = title ?? message;
  const show = (toast: SonnerToast) =>
    toast[severity](
      tapToDismiss ? createElement('span', { [TAP_ID_ATTRIBUTE]: mark }, heading) : heading,
      {
        id,
        description: title === undefined ? undefined : message,
        closeButton: closable,
        // Sonner's "dismissible" is swiping; a toast that cannot be closed cannot be swiped away.
        dismissible: closable || tapToDismiss,
        onDismiss: forget,
        onAutoClose: forget,
        ...(duration !== undefined && { duration }),
        ...(containerKey !== undefined && { toasterId: containerKey }),
      },
    );
  waiting.push({ id, show, forget });
  const sonner = loadedSonner();
  if (sonner) showWaiting(sonner.toast);
  else
    loadSonner().then(
      ({ toast }) => showWaiting(toast),
      // Still waiting: the next toast tries to load Sonner again and shows these with it.
      () => undefined,
    );
  return id;
}

export function dismissToast(id: ToastId) {
  keptOnNextClear.delete(id);
  dropWaiting((entry) => entry.id !== id);
  loadedSonner()?.toast.dismiss(id);
}

/**
 * Removes every toast in every container (SPEC §2: on each route change), except those shown with
 * `keepOnNextClear` since the last clear.
 */
export function clearToasts() {
  const kept = keptOnNextClear;
  keptOnNextClear = new Set();
  dropWaiting((entry) => kept.has(entry.id));
  const sonner = loadedSonner();
  if (!sonner) return;
  if (kept.size === 0) sonner.toast.dismiss();
  else
    sonner.toast
      .getToasts()
      .filter(({ id }) => !kept.has(id))
      .forEach(({ id }) => sonner.toast.dismiss(id));
}

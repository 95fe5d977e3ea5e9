import { createElement } from 'react';
import { toast } from 'sonner';

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
};

let generatedIds = 0;

// The Toaster finds a tapped toast through this mark on its title; ids of any type map back.
export const TAP_ID_ATTRIBUTE = 'data-sahm-toast-tap';
const tapToDismissIds = new Map<string, ToastId>();

export function toastIdForTap(mark: string): ToastId | undefined {
  return tapToDismissIds.get(mark);
}

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
}: ToastOptions): ToastId {
  const duration = sticky ? Infinity : life;
  const mark = String(id);
  if (tapToDismiss) tapToDismissIds.set(mark, id);
  else tapToDismissIds.delete(mark);
  const forget = () => {
    if (tapToDismissIds.get(mark) === id) tapToDismissIds.delete(mark);
  };
  const heading = title ?? message;
  return toast[severity](
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
}

export function dismissToast(id: ToastId) {
  toast.dismiss(id);
}

/** Removes every toast in every container (SPEC §2: on each route change). */
export function clearToasts() {
  toast.dismiss();
}

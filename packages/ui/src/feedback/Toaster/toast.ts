import { toast } from 'sonner';

export type ToastSeverity = 'info' | 'success' | 'warning' | 'error';

export type ToastOptions = {
  message: string;
  title?: string;
  severity: ToastSeverity;
  /** Stays until closed; `life` is ignored. */
  sticky?: boolean;
  /** Milliseconds on screen; the Toaster's default is SPEC §9's 5000. */
  life?: number;
  /** Shows the close button; default true. */
  closable?: boolean;
  /** Showing a toast with an existing id replaces it. */
  id?: string | number;
};

export type ToastId = string | number;

export function showToast({
  message,
  title,
  severity,
  sticky,
  life,
  closable = true,
  id,
}: ToastOptions): ToastId {
  const duration = sticky ? Infinity : life;
  return toast[severity](title ?? message, {
    description: title === undefined ? undefined : message,
    closeButton: closable,
    ...(duration !== undefined && { duration }),
    ...(id !== undefined && { id }),
  });
}

export function dismissToast(id: ToastId) {
  toast.dismiss(id);
}

export function clearToasts() {
  toast.dismiss();
}

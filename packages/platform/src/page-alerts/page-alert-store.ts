/** SPEC §2 application layout: an alert's type, shown by its colour, icon and role. */
export type PageAlertType = 'info' | 'success' | 'warning' | 'error';

export interface PageAlertOptions {
  type: PageAlertType;
  /** A localization key (`Resource::Key`) or plain text, as ABP's `PageAlert.message`. */
  message: string;
  /** Same as `message`; optional. */
  title?: string;
  messageParams?: readonly string[];
  titleParams?: readonly string[];
  /** Whether the dismiss button shows; true unless false, as ABP's `PageAlertService.show`. */
  dismissible?: boolean;
  /** Showing an id already shown replaces that alert in place (SPEC §4's rule for lists by id). */
  id?: string;
}

export interface PageAlert extends Omit<PageAlertOptions, 'id' | 'dismissible'> {
  readonly id: string;
  readonly dismissible: boolean;
}

/** The page-alert service: a list the application layout renders and anything may add to. */
export interface PageAlertStore {
  /** Adds an alert above the others (newest first, as ABP) and returns its id. */
  show(alert: PageAlertOptions): string;
  dismiss(id: string): void;
  clear(): void;
  /** The same array until the list changes, for `useSyncExternalStore`. */
  list(): readonly PageAlert[];
  subscribe(listener: () => void): () => void;
}

const NO_ALERTS: readonly PageAlert[] = [];

/** ABP's `PageAlertService` (theme-shared) without Angular: `show`, `dismiss`, and a list to render. */
export function createPageAlertStore(): PageAlertStore {
  let alerts = NO_ALERTS;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly PageAlert[]) => {
    alerts = next;
    listeners.forEach((listener) => listener());
  };

  return {
    show({ id = `page-alert-${nextId++}`, dismissible = true, ...content }) {
      const alert: PageAlert = { ...content, id, dismissible };
      const shownAt = alerts.findIndex((shown) => shown.id === id);
      set(
        shownAt < 0
          ? [alert, ...alerts]
          : alerts.map((shown, index) => (index === shownAt ? alert : shown)),
      );
      return id;
    },
    dismiss(id) {
      if (alerts.some((alert) => alert.id === id)) set(alerts.filter((alert) => alert.id !== id));
    },
    clear() {
      if (alerts.length > 0) set(NO_ALERTS);
    },
    list: () => alerts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

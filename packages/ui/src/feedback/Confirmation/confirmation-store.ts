import type { ConfirmationOutcome, ConfirmationSeverity } from './Confirmation.variants';

// SPEC §3 Confirmation options, minus localization params: the portal passes translated texts.
export type ConfirmationOptions = {
  dismissible?: boolean;
  hideCancelBtn?: boolean;
  hideYesBtn?: boolean;
  cancelText?: string;
  yesText?: string;
};

export type ConfirmationRequest = {
  message?: string;
  title?: string;
  severity?: ConfirmationSeverity;
  options?: ConfirmationOptions;
};

export type ActiveConfirmation = {
  id: number;
  request: ConfirmationRequest;
  /** Answered: the dialog is closing; the next request waits until `advance`. */
  settled: boolean;
};

export type ConfirmationStore = {
  /** Queues a confirmation; resolves once it is answered. */
  confirm: (request: ConfirmationRequest) => Promise<ConfirmationOutcome>;
  /** Answers the confirmation on screen; later answers to the same one are ignored. */
  resolve: (outcome: ConfirmationOutcome) => void;
  /** The host calls this when the answered dialog has finished closing: the next one opens. */
  advance: () => void;
  /** Dismisses the one on screen and every queued one, e.g. on navigation. */
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ActiveConfirmation | null;
};

type Entry = ActiveConfirmation & { settle: (outcome: ConfirmationOutcome) => void };

// Requests queue first-in first-out: a second confirmation never swallows the first one's answer.
export function createConfirmationStore(): ConfirmationStore {
  let queue: Entry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    confirm(request) {
      return new Promise((settle) => {
        queue = [...queue, { id: nextId++, request, settled: false, settle }];
        emit();
      });
    },
    resolve(outcome) {
      const [current, ...rest] = queue;
      if (!current || current.settled) return;
      current.settle(outcome);
      queue = [{ ...current, settled: true }, ...rest];
      emit();
    },
    advance() {
      if (!queue[0]?.settled) return;
      queue = queue.slice(1);
      emit();
    },
    clear() {
      queue.forEach((entry) => {
        if (!entry.settled) entry.settle('dismiss');
      });
      queue = queue[0] ? [{ ...queue[0], settled: true }] : [];
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => queue[0] ?? null,
  };
}

/** The application's store: one ConfirmationHost shows it, `useConfirmation` and plain code feed it. */
export const confirmationStore = createConfirmationStore();

import { useSyncExternalStore } from 'react';
import { Confirmation } from './Confirmation';
import type { ConfirmationSeverity } from './Confirmation.variants';
import { confirmationStore, type ConfirmationStore } from './confirmation-store';

export type ConfirmationHostProps = {
  /** Default: the application's `confirmationStore`. */
  store?: ConfirmationStore;
  /** Localized defaults ("Cancel", "Yes"); a request's options may override them. */
  cancelText: string;
  yesText: string;
  /** Text alternatives of the severity icons. */
  severityLabels: Record<ConfirmationSeverity, string>;
};

export function ConfirmationHost({
  store = confirmationStore,
  cancelText,
  yesText,
  severityLabels,
}: ConfirmationHostProps) {
  const active = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (!active) return null;
  const { message, title, severity = 'neutral', options = {} } = active.request;
  return (
    <Confirmation
      // A new request is a new dialog: it opens with its own animation and remembers its own focus.
      key={active.id}
      open={!active.settled}
      severity={severity}
      iconLabel={severityLabels[severity]}
      title={title}
      message={message}
      cancelText={options.cancelText ?? cancelText}
      yesText={options.yesText ?? yesText}
      hideCancelBtn={options.hideCancelBtn}
      hideYesBtn={options.hideYesBtn}
      dismissible={options.dismissible}
      onResolve={store.resolve}
      onClosed={store.advance}
    />
  );
}

/** `const outcome = await confirm({ message, title, severity, options })`. */
export function useConfirmation(store: ConfirmationStore = confirmationStore) {
  return store.confirm;
}

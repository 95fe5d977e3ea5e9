import { onDemand, useOnDemand } from '../../on-demand/on-demand';
import { useHasOpened } from '../../overlays/use-has-opened';
import type { ConfirmationOutcome, ConfirmationSeverity } from './Confirmation.variants';

export type ConfirmationProps = {
  open: boolean;
  /** Picks the icon; default `neutral` (a question mark). */
  severity?: ConfirmationSeverity;
  /** The icon's text alternative, e.g. "Warning"; also names the dialog when there is no title. */
  iconLabel: string;
  title?: string;
  message?: string;
  yesText: string;
  cancelText: string;
  hideYesBtn?: boolean;
  hideCancelBtn?: boolean;
  /** Backdrop click and Escape dismiss; default true. */
  dismissible?: boolean;
  /** Yes → `confirm`, Cancel → `reject`, backdrop or Escape → `dismiss`. */
  onResolve: (outcome: ConfirmationOutcome) => void;
  /** After the closing animation, once focus went back to where it was before opening. */
  onClosed?: () => void;
};

// The Radix dialog stack comes with the first confirmation, not with the application (ADR 0190).
export const confirmationDialogCode = onDemand(() => import('./Confirmation.lazy'));

export function Confirmation(props: ConfirmationProps) {
  const hasOpened = useHasOpened(props.open);
  const loaded = useOnDemand(confirmationDialogCode, hasOpened);
  return hasOpened && loaded ? <loaded.LoadedConfirmation {...props} /> : null;
}

import { onDemand, useOnDemand } from '../../on-demand/on-demand';
import { useHasOpened } from '../use-has-opened';

export type IdleSessionDialogProps = {
  open: boolean;
  /** The session-expired warning title. */
  title: string;
  remainingSeconds: number;
  /** Builds the message from the remaining time as m:ss, e.g. "…expires in 0:59". */
  formatMessage: (remaining: string) => string;
  logoutLabel: string;
  continueLabel: string;
  onLogout: () => void;
  /** Continue button, and Escape: a key press is activity, and staying signed in is the safe answer. */
  onContinue: () => void;
};

// Most sessions never see the warning: its dialog code comes when it first opens (ADR 0190).
export const idleSessionDialogCode = onDemand(() => import('./IdleSessionDialog.lazy'));

export function IdleSessionDialog(props: IdleSessionDialogProps) {
  const hasOpened = useHasOpened(props.open);
  const loaded = useOnDemand(idleSessionDialogCode, hasOpened);
  return hasOpened && loaded ? <loaded.LoadedIdleSessionDialog {...props} /> : null;
}

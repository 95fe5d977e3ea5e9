import { onDemand, useOnDemand } from '../../on-demand/on-demand';
import { useHasOpened } from '../use-has-opened';

export type TenantSwitchDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The current tenant's name; empty when none is selected. */
  currentName: string;
  /**
   * Switches to the named tenant (an empty name clears it). Resolve: the dialog closes.
   * Reject: it stays open for another try; the portal shows the error toast.
   */
  onSave: (name: string) => Promise<void>;
  title: string;
  nameLabel: string;
  hint: string;
  cancelLabel: string;
  saveLabel: string;
  closeLabel: string;
};

// The Tenant box is on every account page, its dialog rarely opened: the Modal and its Radix
// dialog stack come when it first opens (ADR 0190).
const dialog = onDemand(() => import('./TenantSwitchDialog.lazy'));

export function TenantSwitchDialog(props: TenantSwitchDialogProps) {
  const hasOpened = useHasOpened(props.open);
  const loaded = useOnDemand(dialog, hasOpened);
  return hasOpened && loaded ? <loaded.LoadedTenantSwitchDialog {...props} /> : null;
}

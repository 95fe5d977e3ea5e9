import { useOnDemand } from '../../on-demand/on-demand';
import { sonnerCode } from './load-sonner';

export type ToasterProps = {
  /** Names the notifications region for screen readers. */
  label: string;
  closeLabel: string;
  /** Receives only the toasts shown with this `containerKey`; without it, those shown without one. */
  containerKey?: string;
  /** Bottom (the spec's default) or top, always at the inline end; lets a second container sit apart. */
  placement?: 'bottom' | 'top';
};

/**
 * Where toasts appear. Renders nothing until the first toast has brought Sonner in (ADR 0190);
 * Sonner then hands the new Toaster every toast still on screen, so none is lost.
 */
export function Toaster(props: ToasterProps) {
  // Mounting a Toaster never fetches Sonner: the first toast does.
  const sonner = useOnDemand(sonnerCode, false);
  return sonner ? <sonner.SonnerToaster {...props} /> : null;
}

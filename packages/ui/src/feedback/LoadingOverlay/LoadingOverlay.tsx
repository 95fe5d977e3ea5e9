import { Spinner, VisuallyHidden } from '@radix-ui/themes';
import { LOADING_BOX_RADIUS_PX } from '../../theme/constants';

export type LoadingOverlayProps = {
  visible: boolean;
  /** Announced to screen readers, e.g. "Loading…". */
  label: string;
};

export function LoadingOverlay({ visible, label }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div className="sahm-loading-overlay" role="status" aria-live="polite">
      <div className="sahm-loading-overlay__box" style={{ borderRadius: LOADING_BOX_RADIUS_PX }}>
        <Spinner size="3" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { onDemand, useOnDemand } from '../../on-demand/on-demand';
import type { NavigateHandler } from '../../layout/navigation';

export type ErrorScreenProps = {
  status?: number | string;
  title: string;
  details?: string;
  /** The Home link shows when both href and label are given; leave them out for network errors. */
  homeHref?: string;
  homeLabel?: string;
  closeLabel: string;
  /** Called on the close button and on Escape; without it the screen cannot be dismissed. */
  onClose?: () => void;
  onNavigate?: NavigateHandler;
  /** A custom screen's picture, above the status (SPEC §2: configured statuses get their own). */
  illustration?: ReactNode;
  /** A custom screen's extra content, between the details and the Home link. */
  children?: ReactNode;
};

// Shown only when something failed: its dialog code is fetched then, not with the application (ADR 0190).
export const errorScreenCode = onDemand(() => import('./ErrorScreen.lazy'));

export function ErrorScreen(props: ErrorScreenProps) {
  const loaded = useOnDemand(errorScreenCode, true);
  return loaded ? <loaded.LoadedErrorScreen {...props} /> : null;
}

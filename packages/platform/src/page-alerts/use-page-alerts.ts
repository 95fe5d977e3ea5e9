import { useSyncExternalStore } from 'react';
import { usePlatformContext } from '../react/platform-context';
import type { PageAlert, PageAlertStore } from './page-alert-store';

export interface PageAlertsHandle extends Pick<PageAlertStore, 'show' | 'dismiss' | 'clear'> {
  /** Newest first; re-renders when an alert is shown or dismissed. */
  alerts: readonly PageAlert[];
}

/** The platform's page alerts (`PlatformProvider`'s `pageAlerts`): what they are, and their actions. */
export function usePageAlerts(): PageAlertsHandle {
  const { pageAlerts } = usePlatformContext();
  const alerts = useSyncExternalStore(pageAlerts.subscribe, pageAlerts.list);
  return { alerts, show: pageAlerts.show, dismiss: pageAlerts.dismiss, clear: pageAlerts.clear };
}

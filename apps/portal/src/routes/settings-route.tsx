import type { ReactNode } from 'react';
import { useApplicationConfiguration, usePolicyChecker } from '@sahm/platform';
import { SettingsScreen } from '../screens/admin/settings';
import { ForbiddenScreen } from '../screens/status/StatusScreen';
import { isSettingsMenuVisible } from './settings-menu';

/**
 * SPEC §2: the settings page opens by the same rule that shows its menu entry (the
 * setting-management feature not 'false' and a visible tab), else the 403 page, as ABP's
 * backend answers a disabled feature.
 */
export function SettingsRouteGuard({ children }: { children: ReactNode }) {
  const { features } = useApplicationConfiguration();
  const isGranted = usePolicyChecker();
  return isSettingsMenuVisible(features.values, isGranted) ? children : <ForbiddenScreen />;
}

// Loaded with the settings chunk (routes.tsx), so the guard stays out of the first route.
export const EnabledSettingsScreen = () => (
  <SettingsRouteGuard>
    <SettingsScreen />
  </SettingsRouteGuard>
);

export { screenTexts } from '../screens/admin/settings';

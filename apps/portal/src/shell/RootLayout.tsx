import { Outlet } from 'react-router';
import { useApplicationConfiguration, useLocalization } from '@sahm/platform';
import { LoadingOverlay, ThemeProvider, Toaster } from '@sahm/ui';
import { useIsBusy } from './request-tracker';
import { useRouteChangeEffects } from './use-route-change-effects';
import { useShellServices } from './shell-context';

/** SPEC §2 root layout: the loading indicator, toasts and the routed view, in the culture's direction. */
export function RootLayout() {
  const { localization } = useApplicationConfiguration();
  const { t } = useLocalization();
  const busy = useIsBusy(useShellServices().requests);
  useRouteChangeEffects();
  return (
    <ThemeProvider direction={localization.currentCulture.isRightToLeft ? 'rtl' : 'ltr'}>
      <Outlet />
      <LoadingOverlay visible={busy} label={t('AbpUi::Loading')} />
      <Toaster label={t('::Layout:Notifications')} closeLabel={t('AbpUi::Close')} />
    </ThemeProvider>
  );
}

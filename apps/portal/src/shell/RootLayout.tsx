import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import {
  useApplicationConfiguration,
  useAuth,
  useIdleSession,
  useLocalization,
} from '@sahm/platform';
import { IdleSessionDialog, LoadingOverlay, ThemeProvider, Toaster, showToast } from '@sahm/ui';
import { HttpErrorPresenter } from './HttpErrorPresenter';
import { PortalConfirmationHost } from './PortalConfirmationHost';
import { useRequestPhase } from './request-tracker';
import { rememberReturnPath, returnPathOf } from './return-path';
import { SignInFailurePresenter } from './SignInFailurePresenter';
import { SignOutFailurePresenter } from './SignOutFailurePresenter';
import { useAskBeforeLeaving } from './use-ask-before-leaving';
import { useRouteChangeEffects } from './use-route-change-effects';
import { useShellServices } from './shell-context';

/** SPEC §2 root layout: the loading indicator, toasts and the routed view, in the culture's direction. */
export function RootLayout() {
  const { localization } = useApplicationConfiguration();
  const { t } = useLocalization();
  const { requests, startupTenantUnavailable } = useShellServices();
  const requestPhase = useRequestPhase(requests);
  const auth = useAuth();
  const location = useLocation();
  const idle = useIdleSession({
    enabled: auth.isAuthenticated(),
    // Signed out for being idle: the next sign-in in this tab comes back here (ADR 0433).
    onExpire: () => {
      rememberReturnPath(returnPathOf(location));
      void auth.logout();
    },
  });
  useRouteChangeEffects();
  useAskBeforeLeaving();

  useEffect(() => {
    if (!startupTenantUnavailable) return;
    const { messageKey, titleKey, params } = startupTenantUnavailable;
    showToast({ severity: 'error', title: t(titleKey), message: t(messageKey, ...params) });
  }, [startupTenantUnavailable, t]);

  return (
    <ThemeProvider direction={localization.currentCulture.isRightToLeft ? 'rtl' : 'ltr'}>
      <Outlet />
      <LoadingOverlay
        visible={requestPhase !== 'idle'}
        label={t(requestPhase === 'slow' ? '::Layout:StillLoading' : 'AbpUi::Loading')}
      />
      <Toaster label={t('::Layout:Notifications')} closeLabel={t('AbpUi::Close')} />
      <PortalConfirmationHost />
      <HttpErrorPresenter />
      <SignInFailurePresenter />
      <SignOutFailurePresenter />
      <IdleSessionDialog
        open={idle.open}
        title={t('::SessionExpiredWarning')}
        remainingSeconds={idle.remainingSeconds}
        formatMessage={(countdown) => t('::SessionExpiredMessage', countdown)}
        logoutLabel={t('::LogOut')}
        continueLabel={t('::Continue')}
        onLogout={idle.logout}
        onContinue={idle.continueSession}
      />
    </ThemeProvider>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth, useLocalization, usePolicyChecker } from '@sahm/platform';
import { LoadingOverlay } from '@sahm/ui';
import { ForbiddenScreen } from '../screens/status/StatusScreen';
import { signInOrGoHome } from './sign-in-or-go-home';

/**
 * An administration route (SPEC §2, §6): signed-out visitors go to login and come back; a user
 * without the route's policy gets the 403 page, never the screen.
 */
export function PolicyRouteGuard({ policy, children }: { policy: string; children: ReactNode }) {
  const auth = useAuth();
  const isGranted = usePolicyChecker();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t } = useLocalization();
  const isAuthenticated = auth.isAuthenticated();

  useEffect(() => {
    if (!isAuthenticated) signInOrGoHome(auth, navigate, `${pathname}${search}`);
  }, [auth, isAuthenticated, navigate, pathname, search]);

  if (!isAuthenticated) return <LoadingOverlay visible label={t('AbpUi::Loading')} />;
  if (!isGranted(policy)) return <ForbiddenScreen />;
  return children;
}

import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { KyInstance } from 'ky';
import {
  decideInvestorRouteAccess,
  decideInvestorRouteAccessLocally,
  toInvestorRoute,
  useAuth,
  useCurrentUser,
  useHttpClient,
  useLocalization,
} from '@sahm/platform';
import { LoadingOverlay, useConfirmation } from '@sahm/ui';
import { signInOrGoHome } from './sign-in-or-go-home';
import { BACK_OFFICE_PATH } from '../routes/menu';
import { takeSignInLanding } from './sign-in-landing';

// Imported when a guard asks (ADR 0200): the investor SDK it brings is no part of the first load.
const isRegistrationIncomplete = (http: KyInstance) =>
  import('../investor/signed-in-calls').then((check) => check.isRegistrationIncomplete(http));

function allowedWithoutAsking(
  pathname: string,
  hasValidToken: boolean,
  roles: readonly string[],
  userId: string | null | undefined,
): boolean {
  const route = toInvestorRoute(pathname);
  return (
    route !== null &&
    decideInvestorRouteAccessLocally({ route, hasValidToken, roles, userId })?.action === 'allow'
  );
}

/**
 * The investor guards of SPEC §2, §4 and §6 (decided in the platform): login, the
 * operations-officer block and the registration check, before an investor route renders.
 */
export function InvestorRouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const { roles, id: userId } = useCurrentUser();
  const http = useHttpClient();
  const { t } = useLocalization();
  const confirm = useConfirmation();
  // Most starts need no server to decide (Home, or a remembered IsCompleteReg): the screen then
  // renders in the first commit instead of after a loading overlay; the effect below still runs.
  const [allowedPath, setAllowedPath] = useState<string | null>(() =>
    allowedWithoutAsking(pathname, auth.isAuthenticated(), roles, userId) ? pathname : null,
  );
  const [failure, setFailure] = useState<{ error: unknown; path: string } | null>(null);

  // A sign-in that lands here takes the officer to work; opening an investor page later is the
  // block of SPEC §4, told before the sign-out (ADR 0491).
  const blockOperationsOfficer = useEffectEvent((path: string) => {
    if (takeSignInLanding(path)) {
      void navigate(BACK_OFFICE_PATH, { replace: true });
      return;
    }
    void confirm({
      severity: 'warning',
      title: t('::OfficerBlock:Title'),
      message: t('::OfficerBlock:Message'),
      options: { hideCancelBtn: true, dismissible: false, yesText: t('::OfficerBlock:SignOut') },
    }).then(() => auth.logout());
  });

  useEffect(() => {
    const route = toInvestorRoute(pathname);
    if (route === null) return;
    let current = true;
    void decideInvestorRouteAccess({
      route,
      hasValidToken: auth.isAuthenticated(),
      roles,
      userId,
      isRegistrationIncomplete: () => isRegistrationIncomplete(http),
    }).then(
      (decision) => {
        if (!current) return;
        if (decision.action === 'allow') setAllowedPath(pathname);
        if (decision.action === 'login') signInOrGoHome(auth, navigate, `${pathname}${search}`);
        if (decision.action === 'logout') blockOperationsOfficer(pathname);
        // The wizard finishes where the person was going (issue 19): path, query and fragment.
        if (decision.action === 'redirect')
          void navigate(decision.to, {
            replace: true,
            state: { from: `${pathname}${search}${hash}` },
          });
      },
      (error: unknown) => {
        // The check could not run (its code or the profile did not arrive): never wait forever.
        if (current) setFailure({ error, path: pathname });
      },
    );
    return () => {
      current = false;
    };
  }, [pathname, search, hash, auth, roles, userId, http, navigate]);

  // Rendering the failure hands it to the route's error boundary (RenderFailureBoundary).
  if (failure?.path === pathname) throw failure.error;
  if (allowedPath !== pathname) return <LoadingOverlay visible label={t('AbpUi::Loading')} />;
  return children;
}

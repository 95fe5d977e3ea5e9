import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  decideSignedOutAction,
  useAuth,
  useEnvironment,
  useLocalization,
  type HttpErrorDecision,
} from '@sahm/platform';
import { ErrorScreen, showToast, useConfirmation } from '@sahm/ui';
import type { HttpErrorReport } from './http-errors';
import { returnPathOf } from './return-path';
import { TechnicalDetails } from './TechnicalDetails';
import { useShellServices } from './shell-context';
import { useLeaveUnavailableTenant } from './use-leave-unavailable-tenant';

// Fetched with the first failure, or earlier when the portal is idle after start (ADR 0191).
export const loadErrorDecision = () => import('./decide-http-error');

/** Shows what the platform decided for a failed request (SPEC §8): page, confirmation or toast. */
export function HttpErrorPresenter() {
  const { t } = useLocalization();
  const auth = useAuth();
  const confirm = useConfirmation();
  const navigate = useNavigate();
  const environment = useEnvironment();
  const { errors } = useShellServices();
  const leaveUnavailableTenant = useLeaveUnavailableTenant();
  // The page belongs to the location it appeared on: the next navigation removes it (SPEC §4).
  const [page, setPage] = useState<{ decision: HttpErrorDecision; locationKey: string } | null>(
    null,
  );
  const location = useLocation();
  const { key: locationKey } = location;

  const text = (value: { key: string | null; text: string } | null) =>
    value ? (value.key ? t(value.key) : value.text) : undefined;
  // After a logout here or in another tab, a 401 is its echo: nothing to confirm, no sign-in
  // that could reach a provider session not ended yet (ADR 0410).
  const sessionEnded = () =>
    decideSignedOutAction(auth.sessionEnded?.() ?? false) === 'stay-signed-out';

  const present = useEffectEvent(async (error: unknown, { sessionOnly }: HttpErrorReport) => {
    const { decideHttpError } = await loadErrorDecision();
    const decision = await decideHttpError(error, environment);
    if (await leaveUnavailableTenant(decision, error)) return;
    if (sessionOnly) return;
    if (decision.status === 401 && sessionEnded()) return;
    if (decision.show === 'page') setPage({ decision, locationKey });
    if (decision.show === 'toast') {
      showToast({ severity: 'error', message: text(decision.title) ?? '' });
    }
    if (decision.show === 'confirmation') {
      await confirm({
        severity: 'error',
        title: text(decision.title),
        message: text(decision.details),
        options: { hideCancelBtn: true, yesText: t('AbpUi::Close') },
      });
      // Back to this very page after signing in: path, query and fragment (ADR 0433).
      if (decision.navigateToLogin && !sessionEnded()) await auth.login(returnPathOf(location));
    }
  });

  useEffect(() => errors.subscribe((error, report) => void present(error, report)), [errors]);

  if (!page || page.locationKey !== locationKey) return null;
  const { decision } = page;
  return (
    <ErrorScreen
      // As ABP's error page: a request without a response has no status to show, so no '[0]'.
      status={decision.status || undefined}
      title={text(decision.title) ?? ''}
      details={text(decision.details)}
      homeHref={decision.homeLink ? '/' : undefined}
      homeLabel={decision.homeLink ? t('AbpUi::GoHomePage') : undefined}
      closeLabel={t('AbpUi::Close')}
      onClose={() => setPage(null)}
      onNavigate={(href, event) => {
        event.preventDefault();
        setPage(null);
        void navigate(href);
      }}
    >
      {decision.technicalDetails && (
        <TechnicalDetails label={t('::NetworkError:TechnicalDetails')}>
          {decision.technicalDetails}
        </TechnicalDetails>
      )}
    </ErrorScreen>
  );
}

import { useRef } from 'react';
import {
  tenantNotAvailableToast,
  useAuth,
  useHttpClient,
  useLocalization,
  useRefreshApplicationConfiguration,
} from '@sahm/platform';
import { showToast } from '@sahm/ui';
import { useShellServices } from './shell-context';
import {
  rememberUnavailableTenant,
  settleUnavailableTenant,
  tenantSentWith,
  type TenantDecision,
  type UnavailableTenantOutcome,
} from './unavailable-tenant';

/**
 * For a failed request's decision: when the stored tenant turns out to be gone, drops it, signs
 * the person out of it as ABP's TenantResolveErrorHandlerService does, and says which tenant is no
 * longer available (ADR 0320). Answers whether the failure was the tenant's, so nothing else shows.
 */
export function useLeaveUnavailableTenant(): (
  decision: TenantDecision,
  error?: unknown,
) => Promise<boolean> {
  const { t } = useLocalization();
  const auth = useAuth();
  const http = useHttpClient();
  const refreshConfiguration = useRefreshApplicationConfiguration();
  const { session, authMode } = useShellServices();
  // One at a time: requests failing together are settled by the first, the rest come out stale.
  const settling = useRef<Promise<unknown>>(Promise.resolve());

  const tell = (name: string | null) => {
    if (!name) return;
    const { titleKey, messageKey, params } = tenantNotAvailableToast(name);
    showToast({ severity: 'error', title: t(titleKey), message: t(messageKey, ...params) });
  };

  const leave = async (outcome: UnavailableTenantOutcome) => {
    if (outcome.status !== 'gone') return;
    if (!auth.isAuthenticated()) {
      // Nobody to sign out: the configuration is asked for again, without the tenant.
      await refreshConfiguration();
      tell(outcome.name);
    } else if (authMode === 'code') {
      // The sign-out leaves for the provider's page: the notice waits for the next start.
      if (outcome.name) rememberUnavailableTenant(outcome.name);
      await auth.logout();
    } else {
      await auth.logout();
      tell(outcome.name);
    }
  };

  return async (decision, error) => {
    const turn = settling.current.then(async () => {
      const outcome = await settleUnavailableTenant(decision, {
        http,
        session,
        sentTenant: error === undefined ? undefined : tenantSentWith(error),
      });
      await leave(outcome);
      return outcome;
    });
    settling.current = turn.catch(() => undefined);
    return (await turn).status !== 'kept';
  };
}

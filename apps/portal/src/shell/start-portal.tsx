import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  APPLICATION_CONFIGURATION_QUERY_KEY,
  applyDocumentLanguage,
  applyTenantResolution,
  clientTimeZone,
  createCrossTabLogout,
  createCrossTabSignIn,
  createHttpClient,
  createLogger,
  createOidcAuth,
  createSessionStore,
  fillTenantPlaceholder,
  loadApplicationConfiguration,
  loadEnvironment,
  readCurrentLanguage,
  resolveInitialLanguage,
  resolveTenant,
  tenantNotAvailableToast,
  type ApplicationAuth,
  type ApplicationConfiguration,
} from '@sahm/platform';
import { prefetchFeedback } from '@sahm/ui';
import { App } from './App';
import { completeSignInIfReturning } from './complete-sign-in';
import { forgetSignedInPerson } from './forget-signed-in-person';
import { createLeaveGuard } from './leave-guard';
import { forgetReturnPath } from './return-path';
import { signOutFailures } from './sign-out-failures';
import { loadErrorDecision } from './HttpErrorPresenter';
import { createHttpErrorChannel } from './http-errors';
import { createRequestTracker } from './request-tracker';
import { loadStartupConfiguration } from './startup-configuration';
import { StartupFailure } from './StartupFailure';
import { takeUnavailableTenant } from './unavailable-tenant';
import { prepareMoneyFormat } from '../format/format';
import { setServerClockKind } from '../format/server-clock';

/**
 * What reports failures is fetched once the portal's requests have been quiet this long (counted
 * from when the first render is scheduled) and the browser is idle: fetched at the first idle
 * moment, it held up the first route's own requests. A route's code still loading is no request,
 * so on a slow start the prefetch can still come before that route's requests, as it always did.
 */
const FEEDBACK_PREFETCH_QUIET_MS = 300;
/** A page that never stops asking waits no longer than this, then for idle (at most 5 s more). */
const FEEDBACK_PREFETCH_LATEST_MS = 5000;

/** Safari has no requestIdleCallback. */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
}

/** The start-up sequence of ARCHITECTURE.md: language, environment, tenant, auth, configuration, render. */
export async function startPortal(container: HTMLElement): Promise<void> {
  const initial = resolveInitialLanguage(localStorage, () => window.location.reload());
  if (initial.status === 'reloading') return;

  const root = createRoot(container);
  // Until env.json names the logger's settings, the defaults (console, no server) apply.
  const startupLogger = createLogger();
  try {
    const environment = await loadEnvironment(fetch, '/env.json', {
      onWarning: (warning) => startupLogger.warn(warning.message),
    });
    const logger = createLogger(environment.logging);
    const session = createSessionStore();
    const getLanguage = () => readCurrentLanguage() ?? initial.language;
    const getTenantId = () => session.get().tenant?.id ?? null;
    const tenantResolution = resolveTenant({
      baseUrl: environment.application.baseUrl,
      location: window.location.href,
      sessionTenant: session.get().tenant,
    });
    // A tenant from the host name ({0}.example.sa) also names the portal's own addresses.
    const hostTenant = tenantResolution.source === 'host' ? (tenantResolution.name ?? null) : null;
    const origin = fillTenantPlaceholder(environment.application.baseUrl, hostTenant);
    const { oAuthConfig } = environment;

    const leaveGuard = createLeaveGuard();
    const requests = createRequestTracker();
    const errors = createHttpErrorChannel({ logger });
    const queryClient = new QueryClient({
      queryCache: new QueryCache({ onError: errors.onQueryError }),
      mutationCache: new MutationCache({ onError: errors.onMutationError }),
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    });
    const sessionCallbacks = {
      getLanguage,
      getTenantId,
      crossTabLogout: createCrossTabLogout(),
      // Every kind of logout, in every tab, forgets the person (ADR 0412); what was typed can no
      // longer be saved, so the pages and the tab are left without asking (ADR 0430).
      onSessionEnded: () => {
        forgetSignedInPerson(queryClient);
        leaveGuard.releaseAll();
      },
      // SPEC §8: authentication errors clear stored tokens and reload configuration.
      onTokensCleared: () =>
        void queryClient.refetchQueries({ queryKey: APPLICATION_CONFIGURATION_QUERY_KEY }),
    };
    // docs/adr/0461: the BFF holds the tokens, or the browser does (oidc-client-ts, loaded only then).
    const auth: ApplicationAuth =
      environment.auth?.mode === 'bff'
        ? (await import('./bff-auth')).createBffAuth({
            ...sessionCallbacks,
            // A sign-in in another tab reaches this one when it is signed out (issue 28 C9).
            crossTabSignIn: createCrossTabSignIn(),
            onSignedInInOtherTab: sessionCallbacks.onTokensCleared,
            logger,
            // Told as any failed request is (SPEC §8); the person stays signed in.
            onLogoutFailed: errors.reportFailure,
          })
        : createOidcAuth({
            ...sessionCallbacks,
            issuer: oAuthConfig.issuer,
            clientId: oAuthConfig.clientId,
            scope: oAuthConfig.scope,
            responseType: oAuthConfig.responseType,
            redirectUri: fillTenantPlaceholder(
              oAuthConfig.redirectUri ?? `${origin}/signin-callback`,
              hostTenant,
            ),
            postLogoutRedirectUri: fillTenantPlaceholder(
              oAuthConfig.postLogoutRedirectUri ?? `${origin}/`,
              hostTenant,
            ),
            requireHttps: oAuthConfig.requireHttps,
            // Signed out here, the provider out of reach: told, with a retry (docs/adr/0501).
            onProviderLogoutFailed: signOutFailures.report,
          });
    const http = createHttpClient({
      // As ABP's replaceTenantNameWithinEnvironment: `{0}` in an API URL is the host's tenant
      // (bff mode's API is the portal's own origin, tenant sub-domain included).
      baseUrl: fillTenantPlaceholder(environment.apis.default.url, hostTenant),
      getAccessToken: () => auth.accessTokenForRequest(),
      getLanguage,
      getTenantId,
      // ABP's timezoneInterceptor: the zone only once the configuration says the clock is UTC.
      getTimeZone: () =>
        clientTimeZone(
          queryClient.getQueryData<ApplicationConfiguration>(APPLICATION_CONFIGURATION_QUERY_KEY),
        ),
      onRequestStart: requests.start,
      onRequestEnd: requests.end,
    });

    const tenantOutcome = await applyTenantResolution(tenantResolution, { http, session });
    await completeSignInIfReturning(auth, logger);
    auth.startTokenExpiryTimer();
    // A signed-in Home shows amounts: their formatter is built in a task of its own while the
    // configuration is fetched, not in the one that renders the page.
    if (auth.isAuthenticated()) setTimeout(() => prepareMoneyFormat(initial.language), 0);

    // The configuration, then its culture's texts: a failure of either lands in the catch below,
    // unless it is the stored tenant that no longer resolves (ADR 0320).
    const { configuration, unavailableTenant } = await loadStartupConfiguration({
      load: () => loadApplicationConfiguration(queryClient, http),
      http,
      session,
      auth,
      decide: async (error) => (await loadErrorDecision()).decideHttpError(error, environment),
    });
    // Told after a sign-out at the provider (the redirect left the page), or now.
    const tenantToTellAbout = takeUnavailableTenant() ?? unavailableTenant;
    setServerClockKind(configuration.clock?.kind);
    const { currentCulture } = configuration.localization;
    applyDocumentLanguage(currentCulture.cultureName, currentCulture.isRightToLeft);

    // A transition: React renders the first screen in slices, yielding to the browser between
    // them, instead of one long task (a slow phone's Total Blocking Time).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App
            environment={environment}
            http={http}
            auth={auth}
            queryClient={queryClient}
            leaveGuard={leaveGuard}
            services={{
              requests,
              session,
              errors,
              tenantSource: tenantResolution.source,
              startupTenantUnavailable:
                tenantOutcome?.status === 'unavailable'
                  ? tenantOutcome.toast
                  : tenantToTellAbout
                    ? tenantNotAvailableToast(tenantToTellAbout)
                    : null,
              authMode: auth.mode,
              loginWithPassword: async (credentials) => {
                await auth.loginWithPassword(credentials);
                forgetReturnPath();
              },
            }}
          />
        </StrictMode>,
      ),
    );
    // ADR 0340: fetched before any failure, so that it still shows when the network is what fails.
    void Promise.race([
      requests.settled(FEEDBACK_PREFETCH_QUIET_MS),
      new Promise((done) => setTimeout(done, FEEDBACK_PREFETCH_LATEST_MS)),
    ]).then(() =>
      whenIdle(() => {
        Promise.all([prefetchFeedback(), loadErrorDecision()]).catch((error: unknown) =>
          logger.warn(error),
        );
      }),
    );
  } catch (error) {
    startupLogger.error(error);
    root.render(
      <StartupFailure language={initial.language} onRetry={() => window.location.reload()} />,
    );
  }
}

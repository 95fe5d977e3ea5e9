import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import {
  applicationConfigurationQueryOptions,
  applyDocumentLanguage,
  createHttpClient,
  createOidcAuth,
  createSessionStore,
  loadEnvironment,
  readCurrentLanguage,
  resolveInitialLanguage,
  type OidcAuth,
} from '@sahm/platform';
import { App } from './App';
import { createRequestTracker } from './request-tracker';
import { StartupFailure } from './StartupFailure';

async function completeSignInIfReturning(auth: OidcAuth): Promise<void> {
  const url = new URL(window.location.href);
  if (!auth.isSignInCallback(url)) {
    await auth.restore();
    return;
  }
  let returnTo = '/';
  try {
    returnTo = await auth.completeSignIn(url);
  } finally {
    // The one-time code leaves the address bar and the history at once, even when the exchange failed.
    window.history.replaceState(null, '', returnTo);
  }
}

/** The start-up sequence of ARCHITECTURE.md: language, environment, session, auth, configuration, render. */
export async function startPortal(container: HTMLElement): Promise<void> {
  const initial = resolveInitialLanguage(localStorage, () => window.location.reload());
  if (initial.status === 'reloading') return;

  const root = createRoot(container);
  try {
    const environment = await loadEnvironment(fetch, '/env.json', {
      onWarning: (warning) => console.warn(warning.message),
    });
    const session = createSessionStore();
    const getLanguage = () => readCurrentLanguage() ?? initial.language;
    const getTenantId = () => session.get().tenant?.id ?? null;
    const { oAuthConfig } = environment;
    const auth = createOidcAuth({
      issuer: oAuthConfig.issuer,
      clientId: oAuthConfig.clientId,
      scope: oAuthConfig.scope,
      redirectUri: oAuthConfig.redirectUri ?? `${window.location.origin}/signin-callback`,
      postLogoutRedirectUri: oAuthConfig.postLogoutRedirectUri ?? `${window.location.origin}/`,
      requireHttps: oAuthConfig.requireHttps,
      getLanguage,
      getTenantId,
    });
    await completeSignInIfReturning(auth);

    const requests = createRequestTracker();
    const http = createHttpClient({
      baseUrl: environment.apis.default.url,
      getAccessToken: () => auth.getAccessToken(),
      getLanguage,
      getTenantId,
      onRequestStart: requests.start,
      onRequestEnd: requests.end,
    });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    });
    const configuration = await queryClient.fetchQuery(applicationConfigurationQueryOptions(http));
    const { currentCulture } = configuration.localization;
    applyDocumentLanguage(currentCulture.cultureName, currentCulture.isRightToLeft);

    root.render(
      <StrictMode>
        <App
          environment={environment}
          http={http}
          auth={auth}
          queryClient={queryClient}
          services={{ requests, session }}
        />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(
      <StartupFailure language={initial.language} onRetry={() => window.location.reload()} />,
    );
  }
}

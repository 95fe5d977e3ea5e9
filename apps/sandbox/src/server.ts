import { createServer, type Server } from 'node:http';
import express from 'express';
import type { RequestHandler as MswHandler } from 'msw';
import {
  abpError,
  createPlatformHandlers,
  createPlatformMockStore,
  emailSettingsRefusal,
} from '@sahm/platform/mocks';
import {
  createInvestorControlHandlers,
  createInvestorHandlers,
  createInvestorMockStore,
  investorSeedsFromUsers,
  investorLocalization,
} from '@sahm/investor-sdk/mocks';
import { readSandboxConfig, type SandboxConfig } from './config';
import { portalOrigins } from './portal-origins';
import { ERROR_CACHE_HEADERS } from './api/abp-error-response';
import { createAntiforgery } from './api/antiforgery';
import { createApiCallerIdentity } from './api/api-caller';
import { apiCors } from './api/cors';
import { createFaultSwitch } from './api/fault-switch';
import { authorizeInvestorCall, INVESTOR_PERMISSIONS } from './api/investor-policies';
import { normalizeRequestPath } from './api/normalize-path';
import { sendFetchResponse, serveMswHandlers } from './api/serve-msw-handlers';
import { guardTestHooks, TEST_HOOKS_READY_PATH } from './api/test-hooks';
import { createInteractionRouter } from './oidc/interactions';
import { createManageProfileRouter } from './oidc/manage-profile';
import { createProvider, TOKEN_PATH } from './oidc/provider';
import { acceptOfflineAccessOnRefresh } from './oidc/refresh-scope';
import { createApiRateLimits } from './security/api-rate-limits';
import { createSignInGuard } from './security/sign-in-guard';

export interface Sandbox {
  config: SandboxConfig;
  server: Server;
  close(): Promise<void>;
}

/** Builds the sandbox: the ABP-compatible API (the shared MSW handlers) and the OpenID provider. */
export function createSandboxApp(config: SandboxConfig) {
  const testHooks = config.testHooks ?? false;
  // The inactive tenant `initech` too: the tenant box refuses it, and requests naming it fail;
  // and the accounts that show the password sign-in's refusals (README's demo identities).
  const platformStore = createPlatformMockStore({
    inactiveDemoTenant: true,
    signInDemoAccounts: true,
    modulePermissions: INVESTOR_PERMISSIONS,
  });
  const signInGuard = createSignInGuard(platformStore);
  const provider = createProvider(config, platformStore, signInGuard);
  const callers = createApiCallerIdentity(provider, platformStore);
  const rateLimits = createApiRateLimits(callers.ofRequest);
  const antiforgery = createAntiforgery(
    async (req) => (await callers.ofRequest(req))?.userId ?? null,
  );

  const investorStore = createInvestorMockStore({
    investors: investorSeedsFromUsers(platformStore.users),
    // Users registered after start-up become investors on first use, with their account's name.
    accountOf: (userId) => platformStore.findUserById(userId),
  });

  const handlers: MswHandler[] = [
    ...createPlatformHandlers(platformStore, {
      identify: callers.identify,
      extraTexts: investorLocalization,
    }),
    ...createInvestorHandlers(investorStore, {
      identify: callers.identify,
      authorize: authorizeInvestorCall(platformStore),
      authorizeEmailSettings: (userId, operation) =>
        emailSettingsRefusal(platformStore, userId, {
          sendingTestEmail: operation === 'sendTestEmail',
        }),
    }),
    // Test-only controls (reset, fail-next) for Playwright, only when a test run asks (ADR 0450).
    ...(testHooks ? createInvestorControlHandlers(investorStore) : []),
  ];

  const app = express();
  app.disable('x-powered-by');
  app.use(normalizeRequestPath, guardTestHooks(testHooks));
  if (testHooks) {
    const faults = createFaultSwitch(portalOrigins(config.portalOrigins));
    // Before every route, so identity endpoints can be made to fail as well (ADR 0143).
    app.use(faults.controls, faults.middleware);
    app.get(TEST_HOOKS_READY_PATH, (_req, res) => {
      res.status(204).end();
    });
    app.post('/__sandbox/reset', (_req, res) => {
      platformStore.reset();
      investorStore.reset();
      faults.clear();
      signInGuard.clear();
      rateLimits.clear();
      res.status(204).end();
    });
  }
  app.use(
    '/api',
    apiCors(portalOrigins([...config.portalOrigins, ...(config.abpAngularOrigins ?? [])])),
    rateLimits.router,
    // Mounted under /api, so MSW sees the full path again; mounted at the root it would also
    // consume the token endpoint's body.
    (req, _res, next) => {
      req.url = req.originalUrl;
      next();
    },
    antiforgery.issue,
    antiforgery.validate,
    serveMswHandlers(handlers),
    (req, res) => {
      const notFound = abpError(404, 'Resource not found!', null, { headers: ERROR_CACHE_HEADERS });
      sendFetchResponse(req, res, notFound);
    },
  );
  app.use(createInteractionRouter(provider, platformStore, signInGuard));
  app.use(createManageProfileRouter(provider, platformStore, portalOrigins(config.portalOrigins)));
  app.post(TOKEN_PATH, acceptOfflineAccessOnRefresh);
  // The provider's own routes come last: it answers everything it knows, 404 otherwise.
  app.use(provider.callback());
  return app;
}

export async function startSandbox(config: SandboxConfig = readSandboxConfig()): Promise<Sandbox> {
  const server = createServer(createSandboxApp(config));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, '127.0.0.1', resolve);
  });
  return {
    config,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import { createServer, type Server } from 'node:http';
import express from 'express';
import type { RequestHandler as MswHandler } from 'msw';
import {
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
import { apiCors } from './api/cors';
import { createFaultSwitch } from './api/fault-switch';
import { serveMswHandlers } from './api/serve-msw-handlers';
import { createInteractionRouter } from './oidc/interactions';
import { createManageProfileRouter } from './oidc/manage-profile';
import { createProvider, TOKEN_PATH } from './oidc/provider';
import { acceptOfflineAccessOnRefresh } from './oidc/refresh-scope';

export interface Sandbox {
  config: SandboxConfig;
  server: Server;
  close(): Promise<void>;
}

/** Builds the sandbox: the ABP-compatible API (the shared MSW handlers) and the OpenID provider. */
export function createSandboxApp(config: SandboxConfig) {
  // The inactive tenant `initech` too: the tenant box refuses it, and requests naming it fail.
  const platformStore = createPlatformMockStore({ inactiveDemoTenant: true });
  const provider = createProvider(config, platformStore);

  const identify = async (request: Request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token) return null;
    const accessToken = await provider.AccessToken.find(token);
    return accessToken?.accountId ? { userId: accessToken.accountId } : null;
  };

  const investorStore = createInvestorMockStore({
    investors: investorSeedsFromUsers(platformStore.users),
  });

  const handlers: MswHandler[] = [
    ...createPlatformHandlers(platformStore, { identify, extraTexts: investorLocalization }),
    ...createInvestorHandlers(investorStore, {
      identify,
      authorizeEmailSettings: (userId, operation) =>
        emailSettingsRefusal(platformStore, userId, {
          sendingTestEmail: operation === 'sendTestEmail',
        }),
    }),
    // Test-only controls (reset, fail-next) for Playwright: the sandbox is never production.
    ...createInvestorControlHandlers(investorStore),
  ];

  const faults = createFaultSwitch(portalOrigins(config.portalOrigins));

  const app = express();
  app.disable('x-powered-by');
  // Test-only: before every route, so identity endpoints can be made to fail as well (ADR 0143).
  app.use(faults.controls, faults.middleware);
  app.use(
    '/api',
    apiCors(portalOrigins([...config.portalOrigins, ...(config.abpAngularOrigins ?? [])])),
    // Mounted under /api, so MSW sees the full path again; mounted at the root it would also
    // consume the token endpoint's body.
    (req, _res, next) => {
      req.url = req.originalUrl;
      next();
    },
    serveMswHandlers(handlers),
    (_req, res) => {
      res
        .status(404)
        .set('_AbpErrorFormat', 'true')
        .json({
          error: { code: null, message: 'Resource not found!', details: null },
        });
    },
  );
  app.post('/__sandbox/reset', (_req, res) => {
    platformStore.reset();
    investorStore.reset();
    faults.clear();
    res.status(204).end();
  });
  app.use(createInteractionRouter(provider, platformStore));
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

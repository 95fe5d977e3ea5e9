import { Hono } from 'hono';
import { abpErrorResponse, preferredLanguage } from './abp-error';
import type { BffConfig } from './config';
import type { BffEnv } from './http/context';
import { apiProxy } from './http/api-proxy';
import { authRoutes } from './http/auth-routes';
import { requireSameOriginScript } from './http/csrf';
import { requirePublicOrigin } from './http/public-origin';
import { jsonLinesLogger, requestLog, type Logger } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { createIdentityProvider } from './identity-provider';
import { publicOrigins } from './public-origins';
import { createSealer } from './seal';
import { createSessionCookie } from './session-cookie';
import { createSessionRefresher } from './session-refresher';

export interface BffDependencies {
  /** To the provider and the API; tests count calls through it. */
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; tests move it to expire tokens and sessions. */
  now?: () => number;
  log?: Logger;
}

/** The backend-for-frontend: sign-in and sign-out for the SPA, and `/api/*` with its token. */
export function createBffApp(config: BffConfig, dependencies: BffDependencies = {}) {
  const fetchImpl = dependencies.fetch ?? fetch;
  const now = dependencies.now ?? Date.now;
  const log = dependencies.log ?? jsonLinesLogger;
  const sealer = createSealer(config.cookieKeys, now);
  const provider = createIdentityProvider(config, fetchImpl);
  const services = {
    config,
    provider,
    sealer,
    sessions: createSessionCookie(sealer, now),
    refresher: createSessionRefresher(provider, sealer, now),
    now,
    fetch: fetchImpl,
  };

  const app = new Hono<BffEnv>();
  app.use(requestLog(log, now));
  app.use(securityHeaders);
  app.use(requirePublicOrigin(publicOrigins(config.publicOrigins), config.trustProxy));
  app.use(requireSameOriginScript);
  app.route('/bff', authRoutes(services));
  app.all('/api/*', apiProxy(services));
  app.notFound((c) =>
    abpErrorResponse('notFound', preferredLanguage(c.req.header('accept-language'))),
  );
  app.onError((error, c) => {
    c.set('failure', error.name);
    return abpErrorResponse('internal', preferredLanguage(c.req.header('accept-language')));
  });
  return app;
}

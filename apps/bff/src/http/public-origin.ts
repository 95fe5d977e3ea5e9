import type { MiddlewareHandler } from 'hono';
import { abpErrorResponse, preferredLanguage } from '../abp-error';
import type { PublicOrigins } from '../public-origins';
import type { BffEnv } from './context';

/** Answers only on the portal's origins: redirect URIs and cookies are built from this one. */
export function requirePublicOrigin(
  origins: PublicOrigins,
  trustProxy: boolean,
): MiddlewareHandler<BffEnv> {
  return async (c, next) => {
    const origin = origins.ofRequest(c.req.raw, trustProxy);
    if (!origin) {
      c.set('failure', 'unknown_host');
      return abpErrorResponse('notFound', preferredLanguage(c.req.header('accept-language')));
    }
    c.set('origin', origin);
    return next();
  };
}

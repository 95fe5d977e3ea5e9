import type { MiddlewareHandler } from 'hono';
import type { BffEnv } from './context';

// The BFF answers JSON and redirects only: nothing it sends may run, frame or be sniffed.
const ALWAYS = {
  'Content-Security-Policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Strict headers on every answer; auth answers are never stored by any cache. */
export const securityHeaders: MiddlewareHandler<BffEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(ALWAYS)) headers.set(name, value);
  if (c.get('origin')?.startsWith('https:')) {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
  if (c.req.path.startsWith('/bff/')) {
    headers.set('Cache-Control', 'no-store');
    headers.set('Pragma', 'no-cache');
  }
};

// The BFF's settings beside the sandbox, for `npm start -- --bff` and the BFF-mode e2e run: the
// sandbox's development client secret and a cookie key made for this run (sessions end with it).
import { randomBytes } from 'node:crypto';

export const BFF_PORT = 44330;

/**
 * The e2e run's cookie key, published like the demo passwords: its tests open the session cookie
 * to learn the tokens the browser must never see. Nothing outside a test run uses it.
 */
export const E2E_BFF_COOKIE_KEY = 'c2FobS1iZmYtZTJlLWtleS1ub3QtZm9yLXVzZS0wMDA';

/** Environment variables for apps/bff with the portal on `portalPort` and the sandbox on 44320. */
export function sandboxBffEnvironment({ portalPort = 4200, cookieKey } = {}) {
  return {
    BFF_ISSUER: 'http://localhost:44320',
    BFF_API_URL: 'http://localhost:44320',
    BFF_CLIENT_SECRET: 'sahm-bff-development-secret',
    BFF_PUBLIC_ORIGINS: `http://localhost:${portalPort},http://{0}.localhost:${portalPort}`,
    BFF_COOKIE_KEYS: cookieKey ?? randomBytes(32).toString('base64url'),
    BFF_PORT: String(BFF_PORT),
    // nginx and Vite's proxy pass the portal's host on.
    BFF_TRUST_PROXY: '1',
  };
}

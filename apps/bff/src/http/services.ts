import type { BffConfig } from '../config';
import type { IdentityProvider } from '../identity-provider';
import type { Sealer } from '../seal';
import type { SessionCookie } from '../session-cookie';
import type { SessionRefresher } from '../session-refresher';

/** What the routes work with, built once per BFF instance (app.ts). */
export interface BffServices {
  config: BffConfig;
  provider: IdentityProvider;
  sealer: Sealer;
  sessions: SessionCookie;
  refresher: SessionRefresher;
  now: () => number;
  /** To the ABP API (the provider's calls go through openid-client with the same function). */
  fetch: typeof fetch;
}

/** Appends Set-Cookie lines to a response the route built itself. */
export function withCookies(response: Response, setCookies: readonly string[]): Response {
  for (const line of setCookies) response.headers.append('Set-Cookie', line);
  return response;
}

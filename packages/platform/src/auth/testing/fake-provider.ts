import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { createOidcAuth, type OidcAuthOptions } from '../oidc-auth';

export const ISSUER = 'https://auth.sahm.example';
export const TOKEN_ENDPOINT = `${ISSUER}/connect/token`;
export const REVOCATION_ENDPOINT = `${ISSUER}/connect/revocat`;

/**
 * An identity provider for the auth tests, in memory: password and refresh grants, refresh tokens
 * rotated with reuse detection as in the sandbox, and revocation.
 */
export function createFakeProvider() {
  const provider = {
    tokenRequests: [] as { body: URLSearchParams; tenant: string | null }[],
    revoked: [] as string[],
    liveRefreshTokens: new Set<string>(),
    issued: 0,
    /** The last access token issued. */
    get accessToken() {
      return `at-${provider.issued}`;
    },
    get refreshToken() {
      return `rt-${provider.issued}`;
    },
    reset() {
      provider.tokenRequests.length = 0;
      provider.revoked.length = 0;
      provider.liveRefreshTokens = new Set();
    },
    issue(expiresIn = 300) {
      provider.issued += 1;
      provider.liveRefreshTokens.add(provider.refreshToken);
      return {
        access_token: provider.accessToken,
        refresh_token: provider.refreshToken,
        token_type: 'Bearer',
        expires_in: expiresIn,
        scope: 'openid offline_access Sahm',
      };
    },
  };
  const server = setupServer(
    http.get(`${ISSUER}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/connect/authorize`,
        token_endpoint: TOKEN_ENDPOINT,
        revocation_endpoint: REVOCATION_ENDPOINT,
        end_session_endpoint: `${ISSUER}/connect/logout`,
        jwks_uri: `${ISSUER}/.well-known/jwks`,
      }),
    ),
    http.post(TOKEN_ENDPOINT, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      provider.tokenRequests.push({ body, tenant: request.headers.get('__tenant') });
      if (body.get('grant_type') === 'password') {
        return body.get('password') === '1q2w3E*'
          ? HttpResponse.json(provider.issue(Number(body.get('expires') ?? 300)))
          : HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }
      const refreshToken = body.get('refresh_token') ?? '';
      if (!provider.liveRefreshTokens.has(refreshToken)) {
        // Reuse detection as in the sandbox: the whole grant dies.
        provider.liveRefreshTokens = new Set();
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }
      provider.liveRefreshTokens.delete(refreshToken);
      return HttpResponse.json(provider.issue());
    }),
    http.post(REVOCATION_ENDPOINT, async ({ request }) => {
      provider.revoked.push(new URLSearchParams(await request.text()).get('token') ?? '');
      return HttpResponse.json({});
    }),
  );
  return { provider, server };
}

export function fakeCookies() {
  const jar = new Map<string, string>();
  return {
    jar,
    written: [] as string[],
    read: (name: string) => jar.get(name) ?? null,
    write(cookie: string) {
      this.written.push(cookie);
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

/** One browser tab's auth against the fake provider: password mode unless told otherwise. */
export function openTab(overrides: Partial<OidcAuthOptions> = {}) {
  const cookies = fakeCookies();
  const onTokensCleared = vi.fn();
  const auth = createOidcAuth({
    issuer: ISSUER,
    clientId: 'Sahm_App',
    scope: 'openid offline_access Sahm',
    redirectUri: 'http://localhost:4200/signin-callback',
    postLogoutRedirectUri: 'http://localhost:4200/',
    requireHttps: true,
    responseType: 'password',
    getLanguage: () => 'ar',
    getTenantId: () => 'tenant-1',
    cookies,
    onTokensCleared,
    ...overrides,
  });
  return { auth, cookies, onTokensCleared };
}

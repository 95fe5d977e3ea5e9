import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CALLBACK_PATH, PORTAL_CLIENT_ID } from './config';
import { startSandbox, type Sandbox } from './server';
import { pkce } from './testing/code-flow';

const PORT = 44391;
const ORIGIN = `http://localhost:${PORT}`;
const PORTAL = 'http://localhost:4200';
const REDIRECT_URI = `${PORTAL}${PORTAL_CALLBACK_PATH}`;
const TENANT_PORTALS = 'http://{0}.localhost:4200';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: PORT,
    origin: ORIGIN,
    portalOrigins: [PORTAL, TENANT_PORTALS],
    testHooks: true,
  });
});
afterAll(() => sandbox.close());

/** Just enough of a browser: keeps cookies and lets us follow redirects one at a time. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function step(jar: CookieJar, url: string, init: RequestInit = {}) {
  const response = await fetch(new URL(url, ORIGIN), {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

function authorizeUrl(params: Record<string, string>) {
  const url = new URL('/connect/authorize', ORIGIN);
  const all = {
    client_id: PORTAL_CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email roles offline_access Sahm',
    state: 'state-1',
    ...params,
  };
  Object.entries(all).forEach(([key, value]) => url.searchParams.set(key, value));
  return url.href;
}

/** Walks the authorization code flow as a browser would and answers the token response. */
async function signIn(userName: string, password: string) {
  const jar = new CookieJar();
  const { verifier, challenge } = pkce();
  const start = await step(
    jar,
    authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256', ui_locales: 'en' }),
  );
  const interaction = start.headers.get('location') ?? '';
  expect(interaction).toMatch(/^\/account\/interaction\//);
  const page = await step(jar, interaction);
  expect(page.status).toBe(200);
  const login = await step(jar, `${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: userName, password }).toString(),
  });
  if (login.status !== 303) return { loginStatus: login.status, html: await login.text() };
  let location = login.headers.get('location') ?? '';
  while (!location.startsWith(REDIRECT_URI)) {
    location = (await step(jar, location)).headers.get('location') ?? '';
  }
  const code = new URL(location).searchParams.get('code') ?? '';
  const token = await fetch(`${ORIGIN}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: PORTAL_CLIENT_ID,
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    }).toString(),
  });
  return { jar, loginStatus: login.status, token: (await token.json()) as Record<string, string> };
}

describe('the sandbox identity provider', () => {
  it('publishes OpenIddict-style endpoints and S256 PKCE only', async () => {
    const discovery = await (await fetch(`${ORIGIN}/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/connect/authorize`,
      token_endpoint: `${ORIGIN}/connect/token`,
      revocation_endpoint: `${ORIGIN}/connect/revocat`,
      end_session_endpoint: `${ORIGIN}/connect/logout`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
  });

  it('refuses an authorization request without PKCE', async () => {
    const response = await step(new CookieJar(), authorizeUrl({}));
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('accepts the callback of any tenant sub-domain, and no other host', async () => {
    const { challenge } = pkce();
    const authorize = (redirectUri: string) =>
      step(
        new CookieJar(),
        authorizeUrl({
          redirect_uri: redirectUri,
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }),
      );
    const tenant = await authorize(`http://globex.localhost:4200${PORTAL_CALLBACK_PATH}`);
    expect(tenant.status).toBe(303);
    expect(tenant.headers.get('location')).toMatch(/^\/account\/interaction\//);

    for (const hostile of [
      `http://globex.evil.example:4200${PORTAL_CALLBACK_PATH}`,
      `http://globex.localhost:4200/elsewhere`,
      `http://globex.localhost:4200${PORTAL_CALLBACK_PATH}?next=https://evil.example`,
    ]) {
      const refused = await authorize(hostile);
      expect(refused.status, hostile).toBe(400);
      expect(refused.headers.get('location'), hostile).toBeNull();
    }
  });

  it('keeps the typed user name and says why when the password is wrong', async () => {
    const result = await signIn('investor', 'wrong');
    expect(result.loginStatus).toBe(401);
    expect(result.html).toContain('Invalid user name or password.');
    expect(result.html).toContain('value="investor"');
  });

  it('signs in with code + PKCE, serves the API for the token, refreshes with rotation and revokes', async () => {
    const { token } = await signIn('investor', '1q2w3E*');
    // The default 5 minutes the e2e's refresh and idle tests fast-forward across.
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(token?.refresh_token).toBeTruthy();

    const configuration = await fetch(`${ORIGIN}/api/abp/application-configuration`, {
      headers: { authorization: `Bearer ${token?.access_token}`, 'accept-language': 'en' },
    }).then((response) => response.json());
    expect(configuration.currentUser).toMatchObject({
      isAuthenticated: true,
      userName: 'investor',
    });
    expect(configuration.localization.currentCulture.cultureName).toBe('en');

    const refresh = (body: Record<string, string>) =>
      fetch(`${ORIGIN}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, ...body }).toString(),
      });
    const refreshed = await refresh({
      grant_type: 'refresh_token',
      refresh_token: token!.refresh_token!,
    });
    const rotated = (await refreshed.json()) as Record<string, string>;
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(token?.refresh_token);

    const revoked = await refresh({
      token: rotated.access_token!,
      token_type_hint: 'access_token',
    });
    expect(revoked.status).toBe(400); // the token endpoint is not the revocation endpoint
    const revocation = await fetch(`${ORIGIN}/connect/revocat`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        token: rotated.access_token!,
      }).toString(),
    });
    expect(revocation.status).toBe(200);
    expect(revocation.headers.get('content-type')).toMatch(/application\/json/);
    const afterRevocation = await fetch(`${ORIGIN}/api/abp/application-configuration`, {
      headers: { authorization: `Bearer ${rotated.access_token}` },
    }).then((response) => response.json());
    expect(afterRevocation.currentUser.isAuthenticated).toBe(false);
  });
});

describe('the manage-profile page', () => {
  it('shows the signed-in account and links back only to the portal', async () => {
    const { jar } = await signIn('investor', '1q2w3E*');
    const page = await step(
      jar!,
      `/account/manage?ui_locales=en&returnUrl=${encodeURIComponent(`${PORTAL}/wallet`)}`,
    );
    const html = await page.text();
    expect(html).toContain('<dd>investor</dd>');
    expect(html).toContain(`href="${PORTAL}/wallet"`);

    const hostile = await step(
      jar!,
      `/account/manage?returnUrl=${encodeURIComponent('https://evil.example/')}`,
    );
    const hostileHtml = await hostile.text();
    expect(hostileHtml).not.toContain('evil.example');
    expect(hostileHtml).toContain(`href="${PORTAL}/"`);
  });

  it('tells a visitor without a provider session that they are not signed in', async () => {
    const html = await (await fetch(`${ORIGIN}/account/manage?ui_locales=en`)).text();
    expect(html).toContain('You are not signed in at the identity provider.');
  });
});

describe('the sandbox API', () => {
  it('answers CORS preflights for the portal only', async () => {
    const preflight = (origin: string) =>
      fetch(`${ORIGIN}/api/abp/application-configuration`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,__tenant',
        },
      });
    const allowed = await preflight(PORTAL);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/__tenant/);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
    const tenant = await preflight('http://globex.localhost:4200');
    expect(tenant.headers.get('access-control-allow-origin')).toBe('http://globex.localhost:4200');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('drops the connection for a queued network error and keeps serving', async () => {
    const queued = await fetch(`${ORIGIN}/api/__mocks/investor/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operation: '*', failure: 'network-error' }),
    });
    expect(queued.status).toBe(204);
    await expect(fetch(`${ORIGIN}/api/app/investor/investor-name`)).rejects.toThrow(TypeError);
    const after = await fetch(`${ORIGIN}/api/abp/application-configuration`);
    expect(after.status).toBe(200);
  });

  it("serves the configuration without texts and the texts per culture, as ABP's client asks", async () => {
    const headers = { origin: PORTAL, 'accept-language': 'en' };
    const configuration = await fetch(
      `${ORIGIN}/api/abp/application-configuration?includeLocalizationResources=false`,
      { headers },
    ).then((response) => response.json());
    expect(configuration.localization).toMatchObject({
      values: {},
      resources: {},
      currentCulture: { cultureName: 'en' },
    });

    const texts = await fetch(
      `${ORIGIN}/api/abp/application-localization?cultureName=ar&onlyDynamics=false`,
      { headers },
    );
    expect(texts.status).toBe(200);
    expect(texts.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const body = await texts.json();
    expect(body.currentCulture.cultureName).toBe('ar');
    expect(body.resources.AbpUi.texts.Login).toBe('تسجيل الدخول');
  });

  it('answers unknown API paths with an ABP-format 404', async () => {
    const response = await fetch(`${ORIGIN}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('_abperrorformat')).toBe('true');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABP_ANGULAR_CLIENT_ID,
  DEFAULT_ABP_ANGULAR_ORIGIN,
  PORTAL_CALLBACK_PATH,
  PORTAL_CLIENT_ID,
  readSandboxConfig,
} from '../config';
import { startSandbox, type Sandbox } from '../server';
import { pkce, signInAtProvider } from '../testing/code-flow';

// Outside the 4439x series the other sandbox tests count up in.
const PORT = 44371;
const ORIGIN = `http://localhost:${PORT}`;
const PORTAL = 'http://localhost:4200';
const ANGULAR = 'http://localhost:4300';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: PORT,
    origin: ORIGIN,
    portalOrigins: [PORTAL, 'http://{0}.localhost:4200'],
    abpAngularOrigins: [ANGULAR],
  });
});
afterAll(() => sandbox.close());

/** The authorization request ABP's Angular client sends (angular-oauth2-oidc, code flow). */
function authorize(clientId: string, redirectUri: string, challenge: string, cookie = '') {
  const url = new URL('/connect/authorize', ORIGIN);
  for (const [key, value] of Object.entries({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid offline_access Sahm',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    'ui-culture': 'en',
  })) {
    url.searchParams.set(key, value);
  }
  return fetch(url, { redirect: 'manual', headers: { cookie } });
}

describe("ABP's Angular client", () => {
  it('is registered by default for the fixture origin and can be moved or dropped', () => {
    expect(readSandboxConfig({}).abpAngularOrigins).toEqual([DEFAULT_ABP_ANGULAR_ORIGIN]);
    expect(
      readSandboxConfig({ ABP_ANGULAR_ORIGINS: 'http://localhost:4301' }).abpAngularOrigins,
    ).toEqual(['http://localhost:4301']);
  });

  it('signs in with code + PKCE on its root URL and gets a refresh token across origins', async () => {
    const { verifier, challenge } = pkce();
    const start = await authorize(ABP_ANGULAR_CLIENT_ID, ANGULAR, challenge);
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toMatch(/^\/account\/interaction\//);
    const { location } = await signInAtProvider(ORIGIN, start, {
      userName: 'admin',
      returnTo: ANGULAR,
    });
    const code = new URL(location).searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const token = await fetch(`${ORIGIN}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ANGULAR },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: ABP_ANGULAR_CLIENT_ID,
        code,
        redirect_uri: ANGULAR,
        code_verifier: verifier,
      }).toString(),
    });
    expect(token.status).toBe(200);
    expect(token.headers.get('access-control-allow-origin')).toBe(ANGULAR);
    const body = (await token.json()) as Record<string, string>;
    expect(body.refresh_token).toBeTruthy();

    const configuration = await fetch(`${ORIGIN}/api/abp/application-configuration`, {
      headers: { authorization: `Bearer ${body.access_token}`, origin: ANGULAR },
    });
    expect(configuration.headers.get('access-control-allow-origin')).toBe(ANGULAR);
    expect((await configuration.json()).currentUser.userName).toBe('admin');

    // ABP 10 keeps the access token in memory: every reload refreshes, naming the configured scope.
    const refresh = (scope: string, refreshToken: string) =>
      fetch(`${ORIGIN}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ANGULAR },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: ABP_ANGULAR_CLIENT_ID,
          scope,
          refresh_token: refreshToken,
        }).toString(),
      });
    const refreshed = await refresh('offline_access Sahm', body.refresh_token!);
    expect(refreshed.status).toBe(200);
    const rotated = (await refreshed.json()) as Record<string, string>;
    expect(rotated.access_token).toBeTruthy();
    // A scope the sign-in did not ask for is still refused, as OpenIddict does.
    const widened = await refresh('offline_access Sahm profile', rotated.refresh_token!);
    expect(widened.status).toBe(400);
    expect(((await widened.json()) as Record<string, string>).error).toBe('invalid_scope');
  });

  it('keeps each client to its own redirect URIs: no portal callback, no tenant sub-domain', async () => {
    const { challenge } = pkce();
    for (const foreign of [
      `${PORTAL}${PORTAL_CALLBACK_PATH}`,
      `http://globex.localhost:4200${PORTAL_CALLBACK_PATH}`,
      `${ANGULAR}/elsewhere`,
    ]) {
      const refused = await authorize(ABP_ANGULAR_CLIENT_ID, foreign, challenge);
      expect(refused.status, foreign).toBe(400);
    }
    const portalToAngular = await authorize(PORTAL_CLIENT_ID, ANGULAR, challenge);
    expect(portalToAngular.status).toBe(400);
  });

  it("refuses the portal's origin at the token endpoint for the Angular client", async () => {
    const refresh = await fetch(`${ORIGIN}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: ABP_ANGULAR_CLIENT_ID,
        refresh_token: 'none',
      }).toString(),
    });
    expect(refresh.headers.get('access-control-allow-origin')).toBeNull();
  });
});

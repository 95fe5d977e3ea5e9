import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CALLBACK_PATH, PORTAL_CLIENT_ID } from '../config';
import { startSandbox, type Sandbox } from '../server';
import { pkce, signInAtProvider } from '../testing/code-flow';
import { PORTAL_SCOPE, sandboxCalls } from '../testing/sandbox-calls';

const PORT = 44398;
const ORIGIN = `http://localhost:${PORT}`;
const PORTAL = 'http://localhost:4200';
const REDIRECT_URI = `${PORTAL}${PORTAL_CALLBACK_PATH}`;
const WITHOUT_OFFLINE_ACCESS = 'openid profile Sahm';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: PORT, origin: ORIGIN, portalOrigins: [PORTAL] });
});
afterAll(() => sandbox.close());

const { passwordGrant } = sandboxCalls(ORIGIN);

async function token(body: Record<string, string>) {
  const response = await fetch(`${ORIGIN}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, ...body }).toString(),
  });
  return { status: response.status, json: (await response.json()) as Record<string, string> };
}

/** The portal's code flow (code + PKCE) with the given scope, as far as the token response. */
async function codeFlow(scope: string) {
  const { verifier, challenge } = pkce();
  const authorize = new URL('/connect/authorize', ORIGIN);
  Object.entries({
    client_id: PORTAL_CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope,
    state: 'state',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).forEach(([name, value]) => authorize.searchParams.set(name, value));
  const start = await fetch(authorize, { redirect: 'manual' });
  const { location, cookie } = await signInAtProvider(ORIGIN, start, {
    userName: 'investor',
    returnTo: REDIRECT_URI,
  });
  const answer = await token({
    grant_type: 'authorization_code',
    code: new URL(location).searchParams.get('code') ?? '',
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  return { ...answer, cookie };
}

/** Ends the provider session as the portal's logout does (the end-session page's own form). */
async function endSession(cookie: string) {
  const page = await fetch(`${ORIGIN}/connect/logout?client_id=${PORTAL_CLIENT_ID}`, {
    headers: { cookie },
  });
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const confirmed = await fetch(`${ORIGIN}/connect/logout/confirm`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  expect(confirmed.status).toBe(303);
}

// OpenIddictServerHandlers.EvaluateGeneratedTokens: a refresh token only for `offline_access`.
describe('refresh tokens only for offline_access, as OpenIddict issues them', () => {
  it('the password grant without offline_access issues none, and a refresh has nothing to redeem', async () => {
    const { response, json } = await passwordGrant('investor', '1q2w3E*', {
      scope: WITHOUT_OFFLINE_ACCESS,
    });
    expect(response.status).toBe(200);
    expect(json.access_token).toBeTruthy();
    expect(json.refresh_token).toBeUndefined();
    expect(json.scope?.split(' ')).not.toContain('offline_access');

    // OpenIddict: no refresh_token is invalid_request (ID2029), any other string invalid_grant.
    const missing = await token({ grant_type: 'refresh_token' });
    expect(missing).toMatchObject({ status: 400, json: { error: 'invalid_request' } });
    const unknown = await token({ grant_type: 'refresh_token', refresh_token: json.access_token! });
    expect(unknown).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });

  it('the password grant with offline_access issues one that refreshes', async () => {
    const { json } = await passwordGrant('investor', '1q2w3E*', { scope: PORTAL_SCOPE });
    expect(json.refresh_token).toBeTruthy();
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: json.refresh_token!,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.refresh_token).toBeTruthy();
  });

  it('the code flow without offline_access issues none; with it, one that refreshes', async () => {
    const without = await codeFlow(WITHOUT_OFFLINE_ACCESS);
    expect(without.status).toBe(200);
    expect(without.json.access_token).toBeTruthy();
    expect(without.json.refresh_token).toBeUndefined();

    // oidc-provider drops offline_access without prompt=consent; OpenIddict grants it as asked.
    const withIt = await codeFlow(PORTAL_SCOPE);
    expect(withIt.json.refresh_token).toBeTruthy();
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: withIt.json.refresh_token!,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.refresh_token).toBeTruthy();
  });

  it('a code-flow refresh token still ends with the provider session (docs/adr/0004)', async () => {
    const { json, cookie } = await codeFlow(PORTAL_SCOPE);
    await endSession(cookie);
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: json.refresh_token!,
    });
    expect(refreshed).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });
});

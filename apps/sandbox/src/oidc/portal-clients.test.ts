import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BFF_CALLBACK_PATH,
  BFF_CLIENT_ID,
  PORTAL_CALLBACK_PATH,
  PORTAL_CLIENT_ID,
} from '../config';
import { startSandbox, type Sandbox } from '../server';
import { pkce } from '../testing/code-flow';
import { fillOrigin, readPortalClients, type PortalClientsFile } from './portal-clients';

// docs/openiddict-clients.json is the one description of the portal's clients (ADR 0499): the
// sandbox registers exactly what it says, and it says what the portal and the BFF send.
const FILE = readPortalClients();
const PORT = 44373;
const CHANGED_PORT = 44374;
const HOME = 'http://localhost:4200';
const TENANT = 'http://globex.localhost:4200';
const PORTAL_ORIGINS = [HOME, 'http://{0}.localhost:4200'];

const sandboxOrigin = (port: number) => `http://localhost:${port}`;

function authorize(port: number, clientId: string, redirectUri: string, scope = 'openid Sahm') {
  const url = new URL('/connect/authorize', sandboxOrigin(port));
  Object.entries({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    state: 'state',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  }).forEach(([name, value]) => url.searchParams.set(name, value));
  return fetch(url, { redirect: 'manual' });
}

/** RP-initiated logout naming the client: 200 (the logout form) or 400 (an unregistered URI). */
function endSession(port: number, clientId: string, postLogoutRedirectUri: string) {
  const url = new URL('/connect/logout', sandboxOrigin(port));
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  return fetch(url, { redirect: 'manual' });
}

function passwordGrant(port: number, clientId: string, scope: string) {
  return fetch(`${sandboxOrigin(port)}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: clientId,
      username: 'admin',
      password: '1q2w3E*',
      scope,
    }).toString(),
  });
}

/** The file with one client's fields replaced, as an edit to docs/openiddict-clients.json would. */
function changed(clientId: string, fields: Partial<PortalClientsFile['clients'][number]>) {
  const copy = structuredClone(FILE);
  copy.clients = copy.clients.map((client) =>
    client.clientId === clientId ? { ...client, ...fields } : client,
  );
  return copy;
}

const browser = FILE.clients.find((client) => client.mode === 'browser')!;
const bff = FILE.clients.find((client) => client.mode === 'bff')!;

describe('docs/openiddict-clients.json in the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      port: PORT,
      origin: sandboxOrigin(PORT),
      portalOrigins: PORTAL_ORIGINS,
    });
  });
  afterAll(() => sandbox.close());

  it.each(FILE.clients.map((client) => [client.clientId, client] as const))(
    '%s: its redirect and post-logout URIs, on the portal and a tenant sub-domain, and no other',
    async (clientId, client) => {
      const others = FILE.clients.filter((other) => other.clientId !== clientId);
      for (const origin of [HOME, TENANT]) {
        for (const template of client.redirectUris) {
          const uri = fillOrigin(template, origin);
          expect((await authorize(PORT, clientId, uri)).status, uri).toBe(303);
          expect((await authorize(PORT, clientId, `${uri}/else`)).status, uri).toBe(400);
        }
        for (const template of others.flatMap((other) => other.redirectUris)) {
          const uri = fillOrigin(template, origin);
          expect((await authorize(PORT, clientId, uri)).status, uri).toBe(400);
        }
        for (const template of client.postLogoutRedirectUris) {
          const uri = fillOrigin(template, origin);
          expect((await endSession(PORT, clientId, uri)).status, uri).toBe(200);
          expect((await endSession(PORT, clientId, `${uri}else`)).status, uri).toBe(400);
        }
      }
      const foreign = fillOrigin(client.redirectUris[0]!, 'http://evil.example:4200');
      expect((await authorize(PORT, clientId, foreign)).status).toBe(400);
    },
  );

  it('lets each client use the grant types the file gives it and no other', async () => {
    for (const client of FILE.clients) {
      const answer = await passwordGrant(PORT, client.clientId, 'openid Sahm');
      // A confidential client without its secret fails authentication before its grant is judged.
      const expected = client.grantTypes.includes('password')
        ? 200
        : client.type === 'confidential'
          ? 401
          : 400;
      expect(answer.status, client.clientId).toBe(expected);
    }
  });

  it('says what the portal and the BFF send', () => {
    // The sandbox's own copies, used by its tests to send what the portal and the BFF send.
    expect(browser.clientId).toBe(PORTAL_CLIENT_ID);
    expect(bff.clientId).toBe(BFF_CLIENT_ID);
    expect(browser.redirectUris).toEqual([`{origin}${PORTAL_CALLBACK_PATH}`]);
    expect(bff.redirectUris).toEqual([`{origin}${BFF_CALLBACK_PATH}`]);

    // The portal's env.json (browser mode) and env.bff.json (BFF mode), as deployed.
    const env = JSON.parse(readFileSync('apps/portal/public/env.json', 'utf8'));
    const envBff = JSON.parse(readFileSync('apps/portal/env.bff.json', 'utf8'));
    const origin = env.application.baseUrl;
    expect(env.oAuthConfig.clientId).toBe(browser.clientId);
    expect(env.oAuthConfig.redirectUri).toBe(fillOrigin(browser.redirectUris[0]!, origin));
    expect(env.oAuthConfig.postLogoutRedirectUri).toBe(
      fillOrigin(browser.postLogoutRedirectUris[0]!, origin),
    );
    expect(env.oAuthConfig.scope.split(' ').sort()).toEqual([...browser.scopes].sort());
    expect(envBff.oAuthConfig.clientId).toBe(bff.clientId);
    expect(envBff.oAuthConfig.scope.split(' ').sort()).toEqual([...bff.scopes].sort());
  });
});

describe('a sandbox started from a changed file', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      port: CHANGED_PORT,
      origin: sandboxOrigin(CHANGED_PORT),
      portalOrigins: PORTAL_ORIGINS,
      portalClients: changed(browser.clientId, {
        redirectUris: ['{origin}/auth/callback'],
        postLogoutRedirectUris: ['{origin}/signed-out'],
        grantTypes: ['authorization_code', 'refresh_token'],
        scopes: browser.scopes.filter((scope) => scope !== 'phone'),
      }),
    });
  });
  afterAll(() => sandbox.close());

  it("follows it: the new URIs are accepted and the portal's old ones refused", async () => {
    for (const origin of [HOME, TENANT]) {
      const uri = (path: string) => `${origin}${path}`;
      expect((await authorize(CHANGED_PORT, browser.clientId, uri('/auth/callback'))).status).toBe(
        303,
      );
      expect(
        (await authorize(CHANGED_PORT, browser.clientId, uri(PORTAL_CALLBACK_PATH))).status,
      ).toBe(400);
      expect((await endSession(CHANGED_PORT, browser.clientId, uri('/signed-out'))).status).toBe(
        200,
      );
      expect((await endSession(CHANGED_PORT, browser.clientId, uri('/'))).status).toBe(400);
    }
  });

  it('keeps the client to its changed scopes and grant types', async () => {
    const callback = `${HOME}/auth/callback`;
    expect((await authorize(CHANGED_PORT, browser.clientId, callback, 'openid Sahm')).status).toBe(
      303,
    );
    const phone = await authorize(CHANGED_PORT, browser.clientId, callback, 'openid phone Sahm');
    expect(phone.status).toBe(303);
    expect(new URL(phone.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'invalid_scope',
    );
    expect((await passwordGrant(CHANGED_PORT, browser.clientId, 'openid Sahm')).status).toBe(400);
  });
});

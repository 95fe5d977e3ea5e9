import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { PORTAL_CLIENT_ID } from '../config';
import { startSandbox, type Sandbox } from '../server';

const PORT = 44392;
const ORIGIN = `http://localhost:${PORT}`;
const PORTAL = 'http://localhost:4200';
const SCOPE = 'openid profile email roles offline_access Sahm';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: PORT, origin: ORIGIN, portalOrigins: [PORTAL] });
});
afterAll(() => sandbox.close());

type TokenResponse = Record<string, string | number | undefined>;

async function token(body: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${ORIGIN}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL, ...headers },
    body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, ...body }).toString(),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as TokenResponse,
  };
}

const passwordGrant = (
  username: string,
  password: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) => token({ grant_type: 'password', username, password, scope: SCOPE, ...extra }, headers);

async function currentUser(accessToken: unknown) {
  const configuration = await fetch(`${ORIGIN}/api/abp/application-configuration`, {
    headers: { authorization: `Bearer ${String(accessToken)}` },
  }).then((response) => response.json());
  return configuration.currentUser as {
    isAuthenticated: boolean;
    userName?: string;
    tenantId?: string | null;
  };
}

function idTokenClaims(idToken: unknown): Record<string, unknown> {
  const payload = String(idToken).split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

describe('the password grant (SPEC §4 password mode)', () => {
  it('issues access, refresh and id tokens for the API and lets the API recognise the user', async () => {
    const { status, json, headers } = await passwordGrant('investor', '1q2w3E*');
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(json).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(json.refresh_token).toBeTruthy();
    expect(String(json.scope).split(' ')).toEqual(expect.arrayContaining(['openid', 'Sahm']));
    expect(idTokenClaims(json.id_token)).toMatchObject({
      sub: SEEDED_IDS.users.investor,
      preferred_username: 'investor',
      aud: PORTAL_CLIENT_ID,
    });
    expect(await currentUser(json.access_token)).toMatchObject({
      isAuthenticated: true,
      userName: 'investor',
    });
  });

  it('refuses wrong credentials and missing parameters', async () => {
    const wrong = await passwordGrant('investor', 'wrong');
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('invalid_grant');

    const missing = await token({ grant_type: 'password', username: 'investor', scope: SCOPE });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('invalid_request');
  });

  it('refuses scopes the client may not have', async () => {
    const result = await passwordGrant('investor', '1q2w3E*', { scope: 'openid admin.everything' });
    expect(result.status).toBe(400);
    expect(result.json.error).toBe('invalid_scope');
  });

  it('looks the user up within the tenant of the __tenant header or parameter', async () => {
    const acme = SEEDED_IDS.tenants.acme;
    const byHeader = await passwordGrant('investor', '1q2w3E*', {}, { __tenant: acme });
    expect(byHeader.status).toBe(200);
    expect(await currentUser(byHeader.json.access_token)).toMatchObject({ tenantId: acme });

    const byParam = await passwordGrant('investor', '1q2w3E*', { __tenant: acme });
    expect(await currentUser(byParam.json.access_token)).toMatchObject({ tenantId: acme });

    const host = await passwordGrant('investor', '1q2w3E*');
    expect((await currentUser(host.json.access_token)).tenantId ?? null).toBeNull();

    const unknown = await passwordGrant(
      'investor',
      '1q2w3E*',
      {},
      {
        __tenant: '00000000-0000-0000-0000-000000000000',
      },
    );
    expect(unknown.json.error).toBe('invalid_grant');
  });

  it('allows the tenant header in the CORS preflight of the token endpoint', async () => {
    const preflight = await fetch(`${ORIGIN}/connect/token`, {
      method: 'OPTIONS',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': '__tenant',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/__tenant/);
  });

  it('refreshes with rotation; replaying a rotated refresh token revokes the whole grant', async () => {
    const first = (await passwordGrant('investor', '1q2w3E*')).json;
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: String(first.refresh_token),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.refresh_token).not.toBe(first.refresh_token);
    expect(String(refreshed.json.scope).split(' ')).toContain('Sahm');
    expect(await currentUser(refreshed.json.access_token)).toMatchObject({ isAuthenticated: true });

    // A second tab replaying the old refresh token: exactly what the platform's lock prevents.
    const replay = await token({
      grant_type: 'refresh_token',
      refresh_token: String(first.refresh_token),
    });
    expect(replay.json.error).toBe('invalid_grant');
    const newest = await token({
      grant_type: 'refresh_token',
      refresh_token: String(refreshed.json.refresh_token),
    });
    expect(newest.json.error).toBe('invalid_grant');
  });

  it('revokes password-grant tokens at the revocation endpoint', async () => {
    const { json } = await passwordGrant('investor', '1q2w3E*');
    const revocation = await fetch(`${ORIGIN}/connect/revocat`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        token: String(json.access_token),
      }).toString(),
    });
    expect(revocation.status).toBe(200);
    expect(await currentUser(json.access_token)).toMatchObject({ isAuthenticated: false });
  });
});

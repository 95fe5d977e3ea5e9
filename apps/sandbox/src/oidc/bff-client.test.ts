import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BFF_CALLBACK_PATH,
  BFF_CLIENT_ID,
  DEVELOPMENT_BFF_CLIENT_SECRET,
  PORTAL_CALLBACK_PATH,
  PORTAL_CLIENT_ID,
} from '../config';
import { startSandbox, type Sandbox } from '../server';

const PORT = 44364;
const ORIGIN = `http://localhost:${PORT}`;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: PORT,
    origin: ORIGIN,
    portalOrigins: ['http://localhost:4200', 'http://{0}.localhost:4200'],
  });
});
afterAll(() => sandbox.close());

function authorize(clientId: string, redirectUri: string) {
  const url = new URL('/connect/authorize', ORIGIN);
  Object.entries({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid offline_access Sahm',
    state: 'state',
    code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
    code_challenge_method: 'S256',
  }).forEach(([name, value]) => url.searchParams.set(name, value));
  return fetch(url, { redirect: 'manual' });
}

describe('the BFF’s confidential client (apps/bff)', () => {
  it('comes back to /bff/callback on the portal and any tenant sub-domain, nowhere else', async () => {
    for (const origin of ['http://localhost:4200', 'http://globex.localhost:4200']) {
      const accepted = await authorize(BFF_CLIENT_ID, `${origin}${BFF_CALLBACK_PATH}`);
      expect(accepted.status, origin).toBe(303);
    }
    for (const uri of [
      `http://localhost:4200${PORTAL_CALLBACK_PATH}`,
      `http://evil.example:4200${BFF_CALLBACK_PATH}`,
    ]) {
      expect((await authorize(BFF_CLIENT_ID, uri)).status, uri).toBe(400);
    }
    // And the portal's public client keeps to its own callback.
    expect(
      (await authorize(PORTAL_CLIENT_ID, `http://localhost:4200${BFF_CALLBACK_PATH}`)).status,
    ).toBe(400);
  });

  it('must authenticate with its secret at the token endpoint', async () => {
    const token = (authorization?: string) =>
      fetch(`${ORIGIN}/connect/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(authorization ? { authorization } : {}),
        },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: 'unknown',
          ...(authorization ? {} : { client_id: BFF_CLIENT_ID }),
        }),
      });
    const basic = (secret: string) =>
      `Basic ${Buffer.from(`${BFF_CLIENT_ID}:${secret}`).toString('base64')}`;
    expect((await (await token()).json()).error).toBe('invalid_client');
    expect((await (await token(basic('wrong'))).json()).error).toBe('invalid_client');
    // The right secret gets as far as the (unknown) refresh token.
    expect((await (await token(basic(DEVELOPMENT_BFF_CLIENT_SECRET))).json()).error).toBe(
      'invalid_grant',
    );
  });
});

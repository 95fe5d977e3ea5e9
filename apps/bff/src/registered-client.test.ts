import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID, DEFAULT_SCOPE, readBffConfig } from './config';
import { CALLBACK_PATH } from './http/auth-routes';

// The BFF signs in as the confidential client docs/openiddict-clients.json describes (ADR 0499): a
// backend registers that client, so what the BFF sends by default must be what the file says.
const file = JSON.parse(readFileSync('docs/openiddict-clients.json', 'utf8'));
const client = file.clients.find((entry: { mode: string }) => entry.mode === 'bff');

describe('the BFF and its registered client', () => {
  it('asks as the file registers it: client id, scopes, callback and a secret', () => {
    expect(client.clientId).toBe(DEFAULT_CLIENT_ID);
    expect(client.type).toBe('confidential');
    expect(DEFAULT_SCOPE.split(' ').sort()).toEqual([...client.scopes].sort());
    expect(client.redirectUris).toEqual([`{origin}${CALLBACK_PATH}`]);
    // The end session sends the origin's root (auth-routes.ts, /end-session).
    expect(client.postLogoutRedirectUris).toEqual(['{origin}/']);
  });

  it('reads its secret from the variable the file names', () => {
    const required = {
      BFF_ISSUER: 'https://id.sahm.example',
      BFF_API_URL: 'https://api.sahm.example',
      BFF_PUBLIC_ORIGINS: 'https://sahm.example',
      BFF_COOKIE_KEYS: Buffer.alloc(32, 7).toString('base64url'),
    };
    expect(() => readBffConfig(required)).toThrow(client.secret.bff);
    expect(readBffConfig({ ...required, [client.secret.bff]: 's3cret' }).clientSecret).toBe(
      's3cret',
    );
  });
});

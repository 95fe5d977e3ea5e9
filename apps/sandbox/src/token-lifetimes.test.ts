import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_LIFETIMES, PORTAL_CLIENT_ID, readSandboxConfig } from './config';
import { startSandbox, type Sandbox } from './server';

const PORT = 44394;
const ORIGIN = `http://localhost:${PORT}`;
const PORTAL = 'http://localhost:4200';

describe('readSandboxConfig token lifetimes', () => {
  it('defaults to 5-minute access tokens (the e2e fast-forwards across them) and 8-hour sessions', () => {
    expect(readSandboxConfig({}).tokenLifetimes).toEqual({
      accessTokenSeconds: 300,
      refreshTokenSeconds: 28_800,
    });
    expect(DEFAULT_TOKEN_LIFETIMES).toEqual(readSandboxConfig({}).tokenLifetimes);
  });

  it('reads SANDBOX_ACCESS_TOKEN_SECONDS and SANDBOX_REFRESH_TOKEN_SECONDS', () => {
    const config = readSandboxConfig({
      SANDBOX_ACCESS_TOKEN_SECONDS: '60',
      SANDBOX_REFRESH_TOKEN_SECONDS: '600',
    });
    expect(config.tokenLifetimes).toEqual({ accessTokenSeconds: 60, refreshTokenSeconds: 600 });
  });

  it.each(['0', '-5', '1.5', 'soon'])('refuses %s seconds, naming the variable', (value) => {
    expect(() => readSandboxConfig({ SANDBOX_ACCESS_TOKEN_SECONDS: value })).toThrow(
      /SANDBOX_ACCESS_TOKEN_SECONDS/,
    );
  });
});

describe('a sandbox with configured token lifetimes', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      port: PORT,
      origin: ORIGIN,
      portalOrigins: [PORTAL],
      tokenLifetimes: { accessTokenSeconds: 42, refreshTokenSeconds: 120 },
    });
  });
  afterAll(() => sandbox.close());

  const token = async (body: Record<string, string>) => {
    const response = await fetch(`${ORIGIN}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, ...body }).toString(),
    });
    return (await response.json()) as Record<string, string | number>;
  };

  it('issues access tokens that live that long, from the password grant and from a refresh', async () => {
    const issued = await token({
      grant_type: 'password',
      username: 'investor',
      password: '1q2w3E*',
      scope: 'openid profile offline_access Sahm',
    });
    expect(issued.expires_in).toBe(42);
    const idToken = JSON.parse(
      Buffer.from(String(issued.id_token).split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { iat: number; exp: number };
    expect(idToken.exp - idToken.iat).toBe(42);

    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: String(issued.refresh_token),
    });
    expect(refreshed.expires_in).toBe(42);
  });
});

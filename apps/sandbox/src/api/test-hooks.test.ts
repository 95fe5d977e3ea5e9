import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENT_EMAILS_PATH } from '@sahm/platform/mocks';
import { readSandboxConfig } from '../config';
import { startSandbox, type Sandbox } from '../server';
import { rawRequest, sandboxCalls } from '../testing/sandbox-calls';

const PORTAL = 'http://localhost:4200';
const OFF = 'http://localhost:44381';
const ON = 'http://localhost:44382';

let withoutHooks: Sandbox;
let withHooks: Sandbox;
beforeAll(async () => {
  withoutHooks = await startSandbox({ port: 44381, origin: OFF, portalOrigins: [PORTAL] });
  withHooks = await startSandbox({
    port: 44382,
    origin: ON,
    portalOrigins: [PORTAL],
    testHooks: true,
  });
});
afterAll(() => Promise.all([withoutHooks.close(), withHooks.close()]));

const HOOKS: [method: string, path: string, body?: unknown][] = [
  ['POST', '/__sandbox/reset'],
  [
    'POST',
    '/__sandbox/fail-next',
    { path: '/api/abp/application-configuration', failure: 'server-error' },
  ],
  ['DELETE', '/__sandbox/failures'],
  ['GET', '/__sandbox/ready'],
  ['POST', '/api/__mocks/investor/reset'],
  ['POST', '/api/__mocks/investor/fail-next', { operation: '*', failure: 'server-error' }],
  ['DELETE', '/api/__mocks/investor/failures'],
  ['GET', SENT_EMAILS_PATH],
];

const call = (origin: string, method: string, path: string, body?: unknown, headers = {}) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Whether the investor's wallet still shows the seeded balance less a subscription made before. */
async function subscribedBalance(origin: string, token: string) {
  const wallet = await sandboxCalls(origin).api('/api/app/investor/account-financial-info', {
    token,
  });
  return ((await wallet.json()) as { balance: number }).balance;
}

describe('test hooks are off unless a test run turns them on (ADR 0450)', () => {
  it('reads SANDBOX_TEST_HOOKS: off by default, 1 or true turns them on, nonsense is an error', () => {
    expect(readSandboxConfig({}).testHooks).toBe(false);
    expect(readSandboxConfig({ SANDBOX_TEST_HOOKS: '1' }).testHooks).toBe(true);
    expect(readSandboxConfig({ SANDBOX_TEST_HOOKS: 'true' }).testHooks).toBe(true);
    expect(readSandboxConfig({ SANDBOX_TEST_HOOKS: '0' }).testHooks).toBe(false);
    expect(() => readSandboxConfig({ SANDBOX_TEST_HOOKS: 'yes' })).toThrow(/SANDBOX_TEST_HOOKS/);
  });

  it.each(HOOKS)('without the flag, %s %s is unknown: an ABP 404', async (method, path, body) => {
    const response = await call(OFF, method, path, body);
    expect(response.status).toBe(404);
    expect(response.headers.get('_abperrorformat')).toBe('true');
  });

  it('without the flag, a fault cannot be queued by any spelling of the path', async () => {
    const fault = JSON.stringify({
      path: '/api/abp/application-configuration',
      failure: 'server-error',
    });
    for (const path of [
      '/__SANDBOX/fail-next',
      '/%5F%5Fsandbox/fail-next',
      '/x/../__sandbox/fail-next',
      '/x\\..\\__sandbox/fail-next',
      '/__sandbox/./fail-next',
    ]) {
      const queued = await rawRequest(
        OFF,
        'POST',
        path,
        { 'content-type': 'application/json' },
        fault,
      );
      expect(queued.status, path).toBe(404);
    }
    expect((await fetch(`${OFF}/api/abp/application-configuration`)).status).toBe(200);
  });
});

describe('with the flag, test hooks answer Node, never a web page (ADR 0450)', () => {
  it.each(HOOKS)('%s %s answers a caller without Origin', async (method, path, body) => {
    const response = await call(ON, method, path, body);
    expect(response.status).toBeLessThan(300);
    await call(ON, 'POST', '/__sandbox/reset');
  });

  it.each(HOOKS)(
    '%s %s refuses a request with an Origin, any Origin',
    async (method, path, body) => {
      for (const origin of [PORTAL, 'https://evil.example', 'null']) {
        const response = await call(ON, method, path, body, { origin });
        expect(response.status).toBe(403);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
      }
    },
  );

  it('refuses Sec-Fetch-Site, sent by a browser even to its own origin', async () => {
    for (const site of ['cross-site', 'same-site', 'same-origin', 'none']) {
      expect(
        (await call(ON, 'POST', '/__sandbox/reset', undefined, { 'sec-fetch-site': site })).status,
      ).toBe(403);
    }
  });

  it("refuses a web page's text/plain POST (no preflight) and its preflight, and does nothing", async () => {
    const { api, tokenFor } = sandboxCalls(ON);
    const token = await tokenFor('investor');
    const subscribed = await api(
      '/api/app/investor/opportunities/5a3e0c1d-0000-4000-8000-000000000001/subscribe',
      {
        method: 'POST',
        token,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ amount: 1_000 }),
      },
    );
    expect(subscribed.status).toBe(200);
    const before = await subscribedBalance(ON, token);

    const simple = await fetch(`${ON}/api/__mocks/investor/reset`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(simple.status).toBe(403);
    const preflight = await fetch(`${ON}/__sandbox/reset`, {
      method: 'OPTIONS',
      headers: { origin: PORTAL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(await subscribedBalance(ON, token)).toBe(before);

    await call(ON, 'POST', '/__sandbox/reset');
    expect(await subscribedBalance(ON, await tokenFor('investor'))).toBe(before + 1_000);
  });

  it('refuses a web page whatever the spelling of the hook path', async () => {
    for (const path of [
      '/API/__MOCKS/investor/reset',
      '/api/x/../__mocks/investor/reset',
      '/api/%5F%5Fmocks/investor/reset',
      '/api/app/..%2F__mocks/investor/reset',
      '/api\\__mocks\\investor\\reset',
      '/__sandbox/./reset',
    ]) {
      const response = await rawRequest(ON, 'POST', path, { origin: PORTAL });
      expect(response.status, path).toBe(403);
    }
  });
});

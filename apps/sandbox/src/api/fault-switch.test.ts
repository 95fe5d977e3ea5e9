import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID } from '../config';
import { startSandbox, type Sandbox } from '../server';
import { parseFaultRequest } from './fault-switch';

const PORT = 44395;
const ORIGIN = `http://localhost:${PORT}`;
const PORTAL = 'http://localhost:4200';
const CONFIGURATION = '/api/abp/application-configuration';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: PORT,
    origin: ORIGIN,
    portalOrigins: [PORTAL],
    testHooks: true,
  });
});
afterEach(() => fetch(`${ORIGIN}/__sandbox/failures`, { method: 'DELETE' }));
afterAll(() => sandbox.close());

async function failNext(request: Record<string, unknown>) {
  const response = await fetch(`${ORIGIN}/__sandbox/fail-next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  return response;
}

const passwordGrant = () =>
  fetch(`${ORIGIN}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL },
    body: new URLSearchParams({
      client_id: PORTAL_CLIENT_ID,
      grant_type: 'password',
      username: 'investor',
      password: '1q2w3E*',
      scope: 'openid Sahm',
    }).toString(),
  });

describe('the sandbox fault switch (issue 4, ADR 0143)', () => {
  it('makes a platform endpoint answer a chosen status once, then serves it again', async () => {
    expect(
      (await failNext({ path: CONFIGURATION, failure: { kind: 'status', status: 503 } })).status,
    ).toBe(204);

    const failed = await fetch(`${ORIGIN}${CONFIGURATION}`, { headers: { origin: PORTAL } });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect((await fetch(`${ORIGIN}${CONFIGURATION}`)).status).toBe(200);
  });

  it("fails the identity provider's token endpoint with ABP's error format, readable by the portal", async () => {
    await failNext({
      method: 'POST',
      path: '/connect/token',
      failure: { kind: 'status', status: 409, abpFormat: true },
    });

    const failed = await passwordGrant();
    expect(failed.status).toBe(409);
    expect(failed.headers.get('_abperrorformat')).toBe('true');
    expect(failed.headers.get('access-control-expose-headers')).toMatch(/_AbpErrorFormat/);
    expect(await failed.json()).toMatchObject({
      error: { message: 'The operation could not be completed.' },
    });
    expect((await passwordGrant()).status).toBe(200);
  });

  it('drops the connection of a discovery request for a network error', async () => {
    await failNext({ path: '/.well-known/openid-configuration', failure: 'network-error' });

    await expect(fetch(`${ORIGIN}/.well-known/openid-configuration`)).rejects.toThrow(TypeError);
    expect((await fetch(`${ORIGIN}/.well-known/openid-configuration`)).status).toBe(200);
  });

  it('fails the exact path as many times as asked, and no other path', async () => {
    await failNext({ path: '/api/identity/users', failure: 'server-error', times: 2 });

    const users = () => fetch(`${ORIGIN}/api/identity/users`);
    expect((await fetch(`${ORIGIN}/api/identity/roles`)).status).toBe(401);
    expect((await fetch(`${ORIGIN}/api/identity/users/assignable-roles`)).status).toBe(401);
    expect((await users()).status).toBe(500);
    expect((await users()).status).toBe(500);
    // Past the two failures the endpoint answers as usual: no token, so 401.
    expect((await users()).status).toBe(401);
  });

  it('takes no regular expression: a pattern is refused and nothing is queued', async () => {
    const refused = await failNext({ pattern: '^GET /api/identity/', failure: 'server-error' });
    expect(refused.status).toBe(400);
    expect((await fetch(`${ORIGIN}/api/identity/users`)).status).toBe(401);
  });

  it('leaves other methods on the path and CORS preflights alone', async () => {
    await failNext({ method: 'POST', path: CONFIGURATION, failure: 'forbidden' });
    expect((await fetch(`${ORIGIN}${CONFIGURATION}`)).status).toBe(200);

    await failNext({ path: '/connect/token', failure: 'unauthorized' });
    const preflight = await fetch(`${ORIGIN}/connect/token`, {
      method: 'OPTIONS',
      headers: { origin: PORTAL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect((await passwordGrant()).status).toBe(401);
  });

  it('forgets queued faults on the sandbox reset', async () => {
    await failNext({ path: CONFIGURATION, failure: 'tenant-resolve-error' });
    await fetch(`${ORIGIN}/__sandbox/reset`, { method: 'POST' });
    expect((await fetch(`${ORIGIN}${CONFIGURATION}`)).status).toBe(200);
  });

  it("refuses a request it cannot queue with ABP's validation error", async () => {
    const refused = await failNext({ path: 'connect/token', failure: 'malformed-body' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { validationErrors: { members: string[] }[] } };
    expect(body.error.validationErrors.map((error) => error.members[0])).toEqual([
      'path',
      'failure',
    ]);
  });
});

describe('parseFaultRequest', () => {
  it('defaults to any method and one failure, upper-casing the method', () => {
    expect(parseFaultRequest({ path: '/connect/revocat', failure: 'network-error' })).toEqual({
      fault: {
        method: '*',
        path: '/connect/revocat',
        failure: { kind: 'network-error' },
        remaining: 1,
      },
    });
    expect(
      parseFaultRequest({ method: 'post', path: '/x', failure: { kind: 'status', status: 502 } }),
    ).toMatchObject({ fault: { method: 'POST', failure: { kind: 'status', status: 502 } } });
  });

  it.each([
    [{ failure: 'server-error' }, ['path']],
    [{ path: '/x', pattern: 'x', failure: 'server-error' }, ['pattern']],
    [{ pattern: '(', failure: 'server-error' }, ['path', 'pattern']],
    [{ path: 'x', failure: 'server-error' }, ['path']],
    [{ path: '/x', method: 'GET /x', failure: 'server-error' }, ['method']],
    [{ path: '/x', failure: 'explode' }, ['failure']],
    [{ path: '/x', failure: { kind: 'status', status: 200 } }, ['failure.status']],
    [{ path: '/x', failure: { kind: 'status', abpFormat: 'yes' } }, ['failure.abpFormat']],
    [{ path: '/x', failure: 'server-error', times: 0 }, ['times']],
  ])('refuses %j, naming %s', (request, members) => {
    const parsed = parseFaultRequest(request);
    expect('errors' in parsed && parsed.errors.map((error) => error.members[0])).toEqual(members);
  });
});

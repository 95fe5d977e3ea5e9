import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { http, HttpResponse } from 'msw';
import type Provider from 'oidc-provider';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { PlatformMockStore } from '@sahm/platform/mocks';
import { API_SCOPE } from '../config';
import { createApiCallerIdentity } from './api-caller';
import { serveMswHandlers } from './serve-msw-handlers';

const find = vi.fn(async (token: string) =>
  token === 'live'
    ? { accountId: 'user-1', aud: API_SCOPE, scope: `openid ${API_SCOPE}` }
    : undefined,
);
const provider = { AccessToken: { find } } as unknown as Provider;
const store = {
  findUserById: (id: string) => (id === 'user-1' ? { id, tenantId: 'tenant-1' } : undefined),
} as unknown as PlatformMockStore;
const callers = createApiCallerIdentity(provider, store);

let server: Server;
let origin: string;
beforeAll(async () => {
  const app = express();
  // As the rate limits do: the caller is resolved in front of the handlers.
  app.use(async (req, _res, next) => {
    await callers.ofRequest(req);
    next();
  });
  app.use(
    serveMswHandlers([
      http.get('*/whoami', async ({ request }) =>
        HttpResponse.json(await callers.identify(request)),
      ),
    ]),
  );
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('resolves a request’s token once, for the middleware and the handler alike', async () => {
  const answer = await fetch(`${origin}/whoami`, { headers: { authorization: 'Bearer live' } });
  expect(await answer.json()).toEqual({ userId: 'user-1', tenantId: 'tenant-1' });
  expect(find).toHaveBeenCalledTimes(1);

  // Another request looks its own token up.
  const anonymous = await fetch(`${origin}/whoami`, { headers: { authorization: 'Bearer gone' } });
  expect(await anonymous.json()).toBeNull();
  expect(find).toHaveBeenCalledTimes(2);
});

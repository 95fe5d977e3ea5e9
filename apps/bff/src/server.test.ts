import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readBffConfig } from './config';
import { startBff, type RunningBff } from './server';

let bff: RunningBff;
beforeAll(async () => {
  bff = await startBff(
    {
      ...readBffConfig({
        BFF_ISSUER: 'http://localhost:1',
        BFF_CLIENT_SECRET: 'secret',
        BFF_API_URL: 'http://localhost:1',
        BFF_PUBLIC_ORIGINS: 'http://localhost:4200',
        BFF_COOKIE_KEYS: Buffer.alloc(32, 1).toString('base64url'),
      }),
      port: 0,
    },
    { log: () => undefined },
  );
});
afterAll(() => bff.close());

function get(path: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(bff.url);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

it('listens on 127.0.0.1 over HTTP and answers by the Host header the proxy keeps', async () => {
  expect(bff.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(await get('/bff/user', 'localhost:4200')).toEqual({
    status: 200,
    body: '{"isAuthenticated":false}',
  });
  expect((await get('/bff/user', 'evil.example')).status).toBe(404);
});

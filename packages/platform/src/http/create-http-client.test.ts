import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientOptions } from './create-http-client';
import { NetworkError } from './network-error';

const seen: Request[] = [];
const server = setupServer(
  http.all('*/api/echo', ({ request }) => {
    seen.push(request.clone());
    return HttpResponse.json({ ok: true });
  }),
  http.get('*/api/fail', () => HttpResponse.json({ error: { message: 'boom' } }, { status: 500 })),
  http.get('*/api/offline', () => HttpResponse.error()),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
});
afterAll(() => server.close());

const sameOrigin = `${location.origin}/`;

function client(overrides: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    baseUrl: sameOrigin,
    getAccessToken: () => 'access-token',
    getLanguage: () => 'ar',
    getTenantId: () => '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001',
    ...overrides,
  });
}

describe('createHttpClient', () => {
  it('sends bearer token, language, tenant and X-Requested-With headers', async () => {
    await client().get('api/echo').json();

    const headers = seen[0]?.headers;
    expect(headers?.get('Authorization')).toBe('Bearer access-token');
    expect(headers?.get('Accept-Language')).toBe('ar');
    expect(headers?.get('__tenant')).toBe('6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001');
    expect(headers?.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('omits the authorization and tenant headers when there is no token or tenant', async () => {
    await client({ getAccessToken: () => null, getTenantId: () => null }).get('api/echo');

    expect(seen[0]?.headers.has('Authorization')).toBe(false);
    expect(seen[0]?.headers.has('__tenant')).toBe(false);
  });

  it('keeps tenant and language headers the caller set, even empty ones', async () => {
    await client().get('api/echo', { headers: { __tenant: '', 'Accept-Language': 'en' } });

    expect(seen[0]?.headers.get('__tenant')).toBe('');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('uses a custom tenant key', async () => {
    await client({ tenantKey: 'X-Tenant' }).get('api/echo');
    expect(seen[0]?.headers.get('X-Tenant')).toBe('6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001');
  });

  it('echoes the XSRF-TOKEN cookie only on same-origin non-GET requests', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-value; path=/';

    await client().get('api/echo');
    await client().post('api/echo', { json: {} });
    await client({ baseUrl: 'https://api.elsewhere.example/' }).post('api/echo', { json: {} });

    expect(seen.map((request) => request.headers.get('RequestVerificationToken'))).toEqual([
      null,
      'xsrf-value',
      null,
    ]);
  });

  it('fires start and end around every request, also on HTTP and network errors', async () => {
    const onRequestStart = vi.fn();
    const onRequestEnd = vi.fn();
    const api = client({ onRequestStart, onRequestEnd });

    await api.get('api/echo');
    await expect(api.get('api/fail')).rejects.toMatchObject({ response: { status: 500 } });
    await expect(api.get('api/offline')).rejects.toThrow();

    expect(onRequestStart).toHaveBeenCalledTimes(3);
    expect(onRequestEnd).toHaveBeenCalledTimes(3);
  });

  it('marks a request that got no response as a NetworkError, keeping fetch’s message', async () => {
    const error: unknown = await client()
      .get('api/offline')
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as NetworkError).message).toBe(
      ((error as NetworkError).cause as TypeError).message,
    );
  });

  it('lets an aborted request’s error through unmarked', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await client()
      .get('api/echo', { signal: controller.signal })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  it('never retries, not even idempotent requests', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/flaky', () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );

    await expect(client().get('api/flaky')).rejects.toThrow();
    expect(calls).toBe(1);
  });

  // A POST may move money: sending it again is the caller's choice, with its idempotency key.
  it.each([
    ['a lost answer', () => HttpResponse.error()],
    ['a 503', () => new HttpResponse(null, { status: 503 })],
    ['a 429', () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '0' } })],
  ])('sends a POST once, whatever follows: %s', async (_case, answer) => {
    let calls = 0;
    server.use(
      http.post('*/api/pay', () => {
        calls += 1;
        return answer();
      }),
    );

    await expect(client().post('api/pay', { json: { amount: 1_000 } })).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeAccessToken, identifyFakeAccessToken } from './fake-access-token';
import { createPlatformHandlers } from './platform-handlers';
import { SEEDED_IDS, createPlatformMockStore } from './platform-mock-store';
import { encodeHtmlAsDotNet } from './tenant-resolve-error';

const store = createPlatformMockStore({ inactiveDemoTenant: true });
const server = setupServer(
  ...createPlatformHandlers(store, { identify: identifyFakeAccessToken }),
  // Another module's route behind the same guard, as the investor API is in the sandbox.
  http.get('*/api/app/investor/wallet', () => HttpResponse.json({ balance: 1 })),
);
const API = 'https://api.sahm.example';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => store.reset());
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${API}${path}`, { headers: { 'Accept-Language': 'en', ...headers } });
const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

describe("the mock's tenant resolution (ABP MultiTenancyMiddleware)", () => {
  it("answers a browser request for an unknown tenant with ABP's error page, byte for byte", async () => {
    const response = await get('/api/abp/application-configuration?__tenant=ghost');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Abp-Tenant-Resolve-Error')).toBe('Tenant not found!');
    expect(response.headers.get('_AbpErrorFormat')).toBeNull();
    expect(await response.text()).toBe(
      '\n\n<html lang="en">\n    <head>\n        <meta charset="utf-8" />\n' +
        '        <title>Tenant not found!</title>\n    </head>\n    <body>\n' +
        '        <h3>Tenant not found!</h3>\n' +
        '        <p>There is no tenant with the tenant id or name: ghost<p/>\n' +
        '    </body>\n</html>\n',
    );
  });

  it('refuses the inactive tenant by id or name, with its own sentence', async () => {
    for (const tenant of [SEEDED_IDS.tenants.initech, 'initech']) {
      const response = await get('/api/abp/application-configuration', {
        ...ajax,
        __tenant: tenant,
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('Abp-Tenant-Resolve-Error')).toBe('Tenant is not active!');
      expect((await response.json()).error).toEqual({
        code: null,
        message: 'Tenant is not active!',
        details: `The tenant is not active with the tenant id or name: ${tenant}`,
        data: null,
        validationErrors: null,
      });
    }
  });

  it("answers every API route, another module's too, and lets the lookup through with an empty header", async () => {
    const wallet = await get('/api/app/investor/wallet', { ...ajax, __tenant: 'initech' });
    expect(wallet.status).toBe(404);
    expect((await get('/api/app/investor/wallet', { __tenant: 'acme' })).status).toBe(200);

    const lookup = await get('/api/abp/multi-tenancy/tenants/by-name/initech', { __tenant: '' });
    expect(await lookup.json()).toMatchObject({ success: true, isActive: false });
  });

  it('reads the query string before the header', async () => {
    const response = await get('/api/abp/application-configuration?__tenant=acme', {
      __tenant: 'ghost',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).currentTenant).toMatchObject({ name: 'acme' });
  });

  it('reads a blank query value as the host, before the header and the cookie (ADR 0495)', async () => {
    for (const query of ['?__tenant=', '?__tenant=%20']) {
      const response = await get(`/api/abp/application-configuration${query}`, {
        __tenant: 'acme',
        Cookie: '__tenant=acme',
      });
      expect(response.status, query).toBe(200);
      expect((await response.json()).currentTenant, query).toEqual({
        id: null,
        name: null,
        isAvailable: false,
      });
    }
  });

  it("takes a signed-in user's tenant from the token: the header cannot change it", async () => {
    const acmeInvestor = {
      Authorization: `Bearer ${fakeAccessToken(SEEDED_IDS.users.acmeInvestor)}`,
    };
    expect(
      (await get('/api/abp/application-configuration', { ...acmeInvestor, __tenant: 'ghost' }))
        .status,
    ).toBe(200);

    const acme = store.findTenantById(SEEDED_IDS.tenants.acme);
    if (acme) acme.isActive = false;
    const refused = await get('/api/abp/application-configuration', acmeInvestor);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('Abp-Tenant-Resolve-Error')).toBe('Tenant is not active!');
  });

  it("encodes as .NET's HtmlEncoder.Default does", () => {
    expect(encodeHtmlAsDotNet(`<b>"O'Neil" & a+b</b>`)).toBe(
      '&lt;b&gt;&quot;O&#x27;Neil&quot; &amp; a&#x2B;b&lt;/b&gt;',
    );
    expect(encodeHtmlAsDotNet('المستأجر')).toBe(
      '&#x627;&#x644;&#x645;&#x633;&#x62A;&#x623;&#x62C;&#x631;',
    );
  });
});

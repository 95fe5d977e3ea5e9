import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './server';

const PORT = 44396;
const ORIGIN = `http://localhost:${PORT}`;
const PORTAL = 'http://localhost:4200';
const CONFIGURATION = `${ORIGIN}/api/abp/application-configuration`;
const INITECH_ID = '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000002';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: PORT, origin: ORIGIN, portalOrigins: [PORTAL] });
});
afterAll(() => sandbox.close());

/** What the portal sends: from its origin, as an AJAX request, in English. */
const fromPortal = (tenant: string, extra: Record<string, string> = {}) =>
  fetch(CONFIGURATION, {
    headers: {
      origin: PORTAL,
      'accept-language': 'en',
      'x-requested-with': 'XMLHttpRequest',
      __tenant: tenant,
      ...extra,
    },
  });

describe("the sandbox answers a tenant that does not resolve as ABP's MultiTenancyMiddleware", () => {
  it('a browser navigation to an unknown tenant: 404, the header and the HTML page', async () => {
    const response = await fetch(`${CONFIGURATION}?__tenant=ghost`, {
      headers: { 'accept-language': 'en', cookie: '__tenant=ghost' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('abp-tenant-resolve-error')).toBe('Tenant not found!');
    expect(response.headers.get('_abperrorformat')).toBeNull();
    // AbpMultiTenancyCookieHelper: the tenant cookie that named it goes.
    expect(response.headers.get('set-cookie')).toBe(
      '__tenant=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
    );
    expect(await response.text()).toBe(
      '\n\n<html lang="en">\n    <head>\n        <meta charset="utf-8" />\n' +
        '        <title>Tenant not found!</title>\n    </head>\n    <body>\n' +
        '        <h3>Tenant not found!</h3>\n' +
        '        <p>There is no tenant with the tenant id or name: ghost<p/>\n' +
        '    </body>\n</html>\n',
    );
  });

  it("the portal's AJAX request naming the inactive tenant: 404, the header and ABP's JSON", async () => {
    const response = await fromPortal(INITECH_ID);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('abp-tenant-resolve-error')).toBe('Tenant is not active!');
    expect(response.headers.get('_abperrorformat')).toBeNull();
    expect(await response.json()).toEqual({
      error: {
        code: null,
        message: 'Tenant is not active!',
        details: `The tenant is not active with the tenant id or name: ${INITECH_ID}`,
        data: null,
        validationErrors: null,
      },
    });
  });

  it('the investor API behind it answers the same, in Arabic by default, encoded as .NET does', async () => {
    const response = await fetch(`${ORIGIN}/api/app/investor/investor-name`, {
      headers: { 'x-requested-with': 'XMLHttpRequest', __tenant: 'initech' },
    });
    expect(response.status).toBe(404);
    // «المستأجر غير نشط!» through HtmlEncoder.Default.
    expect(response.headers.get('abp-tenant-resolve-error')).toBe(
      '&#x627;&#x644;&#x645;&#x633;&#x62A;&#x623;&#x62C;&#x631; &#x63A;&#x64A;&#x631; &#x646;&#x634;&#x637;!',
    );
    expect((await response.json()).error.message).toBe('المستأجر غير نشط!');
  });

  it('the lookup finds the inactive tenant and says so', async () => {
    const lookup = await fetch(`${ORIGIN}/api/abp/multi-tenancy/tenants/by-name/initech`, {
      headers: { __tenant: '' },
    });
    expect(await lookup.json()).toEqual({
      success: true,
      tenantId: INITECH_ID,
      name: 'initech',
      normalizedName: 'INITECH',
      isActive: false,
    });
  });

  it("exposes to the portal's origin only what ABP's WithAbpExposedHeaders() exposes", async () => {
    const refused = await fromPortal('ghost');
    expect(refused.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(refused.headers.get('access-control-expose-headers')).toBe('_AbpErrorFormat');
    const preflight = await fetch(CONFIGURATION, {
      method: 'OPTIONS',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': '__tenant,__timezone,x-requested-with',
      },
    });
    expect(preflight.headers.get('access-control-expose-headers')).toBe('_AbpErrorFormat');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/__timezone/);
  });

  it('the password grant refuses the inactive tenant', async () => {
    const token = await fetch(`${ORIGIN}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: INITECH_ID },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'Sahm_App',
        username: 'admin',
        password: '1q2w3E*',
        scope: 'openid Sahm',
      }).toString(),
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

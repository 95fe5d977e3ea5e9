import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/create-http-client';
import { identifyFakeAccessToken } from '../mocks/fake-access-token';
import { createPlatformHandlers } from '../mocks/platform-handlers';
import { SEEDED_IDS, createPlatformMockStore } from '../mocks/platform-mock-store';
import { createSessionStore } from '../session/session-store';
import { fillTenantPlaceholder, resolveTenant, resolveTenantFromHost } from './resolve-tenant';
import { applyTenantResolution, switchTenant } from './switch-tenant';
import { shouldShowTenantBox } from './tenant-box';

const API = 'https://api.sahm.example';
const requests: { url: string; tenant: string | null }[] = [];
const server = setupServer(
  ...createPlatformHandlers(createPlatformMockStore({ inactiveDemoTenant: true }), {
    identify: identifyFakeAccessToken,
  }),
);
server.events.on('request:start', ({ request }) =>
  requests.push({ url: request.url, tenant: request.headers.get('__tenant') }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function setup() {
  const session = createSessionStore();
  const http = createHttpClient({
    baseUrl: API,
    getAccessToken: () => null,
    getLanguage: () => 'ar',
    getTenantId: () => session.get().tenant?.id ?? null,
  });
  const refreshConfiguration = vi.fn(async () => ({}));
  return { session, http, refreshConfiguration };
}

const acme = { id: SEEDED_IDS.tenants.acme, name: 'acme', isAvailable: true };

describe('resolveTenantFromHost', () => {
  it.each([
    ['http://{0}.localhost:4200', 'acme.localhost', 'acme'],
    ['https://{0}.sahm.example', 'acme.sahm.example', 'acme'],
    ['https://{0}.sahm.example', 'ACME.sahm.example', 'ACME'],
    ['https://portal-{0}.sahm.example', 'portal-acme.sahm.example', 'acme'],
  ])('%s on %s is tenant %s', (pattern, host, tenant) => {
    expect(resolveTenantFromHost(pattern, host)).toBe(tenant);
  });

  it.each([
    ['http://{0}.localhost:4200', 'localhost'],
    ['https://{0}.sahm.example', 'a.b.sahm.example'],
    ['https://{0}.sahm.example', 'acme.other.example'],
    ['http://localhost:4200', 'acme.localhost'],
    ['not a url {0}', 'acme.localhost'],
  ])('%s on %s has no tenant', (pattern, host) => {
    expect(resolveTenantFromHost(pattern, host)).toBeNull();
  });
});

describe('resolveTenant (SPEC §4)', () => {
  const baseUrl = 'http://{0}.localhost:4200';

  it('prefers the host name over the query and the session', () => {
    expect(
      resolveTenant({
        baseUrl,
        location: 'http://acme.localhost:4200/?__tenant=other',
        sessionTenant: acme,
      }),
    ).toEqual({ source: 'host', name: 'acme' });
  });

  it('reads the __tenant query parameter as a name or an id', () => {
    expect(resolveTenant({ baseUrl, location: 'http://localhost:4200/?__tenant=acme' })).toEqual({
      source: 'query',
      name: 'acme',
    });
    expect(
      resolveTenant({
        baseUrl,
        location: `http://localhost:4200/wallet?__tenant=${SEEDED_IDS.tenants.acme.toUpperCase()}`,
      }),
    ).toEqual({ source: 'query', id: SEEDED_IDS.tenants.acme });
    expect(
      resolveTenant({
        baseUrl,
        location: new URL('http://localhost:4200/?t=acme'),
        tenantKey: 't',
      }),
    ).toEqual({ source: 'query', name: 'acme' });
  });

  it('falls back to the stored session tenant, then none', () => {
    expect(
      resolveTenant({ baseUrl, location: 'http://localhost:4200/', sessionTenant: acme }),
    ).toEqual({ source: 'session', name: 'acme', id: acme.id });
    expect(
      resolveTenant({ baseUrl, location: 'http://localhost:4200/', sessionTenant: null }),
    ).toEqual({ source: 'none' });
  });

  it('reads an empty or blank __tenant as the host, even over a stored tenant (ADR 0495)', () => {
    for (const query of ['?__tenant=', '?__tenant=%20', '?userId=1&__tenant=&resetToken=x']) {
      expect(
        resolveTenant({
          baseUrl,
          location: `http://localhost:4200/account/reset-password${query}`,
          sessionTenant: acme,
        }),
        query,
      ).toEqual({ source: 'query' });
    }
    // The host name still comes first.
    expect(resolveTenant({ baseUrl, location: 'http://acme.localhost:4200/?__tenant=' })).toEqual({
      source: 'host',
      name: 'acme',
    });
  });

  it('fills the {0} placeholder of environment URLs', () => {
    expect(fillTenantPlaceholder('http://{0}.localhost:44320', 'acme')).toBe(
      'http://acme.localhost:44320',
    );
    expect(fillTenantPlaceholder('http://{0}.localhost:44320', null)).toBe(
      'http://localhost:44320',
    );
    expect(fillTenantPlaceholder('http://localhost:44320', 'acme')).toBe('http://localhost:44320');
  });
});

describe('switchTenant (SPEC §5)', () => {
  it('stores the found tenant, refetches configuration, and sends it as __tenant from then on', async () => {
    const { session, http, refreshConfiguration } = setup();
    const result = await switchTenant(' acme ', { http, session, refreshConfiguration });
    expect(result).toEqual({ status: 'switched', tenant: acme });
    expect(session.get().tenant).toEqual(acme);
    expect(refreshConfiguration).toHaveBeenCalledOnce();
    expect(requests[0]).toMatchObject({ tenant: '' });

    await http.get('api/abp/application-configuration').json();
    expect(requests.at(-1)?.tenant).toBe(SEEDED_IDS.tenants.acme);
  });

  it('answers the not-available toast with the name and changes nothing when not found', async () => {
    const { session, http, refreshConfiguration } = setup();
    session.update({ tenant: acme });
    const result = await switchTenant('nobody', { http, session, refreshConfiguration });
    expect(result).toEqual({
      status: 'unavailable',
      name: 'nobody',
      toast: {
        severity: 'error',
        messageKey: 'AbpUiMultiTenancy::GivenTenantIsNotAvailable',
        titleKey: 'AbpUi::Error',
        params: ['nobody'],
      },
    });
    expect(session.get().tenant).toEqual(acme);
    expect(refreshConfiguration).not.toHaveBeenCalled();
  });

  it('refuses an inactive tenant, which the lookup reports as found', async () => {
    const { session, http, refreshConfiguration } = setup();
    session.update({ tenant: acme });
    const lookup = await http
      .get('api/abp/multi-tenancy/tenants/by-name/initech', { headers: { __tenant: '' } })
      .json();
    expect(lookup).toEqual({
      success: true,
      tenantId: SEEDED_IDS.tenants.initech,
      name: 'initech',
      normalizedName: 'INITECH',
      isActive: false,
    });

    const result = await switchTenant('initech', { http, session, refreshConfiguration });
    expect(result).toMatchObject({
      status: 'unavailable',
      name: 'initech',
      toast: { messageKey: 'AbpUiMultiTenancy::GivenTenantIsNotAvailable', params: ['initech'] },
    });
    expect(session.get().tenant).toEqual(acme);
    expect(refreshConfiguration).not.toHaveBeenCalled();
  });

  it('clears the tenant for an empty name without asking the server', async () => {
    const { session, http, refreshConfiguration } = setup();
    session.update({ tenant: acme });
    expect(await switchTenant('  ', { http, session, refreshConfiguration })).toEqual({
      status: 'cleared',
    });
    expect(session.get().tenant).toBeNull();
    expect(refreshConfiguration).toHaveBeenCalledOnce();
    expect(requests).toEqual([]);

    await http.get('api/abp/application-configuration').json();
    expect(requests.at(-1)?.tenant).toBeNull();
  });
});

describe('applyTenantResolution', () => {
  it('looks host and query names up by name, ids by id, and stores the tenant', async () => {
    const { session, http } = setup();
    expect(
      await applyTenantResolution({ source: 'host', name: 'acme' }, { http, session }),
    ).toEqual({ status: 'switched', tenant: acme });
    session.clear();
    await applyTenantResolution({ source: 'query', id: acme.id }, { http, session });
    expect(session.get().tenant).toEqual(acme);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/abp/multi-tenancy/tenants/by-name/acme',
      `/api/abp/multi-tenancy/tenants/by-id/${acme.id}`,
    ]);
  });

  it('stores the host for an empty ?__tenant= without asking the server (ADR 0495)', async () => {
    const { session, http } = setup();
    session.update({ tenant: acme });
    expect(await applyTenantResolution({ source: 'query' }, { http, session })).toEqual({
      status: 'cleared',
    });
    expect(session.get().tenant).toBeNull();
    expect(requests).toEqual([]);

    await http.get('api/abp/application-configuration').json();
    expect(requests.at(-1)?.tenant).toBeNull();
  });

  it('clears the tenant when the host tenant is unknown, including a 404 answer', async () => {
    const { session, http } = setup();
    session.update({ tenant: acme });
    const unknown = await applyTenantResolution(
      { source: 'host', name: 'ghost' },
      { http, session },
    );
    expect(unknown).toMatchObject({ status: 'unavailable', name: 'ghost' });
    expect(session.get().tenant).toBeNull();

    server.use(
      mswHttp.get(`${API}/api/abp/multi-tenancy/tenants/by-name/:name`, () =>
        HttpResponse.json({}, { status: 404 }),
      ),
    );
    expect(
      await applyTenantResolution({ source: 'host', name: 'gone' }, { http, session }),
    ).toMatchObject({ status: 'unavailable' });
  });

  it('clears an inactive host or query tenant and answers the not-available toast', async () => {
    const { session, http } = setup();
    session.update({ tenant: acme });
    expect(
      await applyTenantResolution({ source: 'host', name: 'initech' }, { http, session }),
    ).toMatchObject({ status: 'unavailable', name: 'initech' });
    expect(session.get().tenant).toBeNull();

    expect(
      await applyTenantResolution(
        { source: 'query', id: SEEDED_IDS.tenants.initech },
        { http, session },
      ),
    ).toMatchObject({ status: 'unavailable' });
    expect(session.get().tenant).toBeNull();
  });

  it('leaves session and none resolutions alone', async () => {
    const { session, http } = setup();
    expect(
      await applyTenantResolution({ source: 'session', name: 'acme' }, { http, session }),
    ).toBeNull();
    expect(await applyTenantResolution({ source: 'none' }, { http, session })).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe('shouldShowTenantBox (SPEC §2)', () => {
  it.each([
    [true, false, 'none', true],
    [true, false, 'query', true],
    [true, false, 'session', true],
    [true, false, 'host', false],
    [true, true, 'none', false],
    [false, false, 'none', false],
  ] as const)(
    'multi-tenancy %s, route hides %s, source %s → %s',
    (multiTenancyEnabled, routeHidesTenantBox, tenantSource, expected) => {
      expect(shouldShowTenantBox({ multiTenancyEnabled, routeHidesTenantBox, tenantSource })).toBe(
        expected,
      );
    },
  );
});

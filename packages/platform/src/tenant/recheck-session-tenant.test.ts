import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/create-http-client';
import { createSessionStore } from '../session/session-store';
import { dropSessionTenant, recheckSessionTenant } from './recheck-session-tenant';

const API = 'https://api.sahm.example';
const ACME_ID = '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001';
const acme = { id: ACME_ID, name: 'acme', isAvailable: true };

// ABP's FindTenantResultDto as AbpTenantAppService fills it (contract §5).
const found = (isActive: boolean) => ({
  success: true,
  tenantId: ACME_ID,
  name: 'acme',
  normalizedName: 'ACME',
  isActive,
});
const notFound = {
  success: false,
  tenantId: null,
  name: null,
  normalizedName: null,
  isActive: false,
};

const lookups: { path: string; tenant: string | null }[] = [];
let answer: () => Response = () => HttpResponse.json(found(true));
const server = setupServer(
  mswHttp.get(`${API}/api/abp/multi-tenancy/tenants/:by/:key`, ({ request }) => {
    lookups.push({ path: new URL(request.url).pathname, tenant: request.headers.get('__tenant') });
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  lookups.length = 0;
});
afterAll(() => server.close());

function setup(tenant: typeof acme | { id: null; name: string; isAvailable: boolean } | null) {
  const session = createSessionStore();
  session.update({ tenant });
  const http = createHttpClient({
    baseUrl: API,
    getAccessToken: () => null,
    getLanguage: () => 'ar',
    getTenantId: () => session.get().tenant?.id ?? null,
  });
  return { session, http };
}

describe('recheckSessionTenant', () => {
  it('keeps a tenant that is found and active, asking with an empty tenant header', async () => {
    answer = () => HttpResponse.json(found(true));
    const { session, http } = setup(acme);
    expect(await recheckSessionTenant({ http, session })).toEqual({
      status: 'available',
      tenant: acme,
    });
    expect(session.get().tenant).toEqual(acme);
    expect(lookups).toEqual([
      { path: `/api/abp/multi-tenancy/tenants/by-id/${ACME_ID}`, tenant: '' },
    ]);
  });

  it.each([
    ['inactive', () => HttpResponse.json(found(false))],
    ['unknown', () => HttpResponse.json(notFound)],
  ])('drops an %s tenant and answers what was stored', async (_case, lookup) => {
    answer = lookup;
    const { session, http } = setup(acme);
    expect(await recheckSessionTenant({ http, session })).toEqual({
      status: 'unavailable',
      tenant: acme,
    });
    expect(session.get().tenant).toBeNull();
  });

  it('looks a tenant stored without an id up by name', async () => {
    answer = () => HttpResponse.json(notFound);
    const { session, http } = setup({ id: null, name: 'acme', isAvailable: true });
    expect((await recheckSessionTenant({ http, session })).status).toBe('unavailable');
    expect(lookups[0]?.path).toBe('/api/abp/multi-tenancy/tenants/by-name/acme');
  });

  it('answers none without a stored tenant, asking nothing', async () => {
    const { session, http } = setup(null);
    expect(await recheckSessionTenant({ http, session })).toEqual({ status: 'none' });
    expect(lookups).toEqual([]);
  });

  it('rejects and keeps the tenant when the lookup itself fails', async () => {
    answer = () => new HttpResponse(null, { status: 500 });
    const { session, http } = setup(acme);
    await expect(recheckSessionTenant({ http, session })).rejects.toThrow();
    expect(session.get().tenant).toEqual(acme);
  });
});

describe('dropSessionTenant', () => {
  it('drops the stored tenant without asking, or answers none', () => {
    const { session } = setup(acme);
    expect(dropSessionTenant(session)).toEqual({ status: 'unavailable', tenant: acme });
    expect(session.get().tenant).toBeNull();
    expect(dropSessionTenant(session)).toEqual({ status: 'none' });
    expect(lookups).toEqual([]);
  });
});

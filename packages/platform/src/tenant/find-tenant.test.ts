import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/create-http-client';
import { identifyFakeAccessToken } from '../mocks/fake-access-token';
import { createPlatformHandlers } from '../mocks/platform-handlers';
import { SEEDED_IDS, createPlatformMockStore } from '../mocks/platform-mock-store';
import { findTenantById, findTenantByName } from './find-tenant';

const tenantHeaders: (string | null)[] = [];
const server = setupServer(
  ...createPlatformHandlers(createPlatformMockStore(), { identify: identifyFakeAccessToken }),
);
server.events.on('request:start', ({ request }) =>
  tenantHeaders.push(request.headers.get('__tenant')),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const httpClient = createHttpClient({
  baseUrl: 'https://api.sahm.example',
  getAccessToken: () => null,
  getLanguage: () => 'ar',
  getTenantId: () => 'current-tenant-id',
});

describe('findTenantByName / findTenantById', () => {
  it('finds a tenant with an empty tenant header', async () => {
    expect(await findTenantByName(httpClient, ' ACME ')).toMatchObject({
      success: true,
      tenantId: SEEDED_IDS.tenants.acme,
      name: 'acme',
    });
    expect(await findTenantById(httpClient, SEEDED_IDS.tenants.acme)).toMatchObject({
      success: true,
      name: 'acme',
    });
    expect(tenantHeaders).toEqual(['', '']);
  });

  it('answers success false for an unknown tenant', async () => {
    expect(await findTenantByName(httpClient, 'nobody')).toMatchObject({
      success: false,
      tenantId: null,
    });
  });
});

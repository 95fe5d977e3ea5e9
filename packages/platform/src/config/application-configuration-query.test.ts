import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/create-http-client';
import { identifyFakeAccessToken } from '../mocks/fake-access-token';
import { createPlatformHandlers } from '../mocks/platform-handlers';
import { createPlatformMockStore } from '../mocks/platform-mock-store';
import { ApplicationConfigurationError } from './application-configuration-error';
import {
  applicationConfigurationQueryOptions,
  parseApplicationConfiguration,
} from './application-configuration-query';

let requests = 0;
let lastUrl: URL | null = null;
const server = setupServer(
  ...createPlatformHandlers(createPlatformMockStore(), { identify: identifyFakeAccessToken }),
);
server.events.on('request:start', ({ request }) => {
  requests += 1;
  lastUrl = new URL(request.url);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests = 0;
});
afterAll(() => server.close());

const httpClient = createHttpClient({
  baseUrl: 'https://api.sahm.example',
  getAccessToken: () => null,
  getLanguage: () => 'en',
  getTenantId: () => null,
});

describe('applicationConfigurationQueryOptions', () => {
  it('uses the abp key and never goes stale, so a start makes exactly one request', async () => {
    const queryClient = new QueryClient();
    const options = applicationConfigurationQueryOptions(httpClient);

    expect(options.queryKey).toEqual(['abp', 'application-configuration']);
    expect(options.staleTime).toBe(Infinity);

    const first = await queryClient.fetchQuery(options);
    const second = await queryClient.fetchQuery(options);

    expect(first.localization.currentCulture.cultureName).toBe('en');
    expect(second).toBe(first);
    expect(requests).toBe(1);
  });

  it("asks for no texts, as ABP's Angular client does: they come from application-localization", async () => {
    const configuration = await new QueryClient().fetchQuery(
      applicationConfigurationQueryOptions(httpClient),
    );

    expect(lastUrl?.searchParams.get('includeLocalizationResources')).toBe('false');
    expect(configuration.localization.values).toEqual({});
    expect(configuration.localization.resources).toEqual({});
  });

  it('rejects a schema-breaking response with ApplicationConfigurationError', async () => {
    server.use(
      http.get('*/api/abp/application-configuration', () =>
        HttpResponse.json({ currentUser: { isAuthenticated: 'yes' } }),
      ),
    );

    await expect(
      new QueryClient().fetchQuery(applicationConfigurationQueryOptions(httpClient)),
    ).rejects.toBeInstanceOf(ApplicationConfigurationError);
  });
});

describe('parseApplicationConfiguration', () => {
  it('keeps unknown fields and fills defaults for missing optional collections', () => {
    const config = parseApplicationConfiguration({
      auth: {},
      currentUser: { isAuthenticated: false },
      currentTenant: { isAvailable: false },
      multiTenancy: { isEnabled: true },
      features: {},
      setting: { values: { 'Abp.Mailing.Smtp.Password': null } },
      localization: { currentCulture: { cultureName: 'ar', isRightToLeft: true } },
      somethingNew: { x: 1 },
    });

    expect(config.auth.grantedPolicies).toEqual({});
    expect(config.currentUser.roles).toEqual([]);
    expect(config.localization.resources).toEqual({});
    expect(config['somethingNew']).toEqual({ x: 1 });
  });

  it('requires a current culture name', () => {
    expect(() =>
      parseApplicationConfiguration({
        auth: {},
        currentUser: { isAuthenticated: false },
        currentTenant: { isAvailable: false },
        multiTenancy: { isEnabled: true },
        features: {},
        setting: {},
        localization: { currentCulture: { cultureName: '', isRightToLeft: false } },
      }),
    ).toThrow(ApplicationConfigurationError);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationConfigurationError } from '../config/application-configuration-error';
import { createHttpClient } from '../http/create-http-client';
import { identifyFakeAccessToken } from '../mocks/fake-access-token';
import { createPlatformHandlers } from '../mocks/platform-handlers';
import { createPlatformMockStore } from '../mocks/platform-mock-store';
import { applicationLocalizationQueryOptions } from './application-localization-query';

const requested: URL[] = [];
const server = setupServer(
  ...createPlatformHandlers(createPlatformMockStore(), { identify: identifyFakeAccessToken }),
);
server.events.on('request:start', ({ request }) => {
  requested.push(new URL(request.url));
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
});
afterAll(() => server.close());

const httpClient = createHttpClient({
  baseUrl: 'https://api.sahm.example',
  getAccessToken: () => null,
  getLanguage: () => 'ar',
  getTenantId: () => null,
});

describe('applicationLocalizationQueryOptions', () => {
  it("asks as ABP's client does, keyed on the culture, and never goes stale", async () => {
    const queryClient = new QueryClient();
    const options = applicationLocalizationQueryOptions(httpClient, 'en');

    expect(options.queryKey).toEqual(['abp', 'application-localization', 'en']);
    expect(options.staleTime).toBe(Infinity);

    const first = await queryClient.fetchQuery(options);
    const second = await queryClient.fetchQuery(options);

    expect(second).toBe(first);
    expect(first.currentCulture.cultureName).toBe('en');
    expect(first.resources['AbpUi']?.texts['Login']).toBe('Login');
    expect(requested).toHaveLength(1);
    expect(requested[0]?.pathname).toBe('/api/abp/application-localization');
    expect(Object.fromEntries(requested[0]?.searchParams ?? [])).toEqual({
      cultureName: 'en',
      onlyDynamics: 'false',
    });
  });

  it('loads another culture under its own key', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(applicationLocalizationQueryOptions(httpClient, 'en'));
    const arabic = await queryClient.fetchQuery(
      applicationLocalizationQueryOptions(httpClient, 'ar'),
    );

    expect(arabic.resources['AbpUi']?.texts['Login']).toBe('تسجيل الدخول');
    expect(requested.map((url) => url.searchParams.get('cultureName'))).toEqual(['en', 'ar']);
  });

  it('rejects a schema-breaking answer with ApplicationConfigurationError', async () => {
    server.use(
      http.get('*/api/abp/application-localization', () =>
        HttpResponse.json({ resources: { AbpUi: { texts: 'none' } } }),
      ),
    );

    await expect(
      new QueryClient().fetchQuery(applicationLocalizationQueryOptions(httpClient, 'ar')),
    ).rejects.toBeInstanceOf(ApplicationConfigurationError);
  });
});

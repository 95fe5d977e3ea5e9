import { QueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_CONFIGURATION_QUERY_KEY } from '../constants';
import { createHttpClient } from '../http/create-http-client';
import { applicationLocalizationQueryKey } from '../i18n/application-localization-query';
import { fakeAccessToken, identifyFakeAccessToken } from '../mocks/fake-access-token';
import { createPlatformHandlers } from '../mocks/platform-handlers';
import { SEEDED_IDS, createPlatformMockStore } from '../mocks/platform-mock-store';
import { loadApplicationConfiguration } from './load-application-configuration';

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

/** A client whose caller and language the test changes, as a login or a language switch does. */
function caller() {
  const state = { token: null as string | null, language: 'ar' };
  const httpClient = createHttpClient({
    baseUrl: 'https://api.sahm.example',
    getAccessToken: () => state.token,
    getLanguage: () => state.language,
    getTenantId: () => null,
  });
  return { state, httpClient };
}

const paths = () => requested.map((url) => url.pathname.replace('/api/abp/', ''));

describe('loadApplicationConfiguration', () => {
  it('loads the configuration without texts, then the texts of its culture, once each', async () => {
    const { httpClient } = caller();
    const queryClient = new QueryClient();

    const configuration = await loadApplicationConfiguration(queryClient, httpClient);

    expect(configuration.localization.currentCulture.cultureName).toBe('ar');
    expect(paths()).toEqual(['application-configuration', 'application-localization']);
    expect(requested[0]?.searchParams.get('includeLocalizationResources')).toBe('false');
    expect(requested[1]?.searchParams.get('cultureName')).toBe('ar');
    expect(queryClient.getQueryData(applicationLocalizationQueryKey('ar'))).toMatchObject({
      currentCulture: { cultureName: 'ar' },
    });
  });

  it('refetching the configuration (login, logout, tenant) leaves the texts of its culture alone', async () => {
    const { state, httpClient } = caller();
    const queryClient = new QueryClient();
    await loadApplicationConfiguration(queryClient, httpClient);
    const texts = queryClient.getQueryData(applicationLocalizationQueryKey('ar'));
    requested.length = 0;

    state.token = fakeAccessToken(SEEDED_IDS.users.investor);
    await queryClient.refetchQueries({ queryKey: APPLICATION_CONFIGURATION_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: APPLICATION_CONFIGURATION_QUERY_KEY });
    await loadApplicationConfiguration(queryClient, httpClient);

    expect(paths()).toEqual(['application-configuration', 'application-configuration']);
    expect(queryClient.getQueryData(applicationLocalizationQueryKey('ar'))).toBe(texts);
  });

  it('loads texts again only for another culture', async () => {
    const { state, httpClient } = caller();
    const queryClient = new QueryClient();
    await loadApplicationConfiguration(queryClient, httpClient);
    requested.length = 0;

    state.language = 'en';
    await queryClient.invalidateQueries({ queryKey: APPLICATION_CONFIGURATION_QUERY_KEY });
    const configuration = await loadApplicationConfiguration(queryClient, httpClient);

    expect(configuration.localization.currentCulture.cultureName).toBe('en');
    expect(paths()).toEqual(['application-configuration', 'application-localization']);
    expect(requested[1]?.searchParams.get('cultureName')).toBe('en');
  });

  it('rejects when the texts fail, so a start-up fails as it does for the configuration', async () => {
    server.use(
      http.get('*/api/abp/application-localization', () =>
        HttpResponse.json({ error: { message: 'down' } }, { status: 500 }),
      ),
    );
    const { httpClient } = caller();

    await expect(
      loadApplicationConfiguration(new QueryClient(), httpClient),
    ).rejects.toBeInstanceOf(HTTPError);
  });
});

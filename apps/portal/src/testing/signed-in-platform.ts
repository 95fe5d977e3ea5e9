import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createHttpClient, type PlatformProviderProps } from '@sahm/platform';
import { fakeAccessToken } from '@sahm/platform/mocks';
import { testEnvironment } from './test-environment';

/**
 * `PlatformProvider`'s props for a rendering test as a seeded user: a fake access token the mocks'
 * `identifyFakeAccessToken` knows, an English HTTP client to `apiUrl`, spy login and logout.
 */
export function signedInPlatform(
  userId: string,
  apiUrl: string,
): Omit<PlatformProviderProps, 'children'> {
  const token = fakeAccessToken(userId);
  const auth = {
    getAccessToken: () => token,
    isAuthenticated: () => true,
    login: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
  };
  return {
    environment: testEnvironment({ apis: { default: { url: apiUrl } } }),
    http: createHttpClient({
      baseUrl: apiUrl,
      getAccessToken: auth.getAccessToken,
      getLanguage: () => 'en',
      getTenantId: () => null,
    }),
    auth,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
}

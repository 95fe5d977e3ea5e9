import { describe, expect, it, vi } from 'vitest';
import { createOidcAuth } from './oidc-auth';

// The OIDC client cannot be had once (its chunk failed to arrive), then can (docs/code-splitting.md).
const client = vi.hoisted(() => ({ failuresLeft: 1, signinRedirect: vi.fn() }));
vi.mock('oidc-client-ts', () => ({
  WebStorageStateStore: class {},
  UserManager: class {
    constructor() {
      if (client.failuresLeft > 0) {
        client.failuresLeft -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
    }
    signinRedirect = client.signinRedirect;
  },
}));

describe('the OIDC client loader', () => {
  it('tries again after a failed load instead of failing until the page reloads', async () => {
    const auth = createOidcAuth({
      issuer: 'https://auth.sahm.example',
      clientId: 'Sahm_App',
      scope: 'openid Sahm',
      redirectUri: 'https://portal.sahm.example/signin-callback',
      postLogoutRedirectUri: 'https://portal.sahm.example/',
      requireHttps: true,
      responseType: 'code',
      getLanguage: () => 'ar',
      getTenantId: () => null,
    });
    await expect(auth.login('/wallet')).rejects.toThrow('Failed to fetch');
    await auth.login('/wallet');
    expect(client.signinRedirect).toHaveBeenCalledOnce();
  });
});

import type Provider from 'oidc-provider';
import type { PlatformMockStore } from '@sahm/platform/mocks';
import { API_SCOPE } from '../config';

/** A caller the API accepts: a live user, from a token issued for this API. */
export interface ApiCaller {
  userId: string;
  tenantId: string | null;
}

/**
 * Who calls the API, from the bearer token, as ABP's JWT bearer / OpenIddict validation decides:
 * the token must be live, issued for this API (audience `Sahm`) and carry its scope. A token for
 * the provider's userinfo only, or any other resource, makes the caller anonymous (401 where a
 * user is required).
 */
export function createApiCallerIdentity(provider: Provider, store: PlatformMockStore) {
  async function fromAuthorization(header: string | null | undefined): Promise<ApiCaller | null> {
    const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    if (!token) return null;
    const accessToken = await provider.AccessToken.find(token);
    if (!accessToken?.accountId) return null;
    const audiences = [accessToken.aud].flat();
    const scopes = (accessToken.scope ?? '').split(' ');
    if (!audiences.includes(API_SCOPE) || !scopes.includes(API_SCOPE)) return null;
    const user = store.findUserById(accessToken.accountId);
    return user ? { userId: user.id, tenantId: user.tenantId } : null;
  }
  return {
    fromAuthorization,
    /** `identify` for the MSW handlers. */
    identify: (request: Request) => fromAuthorization(request.headers.get('authorization')),
  };
}

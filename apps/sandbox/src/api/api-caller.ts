import type { Request as ExpressRequest } from 'express';
import type Provider from 'oidc-provider';
import type { MockInvestorCaller } from '@sahm/investor-sdk/mocks';
import type { PlatformMockStore } from '@sahm/platform/mocks';
import { API_SCOPE } from '../config';
import { expressRequestOf } from './serve-msw-handlers';

/**
 * Who calls the API, from the bearer token, as ABP's JWT bearer / OpenIddict validation decides:
 * the token must be live, issued for this API (audience `Sahm`) and carry its scope. A token for
 * the provider's userinfo only, or any other resource, makes the caller anonymous (401 where a
 * user is required).
 */
export function createApiCallerIdentity(provider: Provider, store: PlatformMockStore) {
  async function fromAuthorization(
    header: string | null | undefined,
  ): Promise<MockInvestorCaller | null> {
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

  // One token lookup per HTTP request: a rate limit resolves the caller, the handler reuses it.
  const callers = new WeakMap<ExpressRequest, Promise<MockInvestorCaller | null>>();
  function ofRequest(req: ExpressRequest): Promise<MockInvestorCaller | null> {
    const known = callers.get(req);
    if (known) return known;
    const caller = fromAuthorization(req.get('authorization'));
    callers.set(req, caller);
    return caller;
  }

  return {
    /** The caller of an Express request, its token resolved once however often asked. */
    ofRequest,
    /** `identify` for the MSW handlers: the caller of the Express request they serve. */
    identify: (request: Request) => ofRequest(expressRequestOf(request)),
  };
}

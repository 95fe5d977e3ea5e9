import type { HttpResponseResolver, PathParams } from 'msw';
import { forbidden, unauthorized } from './mock-responses';
import { resolveCaller, type Identify, type MockCaller } from './mock-request-context';
import type { MockUser } from './platform-mock-model';
import type { PlatformMockStore } from './platform-mock-store';

export interface MockRouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  caller: MockCaller;
}

export interface SignedInRouteContext extends MockRouteContext {
  user: MockUser;
}

type Resolve<C> = (context: C) => Response | Promise<Response>;

/**
 * Wraps route resolvers with the caller's identity, tenant and language: `anonymous` lets anyone
 * in, `signedIn` answers 401 without a user, `authorized` 403 without the policy too.
 */
export function createMockRouting(store: PlatformMockStore, identify: Identify, tenantKey: string) {
  function anonymous(resolve: Resolve<MockRouteContext>): HttpResponseResolver<PathParams> {
    return async ({ request, params }) => {
      const caller = await resolveCaller(store, request, identify, tenantKey);
      if ('response' in caller) return caller.response;
      return resolve({
        request,
        url: new URL(request.url),
        params: Object.fromEntries(
          Object.entries(params).map(([name, value]) => [name, String(value)]),
        ),
        caller,
      });
    };
  }

  function signedIn(resolve: Resolve<SignedInRouteContext>) {
    return anonymous((context) => {
      const { user } = context.caller;
      return user ? resolve({ ...context, user }) : unauthorized();
    });
  }

  /** Answers 403 unless the signed-in user holds the policy. */
  function requirePolicy(
    context: SignedInRouteContext,
    policy: string,
    resolve: Resolve<SignedInRouteContext>,
  ) {
    return store.grantedPoliciesFor(context.user).includes(policy) ? resolve(context) : forbidden();
  }

  function authorized(policy: string, resolve: Resolve<SignedInRouteContext>) {
    return signedIn((context) => requirePolicy(context, policy, resolve));
  }

  return { anonymous, signedIn, authorized, requirePolicy };
}

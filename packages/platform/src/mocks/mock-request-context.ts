import { http, type RequestHandler } from 'msw';
import { resolveMockCulture, type MockCultureName } from './mock-cultures';
import type { MockTenant, MockUser } from './platform-mock-model';
import type { PlatformMockStore } from './platform-mock-store';
import { tenantResolveError, type TenantResolveFailure } from './tenant-resolve-error';

export type Identify = (request: Request) => Promise<{ userId: string } | null>;

export type TenantResolution =
  { tenant: MockTenant | null } | { failure: TenantResolveFailure; requested: string };

function readCookie(request: Request, name: string): string | null {
  for (const pair of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * ABP's resolver order (AbpTenantResolveOptions): a signed-in user's own tenant ends the search,
 * even the host's (CurrentUserTenantResolveContributor); else the query string, the header, the
 * cookie, where an empty header or cookie names none. A blank query value is the host and ends
 * the search (QueryStringTenantResolveContributor sets Handled, ADR 0495). An unknown or inactive
 * tenant fails, as ABP's TenantConfigurationProvider makes it.
 */
export function resolveRequestTenant(
  store: PlatformMockStore,
  request: Request,
  tenantKey: string,
  user: MockUser | null,
): TenantResolution {
  const fromQuery = new URL(request.url).searchParams.get(tenantKey);
  if (!user && fromQuery !== null && fromQuery.trim() === '') return { tenant: null };
  const requested = user
    ? user.tenantId
    : fromQuery || request.headers.get(tenantKey) || readCookie(request, tenantKey);
  if (!requested) return { tenant: null };
  const tenant = store.findTenantById(requested) ?? store.findTenantByName(requested);
  if (!tenant) return { failure: 'not-found', requested };
  if (!tenant.isActive) return { failure: 'not-active', requested };
  return { tenant };
}

async function callerOf(store: PlatformMockStore, request: Request, identify: Identify) {
  const identity = await identify(request);
  return identity ? (store.findUserById(identity.userId) ?? null) : null;
}

/**
 * ABP's MultiTenancyMiddleware in front of every API route: a request whose tenant does not
 * resolve gets the tenant-resolve answer; any other falls through to the route's own handler.
 */
export function createTenantGuard(
  store: PlatformMockStore,
  identify: Identify,
  tenantKey: string,
): RequestHandler {
  return http.all('*/api/*', async ({ request }) => {
    const resolution = resolveRequestTenant(
      store,
      request,
      tenantKey,
      await callerOf(store, request, identify),
    );
    if ('failure' in resolution) {
      return tenantResolveError(request, resolution.failure, resolution.requested, tenantKey);
    }
    return undefined;
  });
}

/** Who is calling, in which tenant and language. */
export interface MockCaller {
  user: MockUser | null;
  tenant: MockTenant | null;
  tenantId: string | null;
  culture: MockCultureName;
}

/**
 * The caller and its tenant as ABP resolves them (`resolveRequestTenant`); a tenant that does not
 * resolve gets the tenant-resolve answer, as behind the guard.
 */
export async function resolveCaller(
  store: PlatformMockStore,
  request: Request,
  identify: Identify,
  tenantKey: string,
): Promise<MockCaller | { response: Response }> {
  const culture = resolveMockCulture(request.headers.get('Accept-Language'));
  const user = await callerOf(store, request, identify);
  const resolution = resolveRequestTenant(store, request, tenantKey, user);
  if ('failure' in resolution) {
    return {
      response: tenantResolveError(request, resolution.failure, resolution.requested, tenantKey),
    };
  }
  return { user, tenant: resolution.tenant, tenantId: resolution.tenant?.id ?? null, culture };
}

import { TENANT_RESOLVE_ERROR_HEADER } from '../constants';
import { abpError } from './abp-error';
import { resolveMockCulture, type MockCultureName } from './mock-cultures';
import type { MockTenant, MockUser } from './platform-mock-model';
import type { PlatformMockStore } from './platform-mock-store';

export type Identify = (request: Request) => Promise<{ userId: string } | null>;

export type TenantResolution = { tenant: MockTenant | null } | { unknown: string };

/** Header first, then query string; an id or a name is accepted, as ABP does. */
export function resolveRequestTenant(
  store: PlatformMockStore,
  request: Request,
  tenantKey: string,
): TenantResolution {
  const requested =
    request.headers.get(tenantKey) || new URL(request.url).searchParams.get(tenantKey);
  if (!requested) return { tenant: null };
  const tenant = store.findTenantById(requested) ?? store.findTenantByName(requested);
  return tenant ? { tenant } : { unknown: requested };
}

export function tenantNotFound(requested: string) {
  return abpError(
    404,
    'Tenant not found!',
    `There is no tenant with the id or name: ${requested}`,
    { headers: { [TENANT_RESOLVE_ERROR_HEADER]: 'TenantNotFound' } },
  );
}

/** Who is calling, in which tenant and language. */
export interface MockCaller {
  user: MockUser | null;
  tenant: MockTenant | null;
  tenantId: string | null;
  culture: MockCultureName;
}

/**
 * A signed-in user's own tenant wins over the `__tenant` header, as ABP's resolver order does;
 * an anonymous caller's tenant comes from the header or the query. An unknown tenant is a 404.
 */
export async function resolveCaller(
  store: PlatformMockStore,
  request: Request,
  identify: Identify,
  tenantKey: string,
): Promise<MockCaller | { response: Response }> {
  const culture = resolveMockCulture(request.headers.get('Accept-Language'));
  const identity = await identify(request);
  const user = identity ? (store.findUserById(identity.userId) ?? null) : null;
  const resolution: TenantResolution = user
    ? { tenant: user.tenantId ? (store.findTenantById(user.tenantId) ?? null) : null }
    : resolveRequestTenant(store, request, tenantKey);
  if ('unknown' in resolution) return { response: tenantNotFound(resolution.unknown) };
  return { user, tenant: resolution.tenant, tenantId: resolution.tenant?.id ?? null, culture };
}

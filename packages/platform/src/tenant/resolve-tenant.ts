import { DEFAULT_TENANT_KEY } from '../constants';
import type { SessionTenant } from '../session/session-store';

/**
 * Where the current tenant came from (SPEC §4 tenant resolution). A `query` resolution with
 * neither name nor id is an empty `?__tenant=`: the host, named on purpose (ADR 0495).
 */
export interface TenantResolution {
  source: 'host' | 'query' | 'session' | 'none';
  name?: string;
  id?: string;
}

export interface ResolveTenantInput {
  /** `environment.application.baseUrl`, e.g. `http://{0}.localhost:4200`. */
  baseUrl: string;
  /** The page address. */
  location: URL | string;
  /** The stored session tenant, if any. */
  sessionTenant?: SessionTenant | null;
  tenantKey?: string;
}

const TENANT_PLACEHOLDER = '{0}';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The tenant name in `hostname` per the host pattern of `baseUrl` (`{0}` marks the name), or
 * null when the pattern has no placeholder or the host does not match.
 */
export function resolveTenantFromHost(baseUrl: string, hostname: string): string | null {
  // `{0}` is not a valid host character, so it is swapped out before URL parsing.
  const marker = 'sahm-tenant-placeholder';
  let patternHost: string;
  try {
    patternHost = new URL(baseUrl.replace(TENANT_PLACEHOLDER, marker)).hostname;
  } catch {
    return null;
  }
  if (!patternHost.includes(marker)) return null;
  const [before = '', after = ''] = patternHost.split(marker);
  const match = new RegExp(`^${escapeRegExp(before)}([^.]+)${escapeRegExp(after)}$`, 'i').exec(
    hostname,
  );
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * The host pattern first, else `?__tenant=` (a name, an id, or empty for the host), else the
 * stored session.
 */
export function resolveTenant({
  baseUrl,
  location,
  sessionTenant,
  tenantKey = DEFAULT_TENANT_KEY,
}: ResolveTenantInput): TenantResolution {
  const url = typeof location === 'string' ? new URL(location) : location;
  const fromHost = resolveTenantFromHost(baseUrl, url.hostname);
  if (fromHost) return { source: 'host', name: fromHost };

  const fromQuery = url.searchParams.get(tenantKey)?.trim();
  // ABP QueryStringTenantResolveContributor: a present but blank key is the host, and resolution
  // stops there (context.Handled); ABP's reset link always carries it (AccountEmailer, ADR 0495).
  if (fromQuery === '') return { source: 'query' };
  if (fromQuery) {
    return GUID.test(fromQuery)
      ? { source: 'query', id: fromQuery.toLowerCase() }
      : { source: 'query', name: fromQuery };
  }

  if (sessionTenant && (sessionTenant.id || sessionTenant.name)) {
    return {
      source: 'session',
      ...(sessionTenant.name ? { name: sessionTenant.name } : {}),
      ...(sessionTenant.id ? { id: sessionTenant.id } : {}),
    };
  }
  return { source: 'none' };
}

/** Replaces `{0}` in an environment URL with the tenant name (host-resolved tenants). */
export function fillTenantPlaceholder(url: string, tenantName: string | null): string {
  return url.includes(TENANT_PLACEHOLDER)
    ? url.replace(TENANT_PLACEHOLDER, tenantName ?? '').replace('//.', '//')
    : url;
}

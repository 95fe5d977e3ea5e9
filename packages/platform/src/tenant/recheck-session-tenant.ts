import type { KyInstance } from 'ky';
import { DEFAULT_TENANT_KEY } from '../constants';
import type { SessionStore, SessionTenant } from '../session/session-store';
import { findTenantById, findTenantByName, isTenantAvailable } from './find-tenant';

/** What became of the stored tenant after a request may have failed because of it. */
export type SessionTenantCheck =
  | { status: 'none' }
  | { status: 'available'; tenant: SessionTenant }
  /** Dropped from the session; `tenant` is what was stored, for telling the person. */
  | { status: 'unavailable'; tenant: SessionTenant };

export interface RecheckSessionTenantOptions {
  http: KyInstance;
  session: SessionStore;
  tenantKey?: string;
}

/** The header said so (`Abp-Tenant-Resolve-Error`): the stored tenant goes, as in ABP's Angular client. */
export function dropSessionTenant(session: SessionStore): SessionTenantCheck {
  const { tenant } = session.get();
  if (!tenant) return { status: 'none' };
  session.update({ tenant: null });
  return { status: 'unavailable', tenant };
}

/**
 * The header may be hidden from another origin (ABP's CORS exposes only `_AbpErrorFormat`): asks
 * the anonymous lookup, with an empty tenant header, whether the stored tenant still exists and is
 * active, and drops it when not. A failed lookup rejects and leaves the session alone.
 */
export async function recheckSessionTenant({
  http,
  session,
  tenantKey = DEFAULT_TENANT_KEY,
}: RecheckSessionTenantOptions): Promise<SessionTenantCheck> {
  const { tenant } = session.get();
  if (!tenant || !(tenant.id || tenant.name)) return { status: 'none' };
  const result = tenant.id
    ? await findTenantById(http, tenant.id, tenantKey)
    : await findTenantByName(http, tenant.name ?? '', tenantKey);
  if (isTenantAvailable(result)) return { status: 'available', tenant };
  // Another tab may have chosen a different tenant meanwhile: only the one checked is dropped.
  if (session.get().tenant === tenant) session.update({ tenant: null });
  return { status: 'unavailable', tenant };
}

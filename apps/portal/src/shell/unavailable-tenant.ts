import type { KyInstance } from 'ky';
import {
  DEFAULT_TENANT_KEY,
  dropSessionTenant,
  recheckSessionTenant,
  toHttpErrorInfo,
  type HttpErrorDecision,
  type SessionStore,
  type SessionTenant,
} from '@sahm/platform';

/** Where the notice waits when telling the person has to outlive a redirect to the provider. */
const NOTICE_KEY = 'sahmUnavailableTenant';

export type TenantDecision = Pick<HttpErrorDecision, 'clearTenantAndLogout' | 'recheckTenant'>;

export type UnavailableTenantOutcome =
  /** Nothing to do with the tenant: the failure is shown as usual. */
  | { status: 'kept' }
  /** The request named a tenant that is no longer the stored one: already dealt with. */
  | { status: 'stale' }
  /** The stored tenant went: sign the person out of it (ABP TenantResolveErrorHandlerService). */
  | { status: 'gone'; name: string | null };

const nameOf = (tenant: SessionTenant) => tenant.name ?? tenant.id ?? '';

/** The tenant header the failed request was sent with; undefined when unknown. */
export function tenantSentWith(error: unknown): string | null | undefined {
  return toHttpErrorInfo(error).requestHeaders?.get(DEFAULT_TENANT_KEY);
}

/**
 * Whether a failed request means the stored tenant is gone (ADR 0320), dropping it if so: the
 * `Abp-Tenant-Resolve-Error` header says it outright, and a 404 whose header another origin
 * cannot see is checked with the tenant lookup. A lookup that fails itself decides nothing.
 */
export async function settleUnavailableTenant(
  decision: TenantDecision,
  {
    http,
    session,
    sentTenant,
  }: { http: KyInstance; session: SessionStore; sentTenant?: string | null },
): Promise<UnavailableTenantOutcome> {
  if (!decision.clearTenantAndLogout && !decision.recheckTenant) return { status: 'kept' };
  // Several requests fail at once: the first one settles it, the others arrive too late.
  if (sentTenant && sentTenant !== session.get().tenant?.id) return { status: 'stale' };
  if (decision.clearTenantAndLogout) {
    const dropped = dropSessionTenant(session);
    return {
      status: 'gone',
      name: dropped.status === 'unavailable' ? nameOf(dropped.tenant) : null,
    };
  }
  const checked = await recheckSessionTenant({ http, session }).catch(() => null);
  return checked?.status === 'unavailable'
    ? { status: 'gone', name: nameOf(checked.tenant) }
    : { status: 'kept' };
}

/** Keeps the tenant's name for the next start, across the sign-out redirect. */
export function rememberUnavailableTenant(name: string, storage: Storage = sessionStorage): void {
  storage.setItem(NOTICE_KEY, name);
}

/** The name kept by `rememberUnavailableTenant`, forgotten once read. */
export function takeUnavailableTenant(storage: Storage = sessionStorage): string | null {
  const name = storage.getItem(NOTICE_KEY);
  storage.removeItem(NOTICE_KEY);
  return name;
}

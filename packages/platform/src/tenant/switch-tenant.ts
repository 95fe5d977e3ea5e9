import type { KyInstance } from 'ky';
import { DEFAULT_TENANT_KEY, ERROR_TITLE_KEY, TENANT_NOT_AVAILABLE_KEY } from '../constants';
import type { SessionStore, SessionTenant } from '../session/session-store';
import {
  findTenantById,
  findTenantByName,
  isTenantAvailable,
  type FindTenantResult,
} from './find-tenant';
import type { TenantResolution } from './resolve-tenant';

/** The error toast the portal shows when a tenant is not available (SPEC §5, §8). */
export interface TenantNotAvailableToast {
  severity: 'error';
  messageKey: typeof TENANT_NOT_AVAILABLE_KEY;
  titleKey: typeof ERROR_TITLE_KEY;
  /** Interpolated into `{0}` of the message. */
  params: [string];
}

export type SwitchTenantResult =
  | { status: 'switched'; tenant: SessionTenant }
  | { status: 'cleared' }
  /** Keep the modal open and show `toast`. */
  | { status: 'unavailable'; name: string; toast: TenantNotAvailableToast };

export interface SwitchTenantOptions {
  http: KyInstance;
  session: SessionStore;
  /** Refetches application-configuration for the new tenant (contract §5). */
  refreshConfiguration: () => Promise<unknown>;
  tenantKey?: string;
}

export function tenantNotAvailableToast(name: string): TenantNotAvailableToast {
  return {
    severity: 'error',
    messageKey: TENANT_NOT_AVAILABLE_KEY,
    titleKey: ERROR_TITLE_KEY,
    params: [name],
  };
}

function toSessionTenant(result: FindTenantResult, fallbackName: string): SessionTenant {
  return { id: result.tenantId ?? null, name: result.name ?? fallbackName, isAvailable: true };
}

/**
 * The tenant box's Save (SPEC §5): look up by name, store and refetch; an empty name clears. An
 * inactive tenant is refused like an unknown one: ABP's own box checks only `success`, and then
 * every request fails in its MultiTenancyMiddleware.
 */
export async function switchTenant(
  name: string,
  { http, session, refreshConfiguration, tenantKey = DEFAULT_TENANT_KEY }: SwitchTenantOptions,
): Promise<SwitchTenantResult> {
  const trimmed = name.trim();
  if (!trimmed) {
    session.update({ tenant: null });
    await refreshConfiguration();
    return { status: 'cleared' };
  }
  const result = await findTenantByName(http, trimmed, tenantKey);
  if (!isTenantAvailable(result)) {
    return { status: 'unavailable', name: trimmed, toast: tenantNotAvailableToast(trimmed) };
  }
  const tenant = toSessionTenant(result, trimmed);
  session.update({ tenant });
  await refreshConfiguration();
  return { status: 'switched', tenant };
}

/**
 * Applies a host or query resolution at start-up: looks the tenant up (by id for GUIDs, else by
 * name) and stores it. A host tenant answering 404 is treated as not found (contract §5), and an
 * inactive one as unavailable. An empty `?__tenant=` stores the host, as the tenant box's empty
 * name does (ADR 0495). Session and none resolutions leave the session as it is.
 */
export async function applyTenantResolution(
  resolution: TenantResolution,
  {
    http,
    session,
    tenantKey = DEFAULT_TENANT_KEY,
  }: Omit<SwitchTenantOptions, 'refreshConfiguration'>,
): Promise<SwitchTenantResult | null> {
  if (resolution.source !== 'host' && resolution.source !== 'query') return null;
  if (!resolution.name && !resolution.id) {
    session.update({ tenant: null });
    return { status: 'cleared' };
  }
  const label = resolution.name ?? resolution.id ?? '';
  let result: FindTenantResult;
  try {
    result = resolution.id
      ? await findTenantById(http, resolution.id, tenantKey)
      : await findTenantByName(http, label, tenantKey);
  } catch (error) {
    if ((error as { response?: Response }).response?.status !== 404) throw error;
    result = { success: false, isActive: false };
  }
  if (!isTenantAvailable(result)) {
    session.update({ tenant: null });
    return { status: 'unavailable', name: label, toast: tenantNotAvailableToast(label) };
  }
  const tenant = toSessionTenant(result, label);
  session.update({ tenant });
  return { status: 'switched', tenant };
}

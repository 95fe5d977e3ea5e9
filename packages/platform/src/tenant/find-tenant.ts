import type { KyInstance } from 'ky';
// zod/mini: the tenant box is on the first screen, where classic zod would cost its whole core (ADR 0185).
import { z } from 'zod/mini';
import { DEFAULT_TENANT_KEY } from '../constants';

const findTenantResultSchema = z.looseObject({
  success: z.boolean(),
  tenantId: z.nullish(z.string()),
  name: z.nullish(z.string()),
  normalizedName: z.nullish(z.string()),
  // A server older than the field had no inactive tenants: a missing value means active.
  isActive: z._default(z.boolean(), true),
});

/** `FindTenantResultDto`; `success: false` means no such tenant (contract §5). */
export type FindTenantResult = z.infer<typeof findTenantResultSchema>;

/**
 * Found and active. ABP's lookup (AbpTenantAppService) answers `success: true, isActive: false`
 * for an inactive tenant, whose every later request its TenantConfigurationProvider refuses.
 */
export function isTenantAvailable(result: FindTenantResult): boolean {
  return result.success && result.isActive;
}

async function findTenant(http: KyInstance, path: string, tenantKey: string) {
  // Sent with an empty tenant header so the current tenant does not scope the lookup (SPEC §7).
  const raw: unknown = await http.get(path, { headers: { [tenantKey]: '' } }).json();
  return findTenantResultSchema.parse(raw);
}

export function findTenantByName(
  http: KyInstance,
  name: string,
  tenantKey: string = DEFAULT_TENANT_KEY,
): Promise<FindTenantResult> {
  return findTenant(
    http,
    `api/abp/multi-tenancy/tenants/by-name/${encodeURIComponent(name.trim())}`,
    tenantKey,
  );
}

export function findTenantById(
  http: KyInstance,
  id: string,
  tenantKey: string = DEFAULT_TENANT_KEY,
): Promise<FindTenantResult> {
  return findTenant(
    http,
    `api/abp/multi-tenancy/tenants/by-id/${encodeURIComponent(id)}`,
    tenantKey,
  );
}

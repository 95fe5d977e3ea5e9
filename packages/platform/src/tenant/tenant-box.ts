import type { TenantResolution } from './resolve-tenant';

export interface TenantBoxInput {
  /** `multiTenancy.isEnabled` of the application configuration. */
  multiTenancyEnabled: boolean;
  /** The route's own opt-out (e.g. a route data flag). */
  routeHidesTenantBox: boolean;
  tenantSource: TenantResolution['source'];
}

/** SPEC §2: shown with multi-tenancy on, unless the route hides it or the host name fixed the tenant. */
export function shouldShowTenantBox({
  multiTenancyEnabled,
  routeHidesTenantBox,
  tenantSource,
}: TenantBoxInput): boolean {
  return multiTenancyEnabled && !routeHidesTenantBox && tenantSource !== 'host';
}

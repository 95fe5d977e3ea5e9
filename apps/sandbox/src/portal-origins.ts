/**
 * The portal's origins, where `{0}` stands for a tenant name as in ABP's wildcard domains
 * (`http://{0}.localhost:4200` admits `http://globex.localhost:4200`): a tenant created at run
 * time signs in on its own sub-domain without a restart.
 */
export interface PortalOrigins {
  /** The origins without a placeholder, registered as the client's concrete redirect URIs. */
  concrete: string[];
  /** Whether an origin is one of the portal's, concrete or by pattern. */
  allows(origin: string): boolean;
  /** The first concrete origin: where an unknown return URL falls back to. */
  home: string | undefined;
}

// A tenant name as a DNS label: letters, digits and inner hyphens.
const TENANT_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function portalOrigins(origins: readonly string[]): PortalOrigins {
  const concrete = origins.filter((origin) => !origin.includes('{0}'));
  const patterns = origins
    .filter((origin) => origin.includes('{0}'))
    .map((origin) => new RegExp(`^${origin.split('{0}').map(escape).join(TENANT_LABEL)}$`, 'i'));
  return {
    concrete,
    home: concrete[0],
    allows: (origin) =>
      concrete.includes(origin) || patterns.some((pattern) => pattern.test(origin)),
  };
}

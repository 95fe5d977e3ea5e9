/**
 * The origins the BFF answers on: the portal's, where `{0}` stands for a tenant as in ABP's
 * wildcard domains (`https://{0}.sahm.example` admits `https://acme.sahm.example`), the same
 * notation as the sandbox's PORTAL_ORIGINS.
 */
export interface PublicOrigins {
  allows(origin: string): boolean;
  /** The public origin a request came in on, or null when it is none of ours. */
  ofRequest(request: Request, trustProxy: boolean): string | null;
}

// A tenant name as a DNS label: letters, digits and inner hyphens.
const TENANT_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function publicOrigins(origins: readonly string[]): PublicOrigins {
  const patterns = origins.map(
    (origin) => new RegExp(`^${origin.split('{0}').map(escape).join(TENANT_LABEL)}$`, 'i'),
  );
  const schemes = [...new Set(origins.map((origin) => origin.split('://')[0] ?? 'https'))];
  const allows = (origin: string) => patterns.some((pattern) => pattern.test(origin));
  return {
    allows,
    ofRequest(request, trustProxy) {
      const headers = request.headers;
      // A Request built in-process carries no Host header; its URL has the host.
      const host =
        (trustProxy && firstValue(headers.get('x-forwarded-host'))) ||
        headers.get('host') ||
        new URL(request.url).host;
      const forwardedScheme = trustProxy ? firstValue(headers.get('x-forwarded-proto')) : null;
      const candidates = forwardedScheme ? [forwardedScheme] : schemes;
      return candidates.map((scheme) => `${scheme}://${host}`.toLowerCase()).find(allows) ?? null;
    },
  };
}

// A proxy chain appends: the first value is what the browser asked for.
function firstValue(header: string | null): string | null {
  return header?.split(',')[0]?.trim() || null;
}

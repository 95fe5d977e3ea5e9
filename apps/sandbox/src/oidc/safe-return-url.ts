import type { PortalOrigins } from '../portal-origins';

/**
 * The provider's pages link back to the portal with a caller-supplied `returnUrl`: the same rule
 * as the portal's `toSafeReturnPath`, for an absolute URL. The value is normalised first (the URL
 * parser reads backslashes, tabs, newlines and dot segments as a browser does), then only an
 * http(s) URL on one of the portal's origins is kept, in its normalised form.
 */
export function safeReturnUrl(value: unknown, origins: PortalOrigins): string {
  const fallback = origins.home ? `${origins.home}/` : '/';
  if (typeof value !== 'string') return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fallback;
  }
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  // Credentials in a URL (`http://portal@evil`) are refused outright: no portal link has them.
  const hasCredentials = url.username !== '' || url.password !== '';
  return isWeb && !hasCredentials && origins.allows(url.origin) ? url.href : fallback;
}

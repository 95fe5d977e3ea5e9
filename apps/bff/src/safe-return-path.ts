// A placeholder origin: only whether a value stays on "this" origin matters, not which one it is.
const THIS_ORIGIN = 'http://sahm.invalid';

/**
 * The login's `returnTo` as a path on this origin, never anywhere else (no open redirect). The
 * same rule as `@sahm/platform`'s `toSafeReturnPath` (ADR 0453: normalise as the browser will,
 * then judge the result), kept here because the platform is a browser package.
 */
export function toSafeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, THIS_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== THIS_ORIGIN) return fallback;
  // The URL parser turns `\` into `/` in a path, so one check covers `//host` and `/\host`.
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

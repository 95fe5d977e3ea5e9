/**
 * Turns a caller-supplied return location into a path on this origin, so a crafted sign-in
 * state can never redirect the browser elsewhere (no open redirects).
 */
export function toSafeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  // "//host" and "/\host" are protocol-relative in browsers: another origin.
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const base = 'http://sahm.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

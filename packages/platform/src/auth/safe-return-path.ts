// A placeholder origin: only whether a value stays on "this" origin matters, not which one it is.
const THIS_ORIGIN = 'http://sahm.invalid';

/**
 * Turns a caller-supplied return location into a path on this origin, so a crafted sign-in
 * state or `returnUrl` can never redirect the browser elsewhere (no open redirects).
 *
 * The value is normalised first, as a browser would (percent-encoded dot segments, backslashes,
 * tabs and newlines), and only the result is judged: it must stay on this origin and its path
 * must start with exactly one `/`. Checking the raw text instead lets `/%2e%2e//evil` through,
 * since it normalises to the protocol-relative `//evil`.
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

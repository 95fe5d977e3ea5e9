import type { RequestHandler } from 'express';

// Concatenated, never resolved against: a request for `//host/x` keeps `//host/x` as its path.
const PLACEHOLDER_ORIGIN = 'http://sandbox.invalid';

/**
 * Every route sees the path as the URL parser reads it, dot segments and backslashes resolved:
 * the MSW handlers match the parsed URL, so a guard that read the raw path (`/api/x/../__mocks`)
 * could be walked around. Both `url` and `originalUrl` change, as the `/api` mount reads the latter.
 */
export const normalizeRequestPath: RequestHandler = (req, _res, next) => {
  try {
    const url = new URL(`${PLACEHOLDER_ORIGIN}${req.originalUrl}`);
    const normalized = `${url.pathname}${url.search}`;
    req.url = normalized;
    req.originalUrl = normalized;
  } catch {
    // Not a URL even so: the routes below will not match it either.
  }
  next();
};

import type { Request, RequestHandler } from 'express';
import { abpError } from '@sahm/platform/mocks';
import { ERROR_CACHE_HEADERS } from './abp-error-response';
import { sendFetchResponse } from './serve-msw-handlers';

/** A GET that answers 204 only while the hooks are on: Playwright waits for it before a run. */
export const TEST_HOOKS_READY_PATH = '/__sandbox/ready';

// The segments that mark a test hook anywhere in a path, in any case or encoding.
const HOOK_SEGMENTS = ['/__sandbox/', '/__mocks/'];

function isTestHookPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken escape: judge the path as written.
  }
  const lowered = `${decoded.toLowerCase()}/`;
  return HOOK_SEGMENTS.some((segment) => lowered.includes(segment));
}

/**
 * Whether a browser page sent the request: browsers add `Origin` to every cross-origin request
 * (a `text/plain` POST included, which needs no preflight) and `Sec-Fetch-Site` to every request.
 * Node's fetch and Playwright's request context send neither.
 */
export function isFromAWebPage(req: Request): boolean {
  return req.get('origin') !== undefined || req.get('sec-fetch-site') !== undefined;
}

/**
 * In front of everything: with the hooks off, a hook path is unknown (404); with them on, a hook
 * answers Node callers only, never a page in a browser (403). ADR 0450.
 */
export function guardTestHooks(enabled: boolean): RequestHandler {
  return (req, res, next) => {
    if (!isTestHookPath(req.path)) return next();
    if (!enabled) {
      const notFound = abpError(404, 'Resource not found!', null, { headers: ERROR_CACHE_HEADERS });
      sendFetchResponse(req, res, notFound);
      return;
    }
    if (isFromAWebPage(req)) {
      const refusal = abpError(
        403,
        'Test hooks answer test runs, not web pages.',
        'Call them from Node (Playwright, Vitest) without an Origin header.',
        { headers: ERROR_CACHE_HEADERS },
      );
      sendFetchResponse(req, res, refusal);
      return;
    }
    next();
  };
}

import type { Request, RequestHandler } from 'express';
import { sendAbpError } from './abp-error-response';

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
      sendAbpError(res, 404, { message: 'Resource not found!' });
      return;
    }
    if (isFromAWebPage(req)) {
      sendAbpError(res, 403, {
        message: 'Test hooks answer test runs, not web pages.',
        details: 'Call them from Node (Playwright, Vitest) without an Origin header.',
      });
      return;
    }
    next();
  };
}

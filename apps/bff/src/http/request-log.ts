import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { BffEnv } from './context';

export type LogLine = Record<string, string | number | null>;
export type Logger = (line: LogLine) => void;

/** One JSON line per log entry on stdout, for the platform's log collector. */
export const jsonLinesLogger: Logger = (line) => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

/**
 * One line per request: method, route, status, duration and a hash of the session id. Never a
 * token, a cookie, a code, a query string or a path segment that could name a person.
 */
export function requestLog(log: Logger, now: () => number): MiddlewareHandler<BffEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log({
      time: new Date(now()).toISOString(),
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      method: c.req.method,
      route: routeOf(c.req.path),
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
      session: c.get('sessionHash') ?? null,
      refresh: c.get('refresh') ?? null,
      failure: c.get('failure') ?? null,
    });
  };
}

// Module, service and resource of an ABP path are names from its code, never from people.
const API_NAME_SEGMENTS = 3;
const NAME = /^[a-z][a-z-]{0,63}$/i;

/**
 * The route of a path, fit for a log: `/bff/*` as is, and for `/api/*` its first three segments
 * when they are plain names (`/api/identity/users/…`); ids, user names and e-mail addresses that
 * ABP puts further along are left out.
 */
export function routeOf(path: string): string {
  if (!path.startsWith('/api/')) return /^\/bff\/[a-z-]{1,32}$/.test(path) ? path : '(other)';
  const segments = path.split('/').slice(1);
  const named = segments
    .slice(0, API_NAME_SEGMENTS)
    .map((segment) => (NAME.test(segment) ? segment : ':value'));
  return `/${named.join('/')}${segments.length > API_NAME_SEGMENTS ? '/…' : ''}`;
}

/** Ties a session's requests together in the logs without revealing its id. */
export function hashSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex').slice(0, 16);
}

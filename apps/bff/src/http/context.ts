import type { Context } from 'hono';

/** What the middleware learns about a request, for the routes and the request's log line. */
export interface BffEnv {
  Variables: {
    /** The public origin the request came in on (one of BFF_PUBLIC_ORIGINS). */
    origin: string;
    /** A hash of the session id: which requests belong together, never the session itself. */
    sessionHash: string;
    /** What became of a token refresh this request needed. */
    refresh: string;
    /** Why a provider or API call failed: an OAuth error code or an error's name. */
    failure: string;
  };
}

export type BffContext = Context<BffEnv>;

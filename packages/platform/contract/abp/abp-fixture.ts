/** Who makes a fixture's request; each test maps these to its own signed-in identities. */
export type AbpCaller = 'anonymous' | 'host admin' | 'host investor' | 'tenant admin';

/** One answer of an ABP endpoint, written as ABP gives it, with where its shape comes from (README.md). */
export interface AbpFixture {
  /** The ABP source of the shape: its DTOs' paths, its Angular packages, its server tests. */
  provenance: string;
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    /** From the API root, with the example's own ids. */
    path: string;
    caller: AbpCaller;
    headers: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
  };
  response: {
    status: number;
    /** Only the headers that matter to a client; `content-type` by its media type. */
    headers: Record<string, string>;
    /** The JSON body; null for none. */
    body?: unknown;
    /** A body that is not JSON (an HTML page). */
    text?: string;
  };
  /** Which client reads this answer: `admin.users.list`, `error.validation`… (the tests' tables). */
  reads: string;
  /** Paths whose objects are dictionaries: their keys are data, only their values have a shape. */
  dictionaries?: string[];
}

import ky from 'ky';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createAccountClient } from '../../account/account-client';
import { fakeAccessToken, identifyFakeAccessToken } from '../../mocks/fake-access-token';
import { createPlatformHandlers } from '../../mocks/platform-handlers';
import { createPlatformMockStore, SEEDED_IDS } from '../../mocks/platform-mock-store';
import { createAdminClient } from '../admin-client';

export const TEST_API_ROOT = 'http://api.test';
export const HOST_ADMIN = SEEDED_IDS.users.admin;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface CallerOptions {
  /** The signed-in user; null = anonymous. */
  userId?: string | null;
  language?: string;
  /** `__tenant` header of an anonymous caller. */
  tenant?: string;
}

/**
 * MSW in Node over the platform handlers and a seeded store with a settable clock, real ky
 * instances per caller, and a record of every request the handlers saw.
 */
export function startModuleTestServer() {
  const clock = { now: new Date('2026-11-22T09:00:00.000Z') };
  const store = createPlatformMockStore({ now: () => clock.now });
  const server = setupServer(
    ...createPlatformHandlers(store, { identify: identifyFakeAccessToken }),
  );
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    store.reset();
    requests.length = 0;
    clock.now = new Date('2026-11-22T09:00:00.000Z');
  });
  afterAll(() => server.close());

  const httpFor = ({ userId = HOST_ADMIN, language = 'en', tenant }: CallerOptions = {}) =>
    ky.create({
      prefixUrl: TEST_API_ROOT,
      retry: 0,
      headers: {
        'Accept-Language': language,
        ...(userId ? { Authorization: `Bearer ${fakeAccessToken(userId)}` } : {}),
        ...(tenant ? { __tenant: tenant } : {}),
      },
    });

  return {
    store,
    server,
    clock,
    httpFor,
    adminFor: (options?: CallerOptions) => createAdminClient(httpFor(options)),
    accountFor: (options?: CallerOptions) => createAccountClient(httpFor(options)),
    /** The last request the handlers received, with its JSON body read. */
    async lastRequest(): Promise<RecordedRequest> {
      const request = requests.at(-1);
      if (!request) throw new Error('No request was sent.');
      const url = new URL(request.url);
      const text = await request.text();
      return {
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
    },
  };
}

/** The ABP error body of a rejected call (ky's HTTPError). */
export async function abpErrorOf(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => {
      throw new Error('The call succeeded.');
    },
    (failure: unknown) => failure,
  );
  if (
    !(error instanceof Error) ||
    !('response' in error) ||
    !(error.response instanceof Response)
  ) {
    throw error;
  }
  // ABP's 401 and 403 from a policy check carry no body (the scheme's challenge and forbid).
  const text = await error.response.text();
  const body = (text === '' ? { error: {} } : JSON.parse(text)) as {
    error: {
      code?: string | null;
      message?: string;
      details?: string | null;
      data?: Record<string, unknown> | null;
      validationErrors?: { message: string; members: string[] | null }[] | null;
    };
  };
  return { status: error.response.status, ...body.error };
}

import ky from 'ky';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createInvestorClient } from '../client/investor-client';
import {
  createInvestorControlHandlers,
  createInvestorHandlers,
  createInvestorMockStore,
  DEMO_INVESTORS,
} from '../mocks';
import { EMAIL_SETTINGS_PATH } from '../mocks/mocked-operations';

export const TEST_API_ROOT = 'http://api.test';
export const COMPLETE_INVESTOR = DEMO_INVESTORS[0]!.userId;
export const NEW_INVESTOR = DEMO_INVESTORS[1]!.userId;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * MSW in Node over the real handlers and a seeded store, a real ky instance per caller, and a
 * record of every request the handlers saw (MSW's request:start event).
 */
export function startInvestorTestServer() {
  const store = createInvestorMockStore({ investors: DEMO_INVESTORS });
  const server = setupServer(
    ...createInvestorHandlers(store, {
      // The test token is the user id itself.
      identify: async (request) => {
        const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
        return token ? { userId: token } : null;
      },
    }),
    ...createInvestorControlHandlers(store),
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
  });
  afterAll(() => server.close());

  const httpFor = (userId: string | null, language = 'en') =>
    ky.create({
      prefixUrl: TEST_API_ROOT,
      retry: 0,
      headers: {
        'Accept-Language': language,
        ...(userId ? { Authorization: `Bearer ${userId}` } : {}),
      },
    });

  return {
    store,
    server,
    httpFor,
    clientFor: (userId: string | null = COMPLETE_INVESTOR, language?: string) =>
      createInvestorClient(httpFor(userId, language)),
    /** The emailing endpoints these mocks serve, called as ABP's own client calls them. */
    emailingFor: (userId: string | null = COMPLETE_INVESTOR) => {
      const http = httpFor(userId);
      return {
        getEmailSettings: () => http.get(EMAIL_SETTINGS_PATH).json<unknown>(),
        updateEmailSettings: (body: unknown) =>
          http.post(EMAIL_SETTINGS_PATH, { json: body }).then(() => undefined),
        sendTestEmail: (body: unknown) =>
          http.post(`${EMAIL_SETTINGS_PATH}/send-test-email`, { json: body }).then(() => undefined),
      };
    },
    /** The last request the handlers received, with its JSON body read. */
    /** A header of the last request sent, or null. */
    lastRequestHeader(name: string): string | null {
      const request = requests.at(-1);
      if (!request) throw new Error('No request was sent.');
      return request.headers.get(name);
    },
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

import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmailSettingsHandlers } from './email-settings-handlers';
import { createInvestorMockStore } from './investor-mock-store';
import type { EmailSettingsOperation } from './mock-route';

const ROOT = 'http://api.test/api/setting-management/emailing';
const store = createInvestorMockStore({ investors: [] });
const asked: [string, EmailSettingsOperation][] = [];
const server = setupServer(
  ...createEmailSettingsHandlers(store, {
    identify: async (request) => {
      const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
      return token ? { userId: token } : null;
    },
    // The test backend refuses the test mail to everyone but "tester".
    authorizeEmailSettings: (userId, operation) => {
      asked.push([userId, operation]);
      return operation === 'sendTestEmail' && userId !== 'tester'
        ? new HttpResponse(null, { status: 403 })
        : null;
    },
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  asked.length = 0;
});
afterAll(() => server.close());

const call = (userId: string | null, path = '', init: RequestInit = {}) =>
  fetch(`${ROOT}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(userId ? { authorization: `Bearer ${userId}` } : {}),
    },
  });

describe('the emailing handlers ask the backend’s checks first', () => {
  it('passes each call’s user and operation, and answers normally when allowed', async () => {
    expect((await call('admin')).status).toBe(200);
    expect(asked).toEqual([['admin', 'getEmailSettings']]);
    const sent = await call('tester', '/send-test-email', {
      method: 'POST',
      body: JSON.stringify({
        senderEmailAddress: 'noreply@sahm.example',
        targetEmailAddress: 'ops@sahm.example',
        subject: 'Test',
      }),
    });
    expect(sent.status).toBe(204);
    expect(asked.at(-1)).toEqual(['tester', 'sendTestEmail']);
  });

  it('sends a refusal back before reading the body, even a body that would not validate', async () => {
    const refused = await call('admin', '/send-test-email', { method: 'POST', body: '{}' });
    expect(refused.status).toBe(403);
    expect(store.outbox).toEqual([]);
  });

  it('answers 401 without a caller, before any check', async () => {
    expect((await call(null)).status).toBe(401);
    expect(asked).toEqual([]);
  });
});

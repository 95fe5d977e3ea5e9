import ky from 'ky';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createInvestorHandlers } from '../mocks';
import { InvestorResponseError } from './errors';
import { createInvestorClient } from './investor-client';

const BASE = 'http://api.test';
const incomplete = new Set(['new-investor']);
const server = setupServer(
  ...createInvestorHandlers({
    identify: async (request) => {
      const token = request.headers.get('authorization')?.replace('Bearer ', '');
      return token ? { userId: token } : null;
    },
    isRegistrationIncomplete: (userId) => incomplete.has(userId),
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const clientFor = (userId: string) =>
  createInvestorClient(
    ky.create({ prefixUrl: BASE, headers: { Authorization: `Bearer ${userId}` } }),
  );

describe('isRegistrationIncomplete', () => {
  it('reads the server flag as "registration is incomplete"', async () => {
    await expect(clientFor('new-investor').isRegistrationIncomplete()).resolves.toBe(true);
    await expect(clientFor('investor').isRegistrationIncomplete()).resolves.toBe(false);
  });

  it('turns a schema-breaking answer into a typed error', async () => {
    server.use(
      http.post(`${BASE}/api/app/investor/check-user-is-complete-register`, () =>
        HttpResponse.json({ unexpected: 'shape' }),
      ),
    );
    const failure = clientFor('investor').isRegistrationIncomplete();
    await expect(failure).rejects.toBeInstanceOf(InvestorResponseError);
    await expect(failure).rejects.toMatchObject({ operation: 'check-user-is-complete-register' });
  });
});

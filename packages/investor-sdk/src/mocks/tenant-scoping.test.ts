import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createInvestorHandlers } from './investor-handlers';
import { createInvestorMockStore } from './investor-mock-store';
import type { MockInvestorCaller } from './mock-route';
import type { MockedOperationId } from './mocked-operations';
import { DEMO_INVESTORS } from './seed-investors';

const ROOT = 'http://api.test/api';
const [SARA, FAISAL] = DEMO_INVESTORS.map((seed) => seed.userId) as [string, string];
const ACME_INVESTOR = 'acme-investor';
const store = createInvestorMockStore({
  investors: [
    ...DEMO_INVESTORS,
    {
      userId: ACME_INVESTOR,
      tenantId: 'acme',
      registrationComplete: true,
      userName: 'reem',
      email: 'r@acme.sa',
    },
  ],
});
const asked: [MockInvestorCaller, MockedOperationId][] = [];
const server = setupServer(
  ...createInvestorHandlers(store, {
    // The test token is `user` or `user@tenant`.
    identify: async (request) => {
      const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
      if (!token) return null;
      const [userId = '', tenantId = null] = token.split('@');
      return { userId, tenantId };
    },
    authorize: (caller, operation) => {
      asked.push([caller, operation]);
      return caller.userId === 'refused' ? new HttpResponse(null, { status: 403 }) : null;
    },
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  asked.length = 0;
});
afterAll(() => server.close());

const call = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${ROOT}/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });

describe('the investor mocks keep tenants apart and ask the backend to authorize', () => {
  it('asks `authorize` with the caller and operation, and sends its refusal back', async () => {
    expect((await call('refused', 'app/investor/investor')).status).toBe(403);
    expect((await call(SARA, 'app/investor/investor')).status).toBe(200);
    expect(asked).toEqual([
      [{ userId: 'refused', tenantId: null }, 'getInvestor'],
      [{ userId: SARA, tenantId: null }, 'getInvestor'],
    ]);
  });

  it("lists the caller's tenant's investors only", async () => {
    const list = async (token: string) =>
      (
        (await (await call(token, 'app/investor/investors-data')).json()) as {
          items: { userName: string }[];
        }
      ).items.map((item) => item.userName);
    expect((await list(SARA)).sort()).toEqual(['investor', 'newinvestor']);
    expect(await list('someone@acme')).toEqual(['reem']);
  });

  it("answers another investor's number as taken, without names or a birth-date check", async () => {
    const sara = store.findInvestor(SARA)!.generalInfo!;
    const check = (token: string, birthDate: string) =>
      call(
        token,
        `app/investor/check-national-id/${sara.nationalId}?birthDate=${birthDate}&nationalType=1`,
        {
          method: 'POST',
        },
      ).then((response) => response.json());
    const taken = {
      isVerified: false,
      isAlreadyRegistered: true,
      fullNameAr: null,
      fullNameEn: null,
      nationalityCode: null,
    };
    expect(await check(FAISAL, sara.birthDate)).toEqual(taken);
    expect(await check(FAISAL, '1990-01-01')).toEqual(taken);
    expect(await check(SARA, sara.birthDate)).toMatchObject({
      isVerified: true,
      isAlreadyRegistered: false,
    });
    expect(await check('someone@acme', sara.birthDate)).toMatchObject({
      isAlreadyRegistered: false,
    });
  });

  it("keeps a tenant's emailing settings apart from the host's", async () => {
    const acme = {
      ...store.emailSettingsFor(null),
      smtpHost: 'smtp.acme.sa',
      smtpPassword: 'acme-secret',
    };
    expect(
      (
        await call('admin@acme', 'setting-management/emailing', {
          method: 'POST',
          body: JSON.stringify(acme),
        })
      ).status,
    ).toBe(204);
    expect(store.emailSettingsFor(null).smtpHost).toBe('smtp.sahm.example');
    expect(await (await call('admin@acme', 'setting-management/emailing')).json()).toEqual({
      ...acme,
      smtpPassword: null,
    });
    expect(await (await call('admin@globex', 'setting-management/emailing')).json()).toMatchObject({
      smtpHost: null,
      smtpPassword: null,
      smtpPort: store.emailSettingsFor(null).smtpPort,
    });
  });
});

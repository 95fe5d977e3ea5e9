import ky, { HTTPError } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { createFailureHandlers, failureHandler } from '../mocks';
import {
  COMPLETE_INVESTOR,
  TEST_API_ROOT,
  startInvestorTestServer,
} from '../testing/investor-test-server';
import { OPERATION_CALLS } from '../testing/operation-calls';
import { parseValidationMessage } from '../validation/messages';
import { createInvestorClient } from './investor-client';
import { InvestorResponseError } from './errors';
import type { ResponseKind } from './operation-definition';
import { SDK_OPERATIONS, SPEC_INVESTOR_OPERATIONS, type OperationId } from './operations';

const api = startInvestorTestServer();

const OPERATIONS = Object.keys(SDK_OPERATIONS) as OperationId[];
const answering = (...kinds: ResponseKind[]) =>
  OPERATIONS.filter((operation) => kinds.includes(SDK_OPERATIONS[operation].response));

/** The SDK's clients for the seeded complete investor, reporting broken answers to the spy. */
function clientsReportingTo(onResponseError: (error: InvestorResponseError) => void) {
  return { investor: createInvestorClient(api.httpFor(COMPLETE_INVESTOR), { onResponseError }) };
}

describe('schema-breaking answers, for every operation', () => {
  it('the table of calls covers every operation of the SDK', () => {
    expect(Object.keys(OPERATION_CALLS).sort()).toEqual([...OPERATIONS].sort());
    // The 23 investor calls of SPEC §7 and our 5 designed calls.
    expect(Object.keys(SPEC_INVESTOR_OPERATIONS)).toHaveLength(23);
    expect(OPERATIONS).toHaveLength(23 + 5);
  });

  it.each(answering('json', 'text'))(
    '%s: a malformed body becomes a reported InvestorResponseError',
    async (operation) => {
      api.store.failNext(operation, 'malformed-body');
      const onResponseError = vi.fn();
      const failure = OPERATION_CALLS[operation](clientsReportingTo(onResponseError));
      await expect(failure).rejects.toBeInstanceOf(InvestorResponseError);
      await expect(failure).rejects.toMatchObject({
        operation,
        kind: 'schema',
        method: SDK_OPERATIONS[operation].method,
        status: 200,
      });
      expect(onResponseError).toHaveBeenCalledOnce();
      expect(onResponseError.mock.calls[0]?.[0].issues.length).toBeGreaterThan(0);
    },
  );

  it.each(answering('json'))(
    '%s: a body that is not JSON becomes a reported, unparseable InvestorResponseError',
    async (operation) => {
      api.store.failNext(operation, 'invalid-json');
      const onResponseError = vi.fn();
      const failure = OPERATION_CALLS[operation](clientsReportingTo(onResponseError));
      await expect(failure).rejects.toMatchObject({
        name: 'InvestorResponseError',
        operation,
        kind: 'unparseable',
        url: expect.stringMatching(
          new RegExp(`^${SDK_OPERATIONS[operation].path.replace(/\{\w+\}/g, '[^/]+')}$`),
        ),
      });
      expect(onResponseError).toHaveBeenCalledOnce();
    },
  );

  it.each(answering('none'))(
    '%s: an action without a result ignores whatever body comes back',
    async (operation) => {
      api.store.failNext(operation, 'malformed-body');
      const onResponseError = vi.fn();
      await expect(
        OPERATION_CALLS[operation](clientsReportingTo(onResponseError)),
      ).resolves.toBeUndefined();
      expect(onResponseError).not.toHaveBeenCalled();
    },
  );

  it('a story handler answering a wrong shape is reported the same way', async () => {
    api.server.use(...createFailureHandlers({ subscribeToOpportunity: 'malformed-body' }));
    await expect(
      api
        .clientFor()
        .subscribeToOpportunity('x', { amount: 1_000 }, { idempotencyKey: crypto.randomUUID() }),
    ).rejects.toMatchObject({ name: 'InvestorResponseError', operation: 'subscribeToOpportunity' });
  });
});

describe('failing answers', () => {
  const statusOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(HTTPError);
    return error as HTTPError;
  };

  it.each([
    ['unauthorized', 401, 'You are not authenticated!'],
    ['forbidden', 403, 'You are not authorized!'],
    ['not-found', 404, 'Resource not found!'],
    ['server-error', 500, 'An internal error occurred during your request!'],
  ] as const)('%s answers %i in ABP format', async (kind, status, message) => {
    api.store.failNext('getWallet', kind);
    const error = await statusOf(api.clientFor().getWallet());
    expect(error.response.status).toBe(status);
    expect(error.response.headers.get('_AbpErrorFormat')).toBe('true');
    await expect(error.response.json()).resolves.toMatchObject({ error: { message } });
  });

  it('a bare status answers with an empty body and no ABP header, as a gateway would', async () => {
    api.store.failNext('getWallet', { kind: 'status', status: 502 });
    const error = await statusOf(api.clientFor().getWallet());
    expect(error.response.status).toBe(502);
    expect(error.response.headers.get('_AbpErrorFormat')).toBeNull();
    await expect(error.response.text()).resolves.toBe('');
  });

  it('a status in ABP format carries the header and an error body', async () => {
    api.store.failNext('getWallet', { kind: 'status', status: 409, abpFormat: true });
    const error = await statusOf(api.clientFor().getWallet());
    expect(error.response.status).toBe(409);
    expect(error.response.headers.get('_AbpErrorFormat')).toBe('true');
    await expect(error.response.json()).resolves.toMatchObject({
      error: { details: 'The server answered 409.' },
    });
  });

  it("a tenant resolve error is ABP's: 404, the header, no _AbpErrorFormat", async () => {
    api.store.failNext('getWallet', 'tenant-resolve-error');
    const error = await statusOf(api.clientFor().getWallet());
    expect(error.response.status).toBe(404);
    expect(error.response.headers.get('Abp-Tenant-Resolve-Error')).toBe('Tenant not found!');
    expect(error.response.headers.get('_AbpErrorFormat')).toBeNull();
    await expect(error.response.json()).resolves.toMatchObject({
      error: { code: null, message: 'Tenant not found!' },
    });
  });

  it('a validation failure carries camelCased members and [params]', async () => {
    api.store.failNext('subscribeToOpportunity', 'validation');
    const error = await statusOf(
      api
        .clientFor()
        .subscribeToOpportunity('x', { amount: 1 }, { idempotencyKey: crypto.randomUUID() }),
    );
    expect(error.response.status).toBe(400);
    const body = (await error.response.json()) as {
      error: { validationErrors: { message: string; members: string[] }[] };
    };
    const [first] = body.error.validationErrors;
    expect(first?.members).toEqual(['amount']);
    expect(parseValidationMessage(first?.message ?? '')).toEqual({
      key: 'Sahm::Validation:Range',
      params: ['1000', '500000'],
    });
  });

  it('a network error rejects with the fetch error, not an HTTP error', async () => {
    api.store.failNext('getInvestor', 'network-error');
    const failure = api.clientFor().getInvestor();
    await expect(failure).rejects.toBeInstanceOf(TypeError);
  });

  it('a caller without a token gets 401 from every handler', async () => {
    const error = await statusOf(api.clientFor(null).getWallet());
    expect(error.response.status).toBe(401);
  });

  it('queued failures are used up, match by operation id, and can repeat', async () => {
    api.store.failNext('getInvestorName', 'server-error', { times: 2 });
    await statusOf(api.clientFor().getInvestorName());
    await statusOf(api.clientFor().getInvestorName());
    await expect(api.clientFor().getInvestorName()).resolves.toBe('Sara Al Qahtani');
  });

  it('failureHandler answers one operation every time, for stories', async () => {
    api.server.use(failureHandler('getOpportunities', 'forbidden'));
    expect((await statusOf(api.clientFor().getOpportunities())).response.status).toBe(403);
    expect((await statusOf(api.clientFor().getOpportunities())).response.status).toBe(403);
  });

  it('the control endpoints queue failures and reset the store over HTTP, for Playwright', async () => {
    const http = ky.create({ prefixUrl: TEST_API_ROOT, retry: 0 });
    await http.post('api/__mocks/investor/fail-next', {
      json: { operation: 'getWallet', failure: 'server-error' },
    });
    expect((await statusOf(api.clientFor().getWallet())).response.status).toBe(500);
    await api
      .clientFor()
      .subscribeToOpportunity(
        '5a3e0c1d-0000-4000-8000-000000000001',
        { amount: 1_000 },
        { idempotencyKey: crypto.randomUUID() },
      );
    await http.post('api/__mocks/investor/reset');
    await expect(api.clientFor().getWallet()).resolves.toMatchObject({ balance: 50_000 });
    const invalid = await statusOf(
      http.post('api/__mocks/investor/fail-next', { json: { failure: 'nonsense' } }),
    );
    expect(invalid.response.status).toBe(400);
  });
});

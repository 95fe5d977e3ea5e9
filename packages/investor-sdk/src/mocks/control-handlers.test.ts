import ky, { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { startInvestorTestServer, TEST_API_ROOT } from '../testing/investor-test-server';

const api = startInvestorTestServer();
const controls = ky.create({ prefixUrl: `${TEST_API_ROOT}/api/__mocks/investor`, retry: 0 });

async function refusal(json: unknown) {
  const error = await controls.post('fail-next', { json }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HTTPError);
  const response = (error as HTTPError).response;
  const body = (await response.json()) as { error: { validationErrors: { members: string[] }[] } };
  return {
    status: response.status,
    members: body.error.validationErrors.flatMap((e) => e.members),
  };
}

describe('the investor control endpoints take no regular expression (ADR 0450)', () => {
  it('refuses a pattern, even beside an operation, and queues nothing', async () => {
    expect(await refusal({ pattern: '^GET ', failure: 'server-error' })).toEqual({
      status: 400,
      members: ['operation', 'pattern'],
    });
    expect(
      await refusal({ operation: 'getWallet', pattern: '(a+)+$', failure: 'server-error' }),
    ).toEqual({ status: 400, members: ['pattern'] });
    await expect(api.clientFor().getWallet()).resolves.toMatchObject({ balance: 50_000 });
  });

  it('names the operation exactly: an id it does not know is refused', async () => {
    expect(await refusal({ operation: 'getWallet.*', failure: 'server-error' })).toEqual({
      status: 400,
      members: ['operation'],
    });
  });

  it('still fails the named operation, or any with `*`', async () => {
    await controls.post('fail-next', { json: { operation: '*', failure: 'forbidden' } });
    const error = await api
      .clientFor()
      .getInvestor()
      .catch((caught: unknown) => caught);
    expect((error as HTTPError).response.status).toBe(403);
    await expect(api.clientFor().getInvestor()).resolves.toMatchObject({ userName: 'investor' });
  });
});

import { HTTPError } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import {
  COMPLETE_INVESTOR,
  NEW_INVESTOR,
  startInvestorTestServer,
} from '../testing/investor-test-server';
import { InvestorResponseError } from './errors';
import { isRegistrationIncomplete } from './registration-check';

const api = startInvestorTestServer();

describe('isRegistrationIncomplete without the client', () => {
  it('sends POST check-user-is-complete-register and is true while registration is incomplete', async () => {
    await expect(isRegistrationIncomplete(api.httpFor(NEW_INVESTOR))).resolves.toBe(true);
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: '/api/app/investor/check-user-is-complete-register',
      query: {},
      body: undefined,
    });
  });

  it('is false once the investor has completed registration', async () => {
    await expect(isRegistrationIncomplete(api.httpFor(COMPLETE_INVESTOR))).resolves.toBe(false);
  });

  it('answers what the client method answers', async () => {
    for (const userId of [NEW_INVESTOR, COMPLETE_INVESTOR]) {
      await expect(isRegistrationIncomplete(api.httpFor(userId))).resolves.toBe(
        await api.clientFor(userId).isRegistrationIncomplete(),
      );
    }
  });

  it('reports an answer that is not a boolean to onResponseError and rejects', async () => {
    api.store.failNext('isRegistrationIncomplete', 'malformed-body');
    const onResponseError = vi.fn();
    const check = isRegistrationIncomplete(api.httpFor(COMPLETE_INVESTOR), { onResponseError });
    await expect(check).rejects.toBeInstanceOf(InvestorResponseError);
    await expect(check).rejects.toMatchObject({
      operation: 'isRegistrationIncomplete',
      kind: 'schema',
    });
    expect(onResponseError).toHaveBeenCalledOnce();
  });

  it('leaves a failing answer to the caller as ky HTTPError', async () => {
    api.store.failNext('isRegistrationIncomplete', 'server-error');
    await expect(isRegistrationIncomplete(api.httpFor(COMPLETE_INVESTOR))).rejects.toBeInstanceOf(
      HTTPError,
    );
  });
});

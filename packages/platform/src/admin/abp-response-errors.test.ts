import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createAccountClient } from '../account';
import { AbpResponseError, createAdminClient, isAbpResponseError } from '.';
import { startModuleTestServer, TEST_API_ROOT } from './testing/module-test-server';

const api = startModuleTestServer();

describe('answers that break their schema', () => {
  it('a body of the wrong shape rejects with a schema AbpResponseError, reported first', async () => {
    api.server.use(
      http.get(`${TEST_API_ROOT}/api/identity/users`, () =>
        HttpResponse.json({ totalCount: '2', items: [{ id: 'x' }] }),
      ),
    );
    const onResponseError = vi.fn();
    const failure = createAdminClient(api.httpFor(), { onResponseError }).users.list();

    await expect(failure).rejects.toBeInstanceOf(AbpResponseError);
    await expect(failure).rejects.toMatchObject({
      operation: 'getUsers',
      method: 'GET',
      url: 'api/identity/users',
      status: 200,
      kind: 'schema',
      issues: expect.arrayContaining([expect.objectContaining({ path: ['totalCount'] })]),
    });
    expect(onResponseError).toHaveBeenCalledOnce();
    expect(isAbpResponseError(onResponseError.mock.calls[0]?.[0])).toBe(true);
  });

  it('a body that is not JSON rejects with an unparseable AbpResponseError', async () => {
    api.server.use(
      http.get(`${TEST_API_ROOT}/api/account/my-profile`, () => HttpResponse.text('<html>')),
    );
    const failure = createAccountClient(api.httpFor()).getMyProfile();
    await expect(failure).rejects.toMatchObject({
      name: 'AbpResponseError',
      operation: 'getMyProfile',
      kind: 'unparseable',
      issues: [],
    });
  });

  it('an unknown extra field is dropped, not an error', async () => {
    api.server.use(
      http.get(`${TEST_API_ROOT}/api/multi-tenancy/tenants/:id`, ({ params }) =>
        HttpResponse.json({ id: params['id'], name: 'acme', extraProperties: { plan: 'gold' } }),
      ),
    );
    await expect(createAdminClient(api.httpFor()).tenants.get('t1')).resolves.toEqual({
      id: 't1',
      name: 'acme',
      concurrencyStamp: null,
    });
  });
});

describe('failing answers', () => {
  it('stay ky HTTPErrors carrying the ABP error body', async () => {
    const failure = createAdminClient(api.httpFor()).users.get('no-such-user');
    await expect(failure).rejects.toBeInstanceOf(HTTPError);
    const error = (await failure.catch((caught: unknown) => caught)) as HTTPError;
    expect(error.response.status).toBe(404);
    expect(error.response.headers.get('_AbpErrorFormat')).toBe('true');
    expect(await error.response.json()).toMatchObject({
      error: { message: 'There is no entity IdentityUser with id = no-such-user!' },
    });
  });
});

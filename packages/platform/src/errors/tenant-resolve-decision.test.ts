import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/create-http-client';
import { tenantResolveError } from '../mocks/tenant-resolve-error';
import { describeHttpError } from './describe-http-error';
import { readHttpError } from './read-http-error';

const API = 'https://api.sahm.example';
const ACME_ID = '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001';

/** What a page on another origin can read: the safelisted headers and ABP's exposed list. */
function asSeenFromAnotherOrigin(response: Response): Response {
  const visible = new Headers();
  for (const name of ['content-type', '_AbpErrorFormat']) {
    const value = response.headers.get(name);
    if (value !== null) visible.set(name, value);
  }
  return new Response(response.body, { status: response.status, headers: visible });
}

/** A request through the platform's client, answered by `answer` (given what was sent). */
async function failure(
  answer: (request: Request) => Response,
  tenantId: string | null = ACME_ID,
): Promise<unknown> {
  const http = createHttpClient({
    baseUrl: API,
    getAccessToken: () => null,
    getLanguage: () => 'en',
    getTenantId: () => tenantId,
    fetch: async (input, init) => answer(new Request(input, init)),
  });
  return http
    .get('api/abp/application-configuration')
    .then(() => {
      throw new Error('expected the request to fail');
    })
    .catch((error: unknown) => error);
}

const decide = async (error: unknown) => describeHttpError(await readHttpError(error));
const abpTenantError = (request: Request) =>
  tenantResolveError(request, 'not-found', ACME_ID, '__tenant');

describe('a tenant that does not resolve (ABP MultiTenancyMiddleware)', () => {
  it('sends ABP exactly its 404, header and JSON body for the AJAX request the client makes', async () => {
    const sent = await failure(abpTenantError);
    const info = await readHttpError(sent);
    expect(info.status).toBe(404);
    expect(info.headers.get('Abp-Tenant-Resolve-Error')).toBe('Tenant not found!');
    expect(info.headers.get('_AbpErrorFormat')).toBeNull();
    expect(info.body).toEqual({
      error: {
        code: null,
        message: 'Tenant not found!',
        details: `There is no tenant with the tenant id or name: ${ACME_ID}`,
        data: null,
        validationErrors: null,
      },
    });
  });

  it('on the same origin: the header is read, the tenant cleared and the user logged out', async () => {
    expect(await decide(await failure(abpTenantError))).toMatchObject({
      show: 'none',
      clearTenantAndLogout: true,
      recheckTenant: false,
    });
  });

  it('from another origin: the 404 alone asks for a look-up of the tenant', async () => {
    const decision = await decide(
      await failure((request) => asSeenFromAnotherOrigin(abpTenantError(request))),
    );
    expect(decision).toMatchObject({
      clearTenantAndLogout: false,
      recheckTenant: true,
      show: 'page',
      status: 404,
    });
  });

  it('also for the HTML page ABP answers a request that is not AJAX', async () => {
    const decision = await decide(
      await failure((request) => {
        const plain = new Request(request.url, { headers: { __tenant: ACME_ID } });
        return asSeenFromAnotherOrigin(
          tenantResolveError(plain, 'not-active', ACME_ID, '__tenant'),
        );
      }),
    );
    expect(decision.recheckTenant).toBe(true);
  });

  it("asks nothing for ABP's own 404s, or a 404 of a request without a tenant", async () => {
    const entityNotFound = () =>
      new Response(JSON.stringify({ error: { message: 'There is no entity Tenant!' } }), {
        status: 404,
        headers: { 'content-type': 'application/json', _AbpErrorFormat: 'true' },
      });
    expect((await decide(await failure(entityNotFound))).recheckTenant).toBe(false);
    expect(
      (
        await decide(
          await failure((request) => asSeenFromAnotherOrigin(abpTenantError(request)), null),
        )
      ).recheckTenant,
    ).toBe(false);
    expect(
      (await decide(await failure(() => new Response(null, { status: 500 })))).recheckTenant,
    ).toBe(false);
  });
});

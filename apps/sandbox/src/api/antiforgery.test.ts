import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../server';
import { sandboxCalls } from '../testing/sandbox-calls';
import { ABP_AUTH_COOKIE, ANTIFORGERY_COOKIE, XSRF_TOKEN_COOKIE } from './antiforgery';

// Issue 28 A1 (ADR 0492): the API checks antiforgery as ABP's global filter does.
const PORT = 44397;
const ORIGIN = `http://localhost:${PORT}`;
const PROFILE = '/api/account/my-profile';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: PORT,
    origin: ORIGIN,
    portalOrigins: ['http://localhost:4200'],
  });
});
afterAll(() => sandbox.close());

const { api, tokenFor } = sandboxCalls(ORIGIN);

/** The cookie pair and header value that `GET application-configuration` hands to `token`'s user. */
async function issuedTo(token: string | null) {
  const response = await api('/api/abp/application-configuration', token ? { token } : {});
  expect(response.status).toBe(200);
  const cookies = new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const separatorAt = pair.indexOf('=');
      return [pair.slice(0, separatorAt), { value: pair.slice(separatorAt + 1), line }] as const;
    }),
  );
  return { response, cookies, xsrf: decodeURIComponent(cookies.get(XSRF_TOKEN_COOKIE)!.value) };
}

/** A profile save: the profile as read, written back. */
async function saveProfile(token: string, headers: Record<string, string> = {}) {
  const profile = await (await api(PROFILE, { token })).json();
  return api(PROFILE, { method: 'PUT', token, headers, body: JSON.stringify(profile) });
}

describe('antiforgery, as ABP checks it (ADR 0492)', () => {
  it('application-configuration issues the HttpOnly cookie and the script-readable token', async () => {
    const { response, cookies } = await issuedTo(await tokenFor('investor'));
    expect(cookies.get(ANTIFORGERY_COOKIE)?.line).toMatch(/HttpOnly/i);
    expect(cookies.get(ANTIFORGERY_COOKIE)?.line).toMatch(/SameSite=Strict/i);
    expect(cookies.get(XSRF_TOKEN_COOKIE)?.line).not.toMatch(/HttpOnly/i);
    expect(cookies.get(XSRF_TOKEN_COOKIE)?.line).toMatch(/SameSite=None/i);
    expect(response.headers.get('cache-control')).toBe('no-cache, no-store');
  });

  it('leaves a write with a bearer and no ABP cookie alone', async () => {
    const token = await tokenFor('investor');
    expect((await saveProfile(token)).status).toBe(200);
    expect((await saveProfile(token, { cookie: '.AspNetCore.Culture=c%3Den' })).status).toBe(200);
  });

  it.each([
    ['ABP’s sign-in cookie', `${ABP_AUTH_COOKIE}=CfDJ8signed-in`],
    ['an XSRF-TOKEN cookie alone', `${XSRF_TOKEN_COOKIE}=stray`],
  ])('refuses a write carrying %s without a token: 400, empty, not done', async (_case, cookie) => {
    const token = await tokenFor('investor');
    const before = await (await api(PROFILE, { token })).json();
    const refused = await api(PROFILE, {
      method: 'PUT',
      token,
      headers: { cookie },
      body: JSON.stringify({ ...before, name: 'Changed' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('');
    expect(refused.headers.get('_abperrorformat')).toBeNull();
    expect(await (await api(PROFILE, { token })).json()).toEqual(before);
  });

  it('accepts the pair issued to this user, even when XSRF-TOKEN has changed since', async () => {
    const token = await tokenFor('investor');
    const first = await issuedTo(token);
    const cookie = `${ANTIFORGERY_COOKIE}=${first.cookies.get(ANTIFORGERY_COOKIE)!.value}`;
    const header = { RequestVerificationToken: first.xsrf };
    expect(
      (await saveProfile(token, { ...header, cookie: `${cookie}; ${XSRF_TOKEN_COOKIE}=other` }))
        .status,
    ).toBe(200);
    expect(
      (await saveProfile(token, { ...header, cookie: `${cookie}; ${ABP_AUTH_COOKIE}=x` })).status,
    ).toBe(200);
  });

  it('refuses a token issued to someone else, to nobody, or without its cookie', async () => {
    const token = await tokenFor('investor');
    const mine = await issuedTo(token);
    const pairCookie = `${ANTIFORGERY_COOKIE}=${mine.cookies.get(ANTIFORGERY_COOKIE)!.value}`;
    const anonymous = await api('/api/abp/application-configuration', {
      headers: { cookie: pairCookie },
    });
    const anonymousXsrf = anonymous.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${XSRF_TOKEN_COOKIE}=`))!
      .split(';')[0]!
      .slice(XSRF_TOKEN_COOKIE.length + 1);
    const trigger = `${XSRF_TOKEN_COOKIE}=x`;
    for (const [headers, why] of [
      [
        {
          RequestVerificationToken: decodeURIComponent(anonymousXsrf),
          cookie: `${pairCookie}; ${trigger}`,
        },
        'issued anonymously',
      ],
      [{ RequestVerificationToken: mine.xsrf, cookie: trigger }, 'no HttpOnly cookie'],
      [{ RequestVerificationToken: 'garbage', cookie: `${pairCookie}; ${trigger}` }, 'not a token'],
      [{ cookie: `${pairCookie}; ${trigger}` }, 'no header'],
    ] as const) {
      expect((await saveProfile(token, headers)).status, why).toBe(400);
    }
    const other = await issuedTo(await tokenFor('admin'));
    const otherCookie = `${ANTIFORGERY_COOKIE}=${other.cookies.get(ANTIFORGERY_COOKIE)!.value}`;
    expect(
      (
        await saveProfile(token, {
          RequestVerificationToken: other.xsrf,
          cookie: `${otherCookie}; ${trigger}`,
        })
      ).status,
    ).toBe(400);
  });

  it('is checked before authorization: an anonymous write with a trigger is 400, not 401', async () => {
    const refused = await api('/api/identity/users', {
      method: 'POST',
      headers: { cookie: `${ABP_AUTH_COOKIE}=x` },
      body: '{}',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('');
  });

  it('never checks GET, HEAD or OPTIONS', async () => {
    const token = await tokenFor('investor');
    const cookie = `${ABP_AUTH_COOKIE}=x`;
    expect((await api(PROFILE, { token, headers: { cookie } })).status).toBe(200);
    expect((await api(PROFILE, { method: 'HEAD', token, headers: { cookie } })).status).not.toBe(
      400,
    );
  });
});

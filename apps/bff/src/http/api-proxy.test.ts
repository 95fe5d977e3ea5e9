import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_BFF_CLIENT_SECRET } from '../../../sandbox/src/config';
import { SESSION_COOKIE } from '../cookies';
import {
  cookieAttributes,
  expectNoSecretsExposed,
  PORTAL,
  startHarness,
  type Harness,
} from '../testing/harness';
import { upstreamUrl } from './api-proxy';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(44362);
});
afterAll(() => harness.close());

const secrets: string[] = [];
const FIVE_MINUTES = 300_000;

async function signedIn(userName = 'investor', app = harness.bff) {
  const person = harness.browser(PORTAL, app);
  await harness.signIn(person, userName);
  const session = await harness.openSession(person.cookieHeader());
  secrets.push(session!.accessToken, session!.refreshToken!, session!.idToken!);
  return { person, session: session! };
}

const apiCalls = () => harness.calls.filter((call) => call.url.pathname.startsWith('/api/'));

async function abpError(response: Response) {
  expect(response.headers.get('_abperrorformat')).toBe('true');
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('/api/* forwarded to the ABP API', () => {
  it('sends the session’s access token, the tenant and the language, and no cookie either way', async () => {
    const { person, session } = await signedIn();
    const before = apiCalls().length;
    const response = await person.api(
      '/api/abp/application-configuration?includeLocalizationResources=false',
      {
        headers: {
          'accept-language': 'en',
          __tenant: 'tenant-id',
          requestverificationtoken: 'stray-token',
          // A stray ABP cookie on the portal's host (a sibling sub-domain, an old deployment).
          cookie: `${person.cookieHeader()}; XSRF-TOKEN=stray; .AspNetCore.Identity.Application=x`,
        },
      },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).currentUser).toMatchObject({ userName: 'investor' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The sandbox issues ABP's antiforgery pair here; the portal's origin never holds it.
    expect(response.headers.getSetCookie()).toEqual([]);

    const [call] = apiCalls().slice(before);
    expect(call?.url.href).toBe(
      `${harness.origin}/api/abp/application-configuration?includeLocalizationResources=false`,
    );
    expect(call?.headers.get('authorization')).toBe(`Bearer ${session.accessToken}`);
    expect(call?.headers.get('accept-language')).toBe('en');
    expect(call?.headers.get('__tenant')).toBe('tenant-id');
    expect(call?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    // No cookie (the session's included) and no antiforgery header reach ABP (ADR 0492).
    expect(call?.headers.has('cookie')).toBe(false);
    expect(call?.headers.has('requestverificationtoken')).toBe(false);
    expect(call?.headers.get('x-forwarded-host')).toBe('localhost:4200');
  });

  it('a write passes ABP’s antiforgery check with a stray ABP cookie in the browser', async () => {
    const { person } = await signedIn();
    const stray = `${person.cookieHeader()}; XSRF-TOKEN=stray; .AspNetCore.Identity.Application=x`;
    const profile = await (await person.api('/api/account/my-profile')).json();
    const saved = await person.api('/api/account/my-profile', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: stray,
      },
      body: JSON.stringify(profile),
    });
    expect(saved.status).toBe(200);
  });

  it('calls the API anonymously without a session', async () => {
    const before = apiCalls().length;
    const response = await harness.browser().api('/api/abp/application-configuration');
    expect((await response.json()).currentUser.isAuthenticated).toBe(false);
    expect(apiCalls().slice(before)[0]?.headers.has('authorization')).toBe(false);
  });

  it('never leaves /api/, however the path is spelled', async () => {
    const api = new URL('https://api.example.sa');
    expect(upstreamUrl(api, 'http://localhost:4200/api/identity/users?filter=a')?.href).toBe(
      'https://api.example.sa/api/identity/users?filter=a',
    );
    for (const path of [
      '/api/../connect/token',
      '/api/%2e%2e/connect/token',
      '/api/..%2fconnect',
      '/apix',
    ]) {
      const target = upstreamUrl(api, `http://localhost:4200${path}`);
      expect(target === null || target.pathname.startsWith('/api/'), path).toBe(true);
    }
    expect(
      upstreamUrl(new URL('https://example.sa/backend/'), 'http://localhost:4200/api/x')?.href,
    ).toBe('https://example.sa/backend/api/x');
  });

  it('answers 502 in ABP’s shape when the API cannot be reached, and keeps the session', async () => {
    const { person } = await signedIn();
    harness.down.api = true;
    try {
      const response = await person.api('/api/abp/application-configuration');
      expect(response.status).toBe(502);
      expect((await abpError(response)).code).toBe('Sahm.Bff:ApiUnreachable');
      expect(response.headers.getSetCookie()).toEqual([]);
    } finally {
      harness.down.api = false;
    }
  });
});

describe('CSRF', () => {
  const write = { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } };

  it('refuses an unsafe method without the AJAX marker, in ABP’s error shape and the person’s language', async () => {
    const { person } = await signedIn();
    const before = apiCalls().length;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const refused = await person.request('/api/identity/users', {
        method,
        headers: { origin: PORTAL, 'accept-language': 'en' },
      });
      expect(refused.status, method).toBe(403);
      const error = await abpError(refused);
      expect(error.code).toBe('Sahm.Bff:CrossSiteRequestRefused');
      expect(error.message).toMatch(/refused/);
    }
    const arabic = await person.request('/api/identity/users', {
      ...write,
      headers: { origin: PORTAL },
    });
    expect((await abpError(arabic)).message).toMatch(/رُفض/);
    expect(apiCalls().length).toBe(before);
  });

  it('refuses the marker from another origin, or from another tenant’s sub-domain', async () => {
    const { person } = await signedIn();
    const strangers: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: 'http://globex.localhost:4200' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of strangers) {
      const refused = await person.api('/api/identity/users', { ...write, headers });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('forwards an unsafe method with the marker from this origin', async () => {
    const { person } = await signedIn('admin');
    const before = apiCalls().length;
    const response = await person.api('/api/identity/roles', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ name: 'Auditor', isDefault: false, isPublic: true }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).name).toBe('Auditor');
    expect(apiCalls().slice(before)[0]?.body).toContain('Auditor');
  });

  it('guards logout too: a page elsewhere cannot sign a person out', async () => {
    const { person } = await signedIn();
    const refused = await person.request('/bff/logout', {
      method: 'POST',
      headers: { origin: PORTAL },
    });
    expect(refused.status).toBe(403);
    expect(person.jar.has(SESSION_COOKIE)).toBe(true);
  });
});

describe('refresh', () => {
  it('renews a token near expiry once for ten concurrent requests, each answer carrying the renewed cookie', async () => {
    const { person, session } = await signedIn();
    const oldCookie = person.cookieHeader();
    const refreshesBefore = harness.refreshCalls().length;
    harness.advance(FIVE_MINUTES - 20_000);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => person.api('/api/abp/application-configuration')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(harness.refreshCalls().length - refreshesBefore).toBe(1);
    const renewedCookies = answers.map(
      (answer) =>
        answer.headers
          .getSetCookie()
          .map(cookieAttributes)
          .find((c) => c.name === SESSION_COOKIE)?.value,
    );
    expect(new Set(renewedCookies).size).toBe(1);
    expect(renewedCookies[0]).toBeTruthy();

    const renewed = await harness.openSession(person.cookieHeader());
    expect(renewed?.sid).toBe(session.sid);
    expect(renewed?.accessToken).not.toBe(session.accessToken);
    expect(renewed?.refreshToken).not.toBe(session.refreshToken);
    secrets.push(renewed!.accessToken, renewed!.refreshToken!);
    const apiTokens = apiCalls()
      .slice(-10)
      .map((call) => call.headers.get('authorization'));
    expect(new Set(apiTokens)).toEqual(new Set([`Bearer ${renewed!.accessToken}`]));

    // A request sent with the old cookie before the browser stored the new one: no second refresh
    // (the provider would take a reused refresh token for theft and end the grant).
    const late = await person.api('/api/abp/application-configuration', {
      headers: { cookie: oldCookie },
    });
    expect(late.status).toBe(200);
    expect((await late.json()).currentUser.isAuthenticated).toBe(true);
    expect(harness.refreshCalls().length - refreshesBefore).toBe(1);
    expect(harness.logs.at(-1)).toMatchObject({ refresh: 'joined:renewed' });
  });

  it('ends the session when the provider refuses the refresh: 401, cookie cleared', async () => {
    const { person, session } = await signedIn();
    // The grant ends behind the BFF's back (another device's logout, an administrator).
    const revoked = await fetch(`${harness.origin}/connect/revocat`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`Sahm_Bff:${DEVELOPMENT_BFF_CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token: session.refreshToken!, token_type_hint: 'refresh_token' }),
    });
    expect(revoked.status).toBe(200);
    harness.advance(FIVE_MINUTES);

    const ended = await person.api('/api/abp/application-configuration', {
      headers: { 'accept-language': 'en' },
    });
    expect(ended.status).toBe(401);
    expect(await abpError(ended)).toMatchObject({
      code: 'Sahm.Bff:SessionEnded',
      message: 'Your session has ended. Please sign in again.',
    });
    expect(ended.headers.getSetCookie().map(cookieAttributes)).toContainEqual(
      expect.objectContaining({
        name: SESSION_COOKIE,
        value: '',
        attributes: expect.arrayContaining(['max-age=0']),
      }),
    );
    expect(person.jar.has(SESSION_COOKIE)).toBe(false);
    expect(await (await person.request('/bff/user')).json()).toEqual({ isAuthenticated: false });
  });

  it('keeps the session when nobody answers: 503 once the token has lapsed, renewed when the provider is back', async () => {
    const { person } = await signedIn();
    const cookie = person.cookieHeader();
    harness.advance(FIVE_MINUTES - 20_000);
    harness.down.provider = true;
    try {
      // The token still holds for a few seconds: used meanwhile.
      const meanwhile = await person.api('/api/abp/application-configuration');
      expect(meanwhile.status).toBe(200);
      harness.advance(30_000);
      const lapsed = await person.api('/api/abp/application-configuration');
      expect(lapsed.status).toBe(503);
      expect((await abpError(lapsed)).code).toBe('Sahm.Bff:IdentityProviderUnreachable');
      expect(lapsed.headers.getSetCookie()).toEqual([]);
      expect(person.cookieHeader()).toBe(cookie);
    } finally {
      harness.down.provider = false;
    }
    const back = await person.api('/api/abp/application-configuration');
    expect(back.status).toBe(200);
    expect((await back.json()).currentUser.isAuthenticated).toBe(true);
    const renewed = await harness.openSession(person.cookieHeader());
    secrets.push(renewed!.accessToken, renewed!.refreshToken!);
  });
});

describe('a session cookie that is not right', () => {
  it('refuses a tampered cookie with 401 and clears it', async () => {
    const { person } = await signedIn();
    const sealed = person.jar.get(SESSION_COOKIE)!;
    const flipped = `${sealed.slice(0, -8)}${sealed.slice(-8) === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA'}`;
    person.jar.set(SESSION_COOKIE, flipped);
    const before = apiCalls().length;
    const refused = await person.api('/api/abp/application-configuration');
    expect(refused.status).toBe(401);
    expect((await abpError(refused)).code).toBe('Sahm.Bff:SessionEnded');
    expect(person.jar.has(SESSION_COOKIE)).toBe(false);
    expect(apiCalls().length).toBe(before);
  });

  it('refuses a cookie sealed with a key this BFF does not hold', async () => {
    const { person } = await signedIn();
    const stranger = harness.bffInstance({ cookieKeys: [new Uint8Array(randomBytes(32))] });
    const refused = await harness
      .browser(PORTAL, stranger)
      .api('/api/abp/application-configuration', {
        headers: { cookie: person.cookieHeader() },
      });
    expect(refused.status).toBe(401);
  });

  it('refuses a session past its end, however fresh its tokens', async () => {
    const { person } = await signedIn();
    harness.advance(8 * 60 * 60 * 1000 + 1000);
    const refused = await person.api('/api/abp/application-configuration');
    expect(refused.status).toBe(401);
    expect(person.jar.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('several instances, no shared memory', () => {
  it('serves a session made by one instance from another with the same keys', async () => {
    const { person } = await signedIn();
    const other = harness.browser(PORTAL, harness.bffInstance());
    const response = await other.api('/api/abp/application-configuration', {
      headers: { cookie: person.cookieHeader() },
    });
    expect((await response.json()).currentUser.userName).toBe('investor');
  });

  it('reads sessions sealed with the previous key after a rotation, and seals with the new one', async () => {
    const { person } = await signedIn();
    const newKey = new Uint8Array(randomBytes(32));
    const rotated = harness.bffInstance({ cookieKeys: [newKey, harness.key] });
    const after = harness.browser(PORTAL, rotated);
    for (const [name, value] of person.jar) after.jar.set(name, value);
    expect((await (await after.request('/bff/user')).json()).userName).toBe('investor');

    harness.advance(FIVE_MINUTES - 20_000);
    expect((await after.api('/api/abp/application-configuration')).status).toBe(200);
    // Renewed under the new key: the old key alone no longer opens it.
    expect(await harness.openSession(after.cookieHeader())).toBeNull();
    const renewedWithNewKeyOnly = harness.browser(
      PORTAL,
      harness.bffInstance({ cookieKeys: [newKey] }),
    );
    for (const [name, value] of after.jar) renewedWithNewKeyOnly.jar.set(name, value);
    expect((await (await renewedWithNewKeyOnly.request('/bff/user')).json()).userName).toBe(
      'investor',
    );
  });
});

describe('what the browser and the logs see', () => {
  it('holds no token or secret in any answer or log line', () => {
    secrets.push(DEVELOPMENT_BFF_CLIENT_SECRET);
    expectNoSecretsExposed(harness, secrets);
  });

  it('logs API routes without ids, names or addresses', async () => {
    await harness.browser().api('/api/identity/users/by-email/investor@sahm.example');
    expect(harness.logs.at(-1)).toMatchObject({ method: 'GET', route: '/api/identity/users/…' });
    const logged = JSON.stringify(harness.logs);
    expect(logged).not.toContain('investor@');
  });
});

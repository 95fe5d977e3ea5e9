import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_BFF_CLIENT_SECRET } from '../../../sandbox/src/config';
import { LOGOUT_COOKIE, SESSION_COOKIE } from '../cookies';
import {
  cookieAttributes,
  expectNoSecretsExposed,
  PORTAL,
  startHarness,
  type Harness,
} from '../testing/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(44363);
});
afterAll(() => harness.close());

const secrets: string[] = [];

async function signedIn() {
  const person = harness.browser();
  await harness.signIn(person, 'investor');
  const session = (await harness.openSession(person.cookieHeader()))!;
  secrets.push(session.accessToken, session.refreshToken!, session.idToken!);
  return { person, session };
}

const logout = (person: ReturnType<Harness['browser']>) =>
  person.api('/bff/logout', { method: 'POST', headers: { 'accept-language': 'en' } });

describe('POST /bff/logout', () => {
  it('revokes the refresh token, then the access token, and clears the session cookie', async () => {
    const { person, session } = await signedIn();
    const copied = person.cookieHeader();
    const before = harness.calls.length;
    const response = await logout(person);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirectTo: '/bff/end-session' });

    const revocations = harness.calls
      .slice(before)
      .filter((call) => call.url.pathname === '/connect/revocat')
      .map((call) => new URLSearchParams(call.body));
    expect(revocations.map((body) => body.get('token_type_hint'))).toEqual([
      'refresh_token',
      'access_token',
    ]);
    expect(revocations.map((body) => body.get('token'))).toEqual([
      session.refreshToken,
      session.accessToken,
    ]);

    expect(response.headers.getSetCookie().map(cookieAttributes)).toContainEqual(
      expect.objectContaining({
        name: SESSION_COOKIE,
        value: '',
        attributes: expect.arrayContaining(['max-age=0']),
      }),
    );
    expect(person.jar.has(SESSION_COOKIE)).toBe(false);

    // At the provider and the API, the tokens are dead.
    const configuration = await fetch(`${harness.origin}/api/abp/application-configuration`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    }).then((answer) => answer.json());
    expect(configuration.currentUser.isAuthenticated).toBe(false);
    const refresh = await fetch(`${harness.origin}/connect/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`Sahm_Bff:${DEVELOPMENT_BFF_CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refreshToken!,
      }),
    });
    expect(refresh.status).toBe(400);
    expect((await refresh.json()).error).toBe('invalid_grant');

    // A copy of the old cookie still opens, but what it holds is revoked: the API sees nobody,
    // and its refresh ends the session.
    const thief = harness.browser();
    const replay = await thief.api('/api/abp/application-configuration', {
      headers: { cookie: copied },
    });
    expect((await replay.json()).currentUser.isAuthenticated).toBe(false);
    harness.advance(300_000);
    const renewal = await thief.api('/api/abp/application-configuration', {
      headers: { cookie: copied },
    });
    expect(renewal.status).toBe(401);
  });

  it('ends the provider session through a redirect, with the id token hint and the way back', async () => {
    const { person, session } = await signedIn();
    await logout(person);
    const logoutCookie = person.setCookies
      .map(cookieAttributes)
      .find((c) => c.name === LOGOUT_COOKIE);
    expect(logoutCookie?.attributes).toEqual(
      expect.arrayContaining(['path=/', 'max-age=60', 'httponly', 'secure', 'samesite=strict']),
    );

    const redirect = await person.request('/bff/end-session');
    expect(redirect.status).toBe(303);
    const endSession = new URL(redirect.headers.get('location')!);
    expect(endSession.origin + endSession.pathname).toBe(`${harness.origin}/connect/logout`);
    expect(Object.fromEntries(endSession.searchParams)).toMatchObject({
      id_token_hint: session.idToken,
      post_logout_redirect_uri: `${PORTAL}/`,
      client_id: 'Sahm_Bff',
      ui_locales: 'en',
    });
    // The provider accepts it: its confirmation page, not an error.
    const atProvider = await fetch(endSession, { redirect: 'manual' });
    expect(atProvider.status).toBe(200);
    expect(await atProvider.text()).toContain('<form');
    // Good once.
    expect(person.jar.has(LOGOUT_COOKIE)).toBe(false);
    expect((await person.request('/bff/end-session')).headers.get('location')).toBe('/');
  });

  it('still clears the session when the provider cannot be reached', async () => {
    const { person } = await signedIn();
    harness.down.provider = true;
    try {
      const response = await logout(person);
      expect(response.status).toBe(200);
      expect(person.jar.has(SESSION_COOKIE)).toBe(false);
      expect(harness.logs.at(-1)?.failure).toMatch(/^revoke_/);
      // The provider's session is still there to end: the browser is sent to its page anyway.
      const redirect = await person.request('/bff/end-session');
      expect(redirect.headers.get('location')).toMatch(/\/connect\/logout\?/);
    } finally {
      harness.down.provider = false;
    }
  });

  it('answers home for a browser without a session', async () => {
    const response = await logout(harness.browser());
    expect(await response.json()).toEqual({ redirectTo: '/' });
  });
});

describe('what the browser and the logs see', () => {
  it('holds no token in any answer (but the end-session redirect) or log line', () => {
    expectNoSecretsExposed(harness, secrets);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_IDS, SEEDED_PASSWORD, SENT_EMAILS_PATH } from '@sahm/platform/mocks';
import { PORTAL_CLIENT_ID } from '../config';
import { startSandbox, type Sandbox } from '../server';

const PORT = 44393;
const ORIGIN = `http://localhost:${PORT}`;
const PORTAL = 'http://localhost:4200';
const SCOPE = 'openid profile email roles offline_access Sahm';
const ACME = SEEDED_IDS.tenants.acme;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: PORT,
    origin: ORIGIN,
    portalOrigins: [PORTAL],
    testHooks: true,
  });
});
afterAll(() => sandbox.close());

async function signIn(username: string, password: string, tenant?: string) {
  const response = await fetch(`${ORIGIN}/connect/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: PORTAL,
      ...(tenant ? { __tenant: tenant } : {}),
    },
    body: new URLSearchParams({
      client_id: PORTAL_CLIENT_ID,
      grant_type: 'password',
      username,
      password,
      scope: SCOPE,
    }).toString(),
  });
  const body = (await response.json()) as { access_token?: string };
  return { status: response.status, accessToken: body.access_token };
}

function api(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`${ORIGIN}/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...init.headers },
  });
}

describe('the module endpoints over real HTTP, behind the sandbox OpenID provider', () => {
  it('a self-registered tenant user signs in with the provider and gets the default role', async () => {
    const registered = await api('api/account/register', {
      method: 'POST',
      headers: { __tenant: ACME },
      body: JSON.stringify({
        userName: 'hind',
        emailAddress: 'hind@acme.example',
        password: 'Hind!2026',
        appName: 'Angular',
      }),
    });
    expect(registered.status).toBe(200);
    expect(await registered.json()).toMatchObject({ userName: 'hind', tenantId: ACME });

    const { status, accessToken } = await signIn('hind', 'Hind!2026', ACME);
    expect(status).toBe(200);
    const configuration = await api('api/abp/application-configuration', {
      headers: { authorization: `Bearer ${accessToken}` },
    }).then((response) => response.json());
    expect(configuration.currentUser).toMatchObject({
      isAuthenticated: true,
      userName: 'hind',
      tenantId: ACME,
      roles: ['Investor'],
    });
  });

  it('a reset link from the test outbox changes the password the provider checks', async () => {
    const sent = await api('api/account/send-password-reset-code', {
      method: 'POST',
      body: JSON.stringify({ email: 'officer@sahm.example', appName: 'Angular' }),
    });
    expect(sent.status).toBe(204);
    const mails = await api(`${SENT_EMAILS_PATH.slice(1)}?to=officer@sahm.example`).then(
      (response) => response.json(),
    );
    const link = new URL(mails[0].link, PORTAL);
    const reset = await api('api/account/reset-password', {
      method: 'POST',
      body: JSON.stringify({
        userId: link.searchParams.get('userId'),
        resetToken: link.searchParams.get('resetToken'),
        password: 'Off1cer!',
      }),
    });
    expect(reset.status).toBe(204);
    expect((await signIn('officer', SEEDED_PASSWORD)).status).toBe(400);
    expect((await signIn('officer', 'Off1cer!')).status).toBe(200);
  });

  it('refuses what a stock ABP backend refuses: an unknown app name, host features as D', async () => {
    const reset = await api('api/account/send-password-reset-code', {
      method: 'POST',
      body: JSON.stringify({ email: 'officer@sahm.example', appName: 'Sahm' }),
    });
    expect(reset.status).toBe(500);
    expect(await reset.json()).toMatchObject({
      error: { code: null, message: 'An internal error occurred during your request!' },
    });

    const { accessToken } = await signIn('admin', SEEDED_PASSWORD);
    const authorization = `Bearer ${accessToken}`;
    const legacy = await api('api/feature-management/features?providerName=D', {
      headers: { authorization },
    });
    expect(legacy.status).toBe(500);
    const host = await api('api/feature-management/features?providerName=T', {
      headers: { authorization },
    });
    expect(host.status).toBe(200);
  });

  it('emailing: the test mail needs its own policy, a tenant needs its feature', async () => {
    const { accessToken: hostToken } = await signIn('admin', SEEDED_PASSWORD);
    const mail = {
      senderEmailAddress: 'noreply@sahm.example',
      targetEmailAddress: 'ops@sahm.example',
      subject: 'Test',
    };
    const sendAs = (token: string | undefined) =>
      api('api/setting-management/emailing/send-test-email', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify(mail),
      });
    expect((await sendAs(hostToken)).status).toBe(204);

    // The acme tenant starts with AllowChangingEmailSettings off, ABP's default.
    const { accessToken: acmeToken } = await signIn('admin', SEEDED_PASSWORD, ACME);
    const readAsAcme = () =>
      api('api/setting-management/emailing', { headers: { authorization: `Bearer ${acmeToken}` } });
    expect((await readAsAcme()).status).toBe(403);
    const enabled = await api(
      `api/feature-management/features?providerName=T&providerKey=${ACME}`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${hostToken}` },
        body: JSON.stringify({
          features: [{ name: 'SettingManagement.AllowChangingEmailSettings', value: 'true' }],
        }),
      },
    );
    expect(enabled.status).toBe(204);
    expect((await readAsAcme()).status).toBe(200);
    expect((await sendAs(acmeToken)).status).toBe(204);

    const revoked = await api(
      'api/permission-management/permissions?providerName=R&providerKey=admin',
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${hostToken}` },
        body: JSON.stringify({
          permissions: [{ name: 'SettingManagement.Emailing.Test', isGranted: false }],
        }),
      },
    );
    expect(revoked.status).toBe(204);
    expect((await sendAs(hostToken)).status).toBe(403);
    expect(
      (
        await api('api/setting-management/emailing', {
          headers: { authorization: `Bearer ${hostToken}` },
        })
      ).status,
    ).toBe(200);
  });

  it('identity endpoints answer the signed-in admin and refuse an investor', async () => {
    const { accessToken: adminToken } = await signIn('admin', SEEDED_PASSWORD);
    const users = await api('api/identity/users?maxResultCount=2&sorting=userName%20asc', {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(users.status).toBe(200);
    // The host's four demo identities and its sign-in demo account `twofactor`.
    expect(await users.json()).toMatchObject({ totalCount: 5, items: [{ userName: 'admin' }, {}] });

    const { accessToken: investorToken } = await signIn('investor', SEEDED_PASSWORD);
    const denied = await api('api/identity/roles/all', {
      headers: { authorization: `Bearer ${investorToken}` },
    });
    // ABP hands the refusal to the bearer scheme's forbid: no body, no _AbpErrorFormat.
    expect(denied.status).toBe(403);
    expect(denied.headers.get('_abperrorformat')).toBeNull();
    expect(await denied.text()).toBe('');
    expect((await api('api/identity/roles/all')).status).toBe(401);
  });
});

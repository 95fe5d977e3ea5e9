import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { startSandbox, type Sandbox } from '../server';
import { rawRequest, sandboxCalls } from '../testing/sandbox-calls';
import { INVESTORS_POLICY } from './investor-policies';

const PORT = 44383;
const ORIGIN = `http://localhost:${PORT}`;
const ACME = SEEDED_IDS.tenants.acme;
const { api, tokenFor, passwordGrant, reset } = sandboxCalls(ORIGIN);

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: PORT,
    origin: ORIGIN,
    portalOrigins: ['http://localhost:4200'],
    testHooks: true,
  });
});
beforeEach(() => reset());
afterAll(() => sandbox.close());

const INVESTORS_DATA = '/api/app/investor/investors-data';
const userNamesIn = async (response: Response) =>
  ((await response.json()) as { items: { userName: string }[] }).items
    .map((item) => item.userName)
    .sort();

describe('investors-data needs the back-office policy, within the tenant (ADR 0012, 0451)', () => {
  it('refuses an investor (403) and an anonymous caller (401)', async () => {
    expect((await api(INVESTORS_DATA, { token: await tokenFor('investor') })).status).toBe(403);
    expect((await api(INVESTORS_DATA)).status).toBe(401);
  });

  it("lists the host's investors to the operations officer and the admin, never acme's", async () => {
    for (const userName of ['officer', 'admin']) {
      const listed = await api(INVESTORS_DATA, { token: await tokenFor(userName) });
      expect(listed.status).toBe(200);
      expect(await userNamesIn(listed)).toEqual(['investor', 'newinvestor']);
    }
  });

  it("lists acme's investors only to acme's admin", async () => {
    const listed = await api(INVESTORS_DATA, { token: await tokenFor('admin', ACME) });
    expect(listed.status).toBe(200);
    const items = ((await listed.clone().json()) as { items: { userId: string }[] }).items;
    expect(items.map((item) => item.userId)).toEqual([SEEDED_IDS.users.acmeInvestor]);
  });

  it('is a real permission: granted to the officer role, shown in its permissions and app-config', async () => {
    const officer = await api('/api/abp/application-configuration', {
      token: await tokenFor('officer'),
    });
    const configuration = (await officer.json()) as { auth: { grantedPolicies: object } };
    expect(configuration.auth.grantedPolicies).toHaveProperty([INVESTORS_POLICY], true);

    const permissions = await api(
      '/api/permission-management/permissions?providerName=R&providerKey=OperationsOfficer',
      { token: await tokenFor('admin') },
    );
    const { groups } = (await permissions.json()) as {
      groups: {
        name: string;
        displayName: string;
        permissions: { name: string; isGranted: boolean }[];
      }[];
    };
    expect(groups.find((group) => group.name === 'Sahm')).toMatchObject({
      displayName: 'Investors',
      permissions: [{ name: INVESTORS_POLICY, isGranted: true }],
    });
  });
});

describe('check-national-id never tells whose a number is, and is rate-limited (ADR 0451)', () => {
  async function hostInvestorsNumber() {
    const info = await api('/api/app/investor/investor-general-info', {
      token: await tokenFor('investor'),
    });
    return (await info.json()) as { nationalId: string; birthDate: string };
  }
  const check = (token: string, nationalId: string, birthDate: string, language = 'en') =>
    api(`/api/app/investor/check-national-id/${nationalId}?birthDate=${birthDate}&nationalType=1`, {
      method: 'POST',
      token,
      headers: { 'accept-language': language },
    });

  it("answers another investor's number as taken, without names, even with the right birth date", async () => {
    const { nationalId, birthDate } = await hostInvestorsNumber();
    const answer = await check(await tokenFor('newinvestor'), nationalId, birthDate);
    expect(await answer.json()).toEqual({
      isVerified: false,
      isAlreadyRegistered: true,
      fullNameAr: null,
      fullNameEn: null,
      nationalityCode: null,
    });
  });

  it("gives a holder their own names back, and another tenant's number is not on file here", async () => {
    const { nationalId, birthDate } = await hostInvestorsNumber();
    const own = await (await check(await tokenFor('investor'), nationalId, birthDate)).json();
    expect(own).toMatchObject({ isVerified: true, isAlreadyRegistered: false });
    const acme = await (await check(await tokenFor('admin', ACME), nationalId, birthDate)).json();
    expect(acme).toMatchObject({ isAlreadyRegistered: false });
    // The names are the caller's own account's, never the host investor's.
    expect(acme.fullNameEn).not.toBe(own.fullNameEn);
  });

  it('answers the sixth check in a minute with 429 in ABP format and the language asked', async () => {
    const { nationalId, birthDate } = await hostInvestorsNumber();
    const token = await tokenFor('newinvestor');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await check(token, nationalId, birthDate)).status).toBe(200);
    }
    const refused = await check(token, nationalId, birthDate, 'ar');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('_abperrorformat')).toBe('true');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: { code: 'Sahm:TooManyRequests', message: 'طلبات كثيرة جدًا.' },
    });

    // Per user: someone else still checks; the sandbox reset starts the count again.
    expect((await check(await tokenFor('investor'), nationalId, birthDate)).status).toBe(200);
    await reset();
    expect((await check(await tokenFor('newinvestor'), nationalId, birthDate)).status).toBe(200);
  });

  it('counts every spelling of the path as the same call', async () => {
    const { nationalId, birthDate } = await hostInvestorsNumber();
    const token = await tokenFor('newinvestor');
    const spellings = [
      '/api/app/investor/check-national-id',
      '/api/app/investor/./check-national-id',
      '/api/app/investor/x/../check-national-id',
      '/API/app/investor/CHECK-NATIONAL-ID',
      '/api/app/investor\\check-national-id',
    ];
    const statuses = [];
    for (const path of [...spellings, spellings[0]!]) {
      const response = await rawRequest(
        ORIGIN,
        'POST',
        `${path}/${nationalId}?birthDate=${birthDate}&nationalType=1`,
        { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      );
      statuses.push(response.status);
    }
    // Five calls, however spelled, then the sixth is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the API takes only tokens issued for it, with its scope (ADR 0451)', () => {
  it('treats a token without the Sahm scope and audience as no token at all', async () => {
    const { json } = await passwordGrant('investor', '1q2w3E*', { scope: 'openid profile' });
    expect(json.access_token).toBeTruthy();
    const token = json.access_token!;
    expect((await api('/api/app/investor/investor', { token })).status).toBe(401);
    const configuration = await api('/api/abp/application-configuration', { token });
    expect(
      ((await configuration.json()) as { currentUser: { isAuthenticated: boolean } }).currentUser,
    ).toMatchObject({ isAuthenticated: false });

    const forTheApi = await tokenFor('investor');
    expect((await api('/api/app/investor/investor', { token: forTheApi })).status).toBe(200);
  });
});

describe('emailing settings are per tenant, as ABP EmailSettingsAppService keeps them', () => {
  const HOST_SETTINGS = {
    smtpHost: 'smtp.host.example',
    smtpPort: 2525,
    smtpUserName: 'host-user',
    smtpPassword: 'host-secret',
    smtpDomain: 'host.example',
    smtpEnableSsl: true,
    smtpUseDefaultCredentials: false,
    defaultFromAddress: 'host@sahm.example',
    defaultFromDisplayName: 'Host',
  };

  it("never shows a tenant the host's SMTP server and password, nor lets it overwrite them", async () => {
    const hostToken = await tokenFor('admin');
    const emailing = (token: string, body?: unknown) =>
      api('/api/setting-management/emailing', {
        token,
        ...(body ? { method: 'POST', body: JSON.stringify(body) } : {}),
      });
    expect((await emailing(hostToken, HOST_SETTINGS)).status).toBe(204);
    const allowed = await api(
      `/api/feature-management/features?providerName=T&providerKey=${ACME}`,
      {
        method: 'PUT',
        token: hostToken,
        body: JSON.stringify({
          features: [{ name: 'SettingManagement.AllowChangingEmailSettings', value: 'true' }],
        }),
      },
    );
    expect(allowed.status).toBe(204);

    const acmeToken = await tokenFor('admin', ACME);
    expect(await (await emailing(acmeToken)).json()).toEqual({
      smtpHost: null,
      smtpPort: 2525,
      smtpUserName: null,
      smtpPassword: null,
      smtpDomain: null,
      smtpEnableSsl: true,
      smtpUseDefaultCredentials: false,
      defaultFromAddress: 'host@sahm.example',
      defaultFromDisplayName: 'Host',
    });

    const acmeSettings = {
      ...HOST_SETTINGS,
      smtpHost: 'smtp.acme.example',
      smtpUserName: 'acme-user',
      smtpPassword: 'acme-secret',
      defaultFromDisplayName: 'Acme',
    };
    expect((await emailing(acmeToken, acmeSettings)).status).toBe(204);
    // ABP 9+: the password is never sent back (abp#21156).
    expect(await (await emailing(acmeToken)).json()).toEqual({
      ...acmeSettings,
      smtpPassword: null,
    });
    expect(await (await emailing(hostToken)).json()).toEqual({
      ...HOST_SETTINGS,
      smtpPassword: null,
    });
  });
});

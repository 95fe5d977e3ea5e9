import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { startSandbox, type Sandbox } from '../server';
import { openLoginForm, sandboxCalls } from '../testing/sandbox-calls';
import { API_RATE_LIMITS } from './api-rate-limits';
import { ABP_LOCKOUT } from './lockout';
import { FAILED_SIGN_INS_PER_ADDRESS } from './sign-in-guard';

const PORT = 44384;
const ORIGIN = `http://localhost:${PORT}`;
const PORTAL = 'http://localhost:4200';
const PASSWORD = '1q2w3E*';
const { api, passwordGrant, tokenFor, reset } = sandboxCalls(ORIGIN);

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: PORT,
    origin: ORIGIN,
    portalOrigins: [PORTAL],
    testHooks: true,
  });
});
beforeEach(() => reset());
afterAll(() => sandbox.close());

const failTimes = async (userName: string, times: number) => {
  const answers = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    answers.push(await passwordGrant(userName, 'Wrong#2026'));
  }
  return answers;
};

describe('the password grant locks an account as ABP Identity does (5 failures, 5 minutes)', () => {
  it('locks on the fifth failure; then even the right password is refused, in ABP’s words', async () => {
    expect(ABP_LOCKOUT).toEqual({ maxFailedAccessAttempts: 5, lockoutSeconds: 300 });
    const answers = await failTimes('investor', 5);
    expect(answers.slice(0, 4).map(({ json }) => json.error_description)).toEqual(
      Array(4).fill('Invalid username or password!'),
    );
    expect(answers[4]!.json).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringMatching(/locked out due to invalid login attempts/),
    });
    const right = await passwordGrant('investor', PASSWORD);
    expect(right.response.status).toBe(400);
    expect(right.json.error_description).toMatch(/locked out/);

    // Only that account: another signs in, and the users list shows the lockout's end.
    const users = await api('/api/identity/users?filter=investor', {
      token: await tokenFor('admin'),
    });
    const { items } = (await users.json()) as {
      items: { id: string; lockoutEnd: string | null }[];
    };
    const locked = items.find((user) => user.id === SEEDED_IDS.users.investor);
    expect(Date.parse(locked?.lockoutEnd ?? '')).toBeGreaterThan(Date.now() + 4 * 60_000);
  });

  it('a right password before the fifth failure starts the count again', async () => {
    await failTimes('investor', 4);
    expect((await passwordGrant('investor', PASSWORD)).response.status).toBe(200);
    await failTimes('investor', 4);
    expect((await passwordGrant('investor', PASSWORD)).response.status).toBe(200);
  });

  it('the account is the tenant’s: failures in acme do not lock the host’s investor', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await passwordGrant('investor', 'Wrong#2026', { tenant: SEEDED_IDS.tenants.acme });
    }
    expect((await passwordGrant('investor', PASSWORD)).response.status).toBe(200);
  });
});

describe('failed sign-ins from one address are capped (ADR 0452)', () => {
  it('after ten failures in a minute, every sign-in from the address gets 429 until reset', async () => {
    expect(FAILED_SIGN_INS_PER_ADDRESS).toEqual({ limit: 10, windowMs: 60_000 });
    // Unknown users count too: an address cannot spray user names.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await passwordGrant(`nobody-${attempt}`, 'Wrong#2026')).response.status).toBe(400);
    }
    const throttled = await passwordGrant('officer', PASSWORD);
    expect(throttled.response.status).toBe(429);
    expect(Number(throttled.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.json).toMatchObject({
      error: 'temporarily_unavailable',
      error_description: expect.stringMatching(/Too many failed sign-in attempts/),
    });
    await reset();
    expect((await passwordGrant('officer', PASSWORD)).response.status).toBe(200);
  });

  it('successful sign-ins are never counted', async () => {
    for (let attempt = 0; attempt < 15; attempt += 1) {
      expect((await passwordGrant('officer', PASSWORD)).response.status).toBe(200);
    }
  });
});

describe("the provider's login form shares the lockout and the cap", () => {
  it('says the account is locked after five failures, and too many attempts after ten', async () => {
    const form = await openLoginForm(ORIGIN, PORTAL);
    const texts = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const page = await form.submit('newinvestor', 'Wrong#2026');
      texts.push({ status: page.status, locked: (await page.text()).includes('locked') });
    }
    expect(texts.at(0)).toEqual({ status: 401, locked: false });
    expect(texts.at(-1)).toEqual({ status: 401, locked: true });
    // The grant endpoint refuses the same account: one lockout for both ways in.
    expect((await passwordGrant('newinvestor', PASSWORD)).json.error_description).toMatch(/locked/);

    for (let attempt = 0; attempt < 5; attempt += 1) await form.submit('officer', 'Wrong#2026');
    const throttled = await form.submit('admin', PASSWORD);
    expect(throttled.status).toBe(429);
    expect(await throttled.text()).toContain('Too many failed sign-in attempts');
  });

  it('still signs in with the right password', async () => {
    const form = await openLoginForm(ORIGIN, PORTAL);
    const signedIn = await form.submit('investor', PASSWORD);
    expect(signedIn.status).toBe(303);
  });
});

describe('change-password is rate-limited per user (ADR 0452)', () => {
  it('answers the sixth attempt in a minute with 429 in ABP format', async () => {
    expect(API_RATE_LIMITS.changePassword).toEqual({ limit: 5, windowMs: 60_000 });
    const token = await tokenFor('investor');
    const change = () =>
      api('/api/account/my-profile/change-password', {
        method: 'POST',
        token,
        body: JSON.stringify({ currentPassword: 'Guess#2026', newPassword: 'New#Pass2026' }),
      });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await change()).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const refused = await change();
    expect(refused.headers.get('_abperrorformat')).toBe('true');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'Sahm:TooManyRequests',
    );
    // Another user is not slowed down.
    const other = await api('/api/account/my-profile/change-password', {
      method: 'POST',
      token: await tokenFor('officer'),
      body: JSON.stringify({ currentPassword: 'Guess#2026', newPassword: 'New#Pass2026' }),
    });
    expect(other.status).toBe(403);
  });
});

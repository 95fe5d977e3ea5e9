import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { startSandbox, type Sandbox } from '../server';
import { openLoginForm, sandboxCalls } from '../testing/sandbox-calls';
import { PASSWORD_GRANT_REFUSALS } from './password-grant';

/**
 * Issue 28 A3: the password grant tells its refusals apart as ABP 9's
 * TokenController.HandlePasswordAsync does (Volo.Abp.OpenIddict.AspNetCore).
 */

const PORT = 44399;
const ORIGIN = `http://localhost:${PORT}`;
const PORTAL = 'http://localhost:4200';
const PASSWORD = '1q2w3E*';
const WRONG = 'Wrong#2026';
const { passwordGrant, reset } = sandboxCalls(ORIGIN);
const contoso = { tenant: SEEDED_IDS.tenants.contoso };
const guidN = (id: string) => id.replaceAll('-', '');

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

describe('the password grant answers each refusal as ABP does', () => {
  it('a wrong password: invalid_grant, "Invalid username or password!"', async () => {
    const { response, json } = await passwordGrant('investor', WRONG);
    expect(response.status).toBe(400);
    expect(json).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid username or password!',
    });
    // An unknown user hears the same.
    expect((await passwordGrant('nobody', WRONG)).json).toEqual(json);
  });

  it('a locked-out account: invalid_grant with the lockout text', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await passwordGrant('officer', WRONG);
    const { response, json } = await passwordGrant('officer', PASSWORD);
    expect(response.status).toBe(400);
    expect(json).toEqual({
      error: 'invalid_grant',
      error_description:
        'The user account has been locked out due to invalid login attempts. Please wait a while and try again.',
    });
  });

  it('an unconfirmed e-mail where the tenant (contoso) requires one: RequiresConfirmUser, with the user', async () => {
    const { response, json } = await passwordGrant('unconfirmed', PASSWORD, contoso);
    expect(response.status).toBe(400);
    expect(json).toEqual({
      error: 'invalid_grant',
      error_description: 'RequiresConfirmUser',
      userId: guidN(SEEDED_IDS.users.contosoUnconfirmed),
      email: 'unconfirmed@contoso.example',
      phoneNumber: '+966500000201',
    });
    // The wrong password is told as such (abp#22093), and never counts towards a lockout.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await passwordGrant('unconfirmed', WRONG, contoso)).json.error_description).toBe(
        PASSWORD_GRANT_REFUSALS.invalid,
      );
    }
    expect((await passwordGrant('unconfirmed', PASSWORD, contoso)).json.error_description).toBe(
      'RequiresConfirmUser',
    );
    // The host requires no confirmed e-mail (ABP's default): its unconfirmed investor signs in.
    expect((await passwordGrant('investor', PASSWORD)).response.status).toBe(200);
  });

  it('a second factor: RequiresTwoFactor, with the user and a two-factor token', async () => {
    const { response, json } = await passwordGrant('twofactor', PASSWORD);
    expect(response.status).toBe(400);
    expect(json).toMatchObject({
      error: 'invalid_grant',
      error_description: 'RequiresTwoFactor',
      userId: guidN(SEEDED_IDS.users.twoFactor),
    });
    expect(json.twoFactorToken).toMatch(/^[\w-]{20,}$/);
    expect(json.access_token).toBeUndefined();
    // Only the right password reaches the second step.
    expect((await passwordGrant('twofactor', WRONG)).json.error_description).toBe(
      PASSWORD_GRANT_REFUSALS.invalid,
    );
  });
});

describe("the provider's login form tells the same refusals apart", () => {
  it('says an unconfirmed account is not allowed, and a second factor is not offered', async () => {
    const unconfirmed = await openLoginForm(ORIGIN, PORTAL, contoso);
    const notAllowed = await unconfirmed.submit('unconfirmed', PASSWORD);
    expect(notAllowed.status).toBe(401);
    expect(await notAllowed.text()).toContain('This account is not allowed to sign in');

    const form = await openLoginForm(ORIGIN, PORTAL);
    const twoFactor = await form.submit('twofactor', PASSWORD);
    expect(twoFactor.status).toBe(401);
    expect(await twoFactor.text()).toContain('needs a second verification step');
    const wrong = await form.submit('twofactor', WRONG);
    expect(await wrong.text()).toContain('Invalid user name or password.');
  });
});

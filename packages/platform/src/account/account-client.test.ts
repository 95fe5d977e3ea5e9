import { describe, expect, it } from 'vitest';
import { abpErrorOf, startModuleTestServer } from '../admin/testing/module-test-server';
import { PASSWORD_RESET_TOKEN_LIFETIME_MS, SENT_EMAILS_PATH } from '../mocks';
import { SEEDED_IDS, SEEDED_PASSWORD } from '../mocks/platform-mock-store';

const api = startModuleTestServer();
const anonymous = (tenant?: string) =>
  api.accountFor({ userId: null, ...(tenant ? { tenant } : {}) });
const { users: userIds, tenants: tenantIds } = SEEDED_IDS;

async function sentEmails(to: string) {
  const response = await fetch(`http://api.test${SENT_EMAILS_PATH}?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { to: string; subject: string; link: string; sentAt: string }[];
}

/** Asks for a reset mail and reads the user id and token back from its link. */
async function requestResetLink(email: string, tenant?: string) {
  await anonymous(tenant).sendPasswordResetCode({ email, appName: 'Angular' });
  const [mail] = await sentEmails(email);
  const link = new URL(mail?.link ?? '', 'http://portal.test');
  return {
    mail,
    link,
    userId: link.searchParams.get('userId') ?? '',
    resetToken: link.searchParams.get('resetToken') ?? '',
  };
}

describe('register (contract §6.1)', () => {
  it('POST /api/account/register answers the new IdentityUser with the tenant default roles', async () => {
    const input = {
      userName: 'hind',
      emailAddress: 'hind@acme.example',
      password: 'Hind!2026',
      appName: 'Angular',
    };
    const user = await anonymous(tenantIds.acme).register(input);
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: '/api/account/register',
      query: {},
      body: input,
    });
    expect(user).toMatchObject({
      userName: 'hind',
      email: 'hind@acme.example',
      tenantId: tenantIds.acme,
      emailConfirmed: false,
      isActive: true,
    });
    expect(api.store.findUserById(user.id)?.roles).toEqual(['Investor']);
    expect(api.store.findUserByCredentials('hind', 'Hind!2026', tenantIds.acme)?.id).toBe(user.id);
  });

  it('refuses a weak password, a taken name and a closed registration as ABP does: 403s with codes', async () => {
    const input = {
      userName: 'x',
      emailAddress: 'x@sahm.example',
      password: 'short',
      appName: 'Angular',
    };
    // UserManager.CreateAsync checks the password first: one IdentityResult, its sentences joined.
    const weak = await abpErrorOf(anonymous().register(input));
    expect(weak).toEqual({
      status: 403,
      code: 'Volo.Abp.Identity:PasswordTooShort',
      message:
        "Passwords must be at least 6 characters., Passwords must have at least one non alphanumeric character., Passwords must have at least one digit ('0'-'9')., Passwords must have at least one uppercase ('A'-'Z').",
      details: null,
      data: { 0: '6' },
      validationErrors: null,
    });
    const taken = await abpErrorOf(
      anonymous().register({
        ...input,
        password: 'Str0ng!pw',
        userName: 'INVESTOR',
        emailAddress: 'admin@sahm.example',
      }),
    );
    expect(taken).toMatchObject({
      status: 403,
      code: 'Volo.Abp.Identity:DuplicateUserName',
      message:
        "Username 'INVESTOR' is already taken., Email 'admin@sahm.example' is already taken.",
    });

    api.store.settings['Abp.Account.IsSelfRegistrationEnabled'] = 'false';
    const closed = await abpErrorOf(anonymous().register({ ...input, password: 'Str0ng!pw' }));
    expect(closed).toMatchObject({
      status: 403,
      code: null,
      message:
        'Self-registration is disabled for this application. Please contact the application administrator to register a new user.',
    });
  });
});

describe('password reset (contract §6.1)', () => {
  it('sends a mail with the reset link; the token verifies, resets once, then is spent', async () => {
    const { mail, link, userId, resetToken } = await requestResetLink('investor@sahm.example');
    expect(await api.lastRequest()).toMatchObject({ method: 'GET', path: SENT_EMAILS_PATH });
    expect(mail).toMatchObject({
      to: 'investor@sahm.example',
      subject: 'Reset your password',
      sentAt: '2026-11-22T09:00:00.000Z',
    });
    expect(link.pathname).toBe('/account/reset-password');
    expect(userId).toBe(userIds.investor);
    // ABP AccountEmailer writes `__tenant=` for a host user too: empty, so it names the host.
    expect(link.search).toMatch(/[?&]__tenant=&/);
    expect(link.searchParams.get('__tenant')).toBe('');

    await expect(anonymous().verifyPasswordResetToken({ userId, resetToken })).resolves.toBe(true);
    expect(await api.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/account/verify-password-reset-token',
      body: { userId, resetToken },
    });

    await anonymous().resetPassword({ userId, resetToken, password: 'N3w!pass' });
    expect(await api.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/account/reset-password',
      body: { userId, resetToken, password: 'N3w!pass' },
    });
    expect(api.store.findUserByCredentials('investor', 'N3w!pass', null)?.id).toBe(
      userIds.investor,
    );

    await expect(anonymous().verifyPasswordResetToken({ userId, resetToken })).resolves.toBe(false);
    const again = await abpErrorOf(
      anonymous().resetPassword({ userId, resetToken, password: 'An0ther!' }),
    );
    expect(again).toMatchObject({ status: 403, code: 'Volo.Abp.Identity:InvalidToken' });
  });

  it('expires a token after its lifetime and keeps tenants apart', async () => {
    const { userId, resetToken, link } = await requestResetLink(
      'investor@acme.example',
      tenantIds.acme,
    );
    expect(link.searchParams.get('__tenant')).toBe(tenantIds.acme);
    // The host does not know acme's user (ABP's data filter): GetByIdAsync's 404.
    expect(await abpErrorOf(anonymous().verifyPasswordResetToken({ userId, resetToken }))).toEqual(
      expect.objectContaining({ status: 404 }),
    );
    await expect(
      anonymous(tenantIds.acme).verifyPasswordResetToken({ userId, resetToken }),
    ).resolves.toBe(true);

    api.clock.now = new Date(api.clock.now.getTime() + PASSWORD_RESET_TOKEN_LIFETIME_MS + 1);
    await expect(
      anonymous(tenantIds.acme).verifyPasswordResetToken({ userId, resetToken }),
    ).resolves.toBe(false);
  });

  it('verifying answers 404 for an unknown user and 400 for an empty token, as ABP does', async () => {
    const ghost = '3a1b6d07-0000-4000-8000-000000000404';
    // AccountAppService.VerifyPasswordResetTokenAsync → IdentityUserManager.GetByIdAsync.
    expect(
      await abpErrorOf(anonymous().verifyPasswordResetToken({ userId: ghost, resetToken: 'x' })),
    ).toEqual({
      status: 404,
      code: null,
      message: `There is no entity IdentityUser with id = ${ghost}!`,
      details: null,
      data: null,
      validationErrors: null,
    });
    // VerifyPasswordResetTokenInput.ResetToken is [Required]: checked before the user is looked up.
    for (const resetToken of ['', '  ']) {
      expect(
        await abpErrorOf(anonymous().verifyPasswordResetToken({ userId: ghost, resetToken })),
      ).toMatchObject({
        status: 400,
        validationErrors: [{ members: ['resetToken'] }],
      });
    }
  });

  it('refuses an unknown address with a 403 and sends nothing, as ABP’s account module does', async () => {
    expect(
      await abpErrorOf(
        anonymous().sendPasswordResetCode({ email: 'nobody@sahm.example', appName: 'Angular' }),
      ),
    ).toMatchObject({
      status: 403,
      code: null,
      message: 'Can not find the given email address: nobody@sahm.example',
    });
    expect(await api.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/account/send-password-reset-code',
      body: { email: 'nobody@sahm.example', appName: 'Angular' },
    });
    expect(await sentEmails('nobody@sahm.example')).toEqual([]);
    expect(api.store.sentEmails).toEqual([]);
  });
});

describe('my profile (contract §6.1)', () => {
  const me = () => api.accountFor({ userId: userIds.investor });

  it('getMyProfile and updateMyProfile: GET and PUT /api/account/my-profile', async () => {
    const profile = await me().getMyProfile();
    expect(await api.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/api/account/my-profile',
    });
    expect(profile).toEqual({
      userName: 'investor',
      email: 'investor@sahm.example',
      name: 'Sara',
      surname: 'Al-Qahtani',
      phoneNumber: '+966500000002',
      isExternal: false,
      hasPassword: true,
      concurrencyStamp: expect.any(String),
    });
    const input = {
      userName: 'sara',
      email: 'sara@sahm.example',
      name: 'Sara',
      surname: '',
      concurrencyStamp: profile.concurrencyStamp ?? undefined,
    };
    const updated = await me().updateMyProfile(input);
    expect(await api.lastRequest()).toMatchObject({
      method: 'PUT',
      path: '/api/account/my-profile',
      body: input,
    });
    expect(updated).toMatchObject({ userName: 'sara', surname: null, phoneNumber: null });

    const stale = await abpErrorOf(me().updateMyProfile(input));
    expect(stale.status).toBe(409);
  });

  it('changePassword checks the current password, then the policy', async () => {
    const wrong = await abpErrorOf(
      me().changePassword({ currentPassword: 'nope', newPassword: 'N3w!pass' }),
    );
    expect(wrong).toMatchObject({
      status: 403,
      code: 'Volo.Abp.Identity:PasswordMismatch',
      message: 'Incorrect password.',
    });
    const weak = await abpErrorOf(
      me().changePassword({ currentPassword: SEEDED_PASSWORD, newPassword: 'abcdef' }),
    );
    expect(weak).toMatchObject({
      status: 403,
      code: 'Volo.Abp.Identity:PasswordRequiresNonAlphanumeric',
    });

    await me().changePassword({ currentPassword: SEEDED_PASSWORD, newPassword: 'N3w!pass' });
    expect(await api.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/account/my-profile/change-password',
    });
    expect(api.store.findUserByCredentials('investor', 'N3w!pass', null)).toBeDefined();
  });

  it('answers 401 without a signed-in user', async () => {
    const failure = await abpErrorOf(anonymous().getMyProfile());
    expect(failure).toEqual({ status: 401 });
  });
});

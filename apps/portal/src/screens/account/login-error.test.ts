import { describe, expect, it } from 'vitest';
import { describeLoginFailure } from './login-error';

const invalidGrant = (description: string) =>
  describeLoginFailure({ error: 'invalid_grant', error_description: description });

// The descriptions of ABP's TokenController.HandlePasswordAsync (Volo.Abp.OpenIddict.AspNetCore).
describe('describeLoginFailure', () => {
  it('says "invalid user name or password" in our words for a wrong password', () => {
    expect(invalidGrant('Invalid username or password!')).toEqual({
      key: '::Account:Login:InvalidUserNameOrPassword',
    });
    // A description we do not know stays a refused password, never the server's free text.
    expect(invalidGrant('grant request is invalid')).toEqual({
      key: '::Account:Login:InvalidUserNameOrPassword',
    });
  });

  it('tells a locked-out account apart', () => {
    expect(
      invalidGrant(
        'The user account has been locked out due to invalid login attempts. Please wait a while and try again.',
      ),
    ).toEqual({ key: '::Account:Login:LockedOut' });
  });

  it('tells an account not allowed to sign in apart: unconfirmed, or inactive (ABP 9 and 8)', () => {
    const notAllowed = { key: '::Account:Login:NotAllowed' };
    expect(invalidGrant('RequiresConfirmUser')).toEqual(notAllowed);
    expect(invalidGrant('You are not allowed to login! Your account is inactive.')).toEqual(
      notAllowed,
    );
    expect(
      invalidGrant(
        'You are not allowed to login! Your account is inactive or needs to confirm your email/phone number.',
      ),
    ).toEqual(notAllowed);
  });

  it('tells an account that needs a second factor apart', () => {
    expect(invalidGrant('RequiresTwoFactor')).toEqual({ key: '::Account:Login:RequiresTwoFactor' });
  });

  it("keeps the provider's description of any other OAuth error", () => {
    expect(
      describeLoginFailure({ error: 'unauthorized_client', error_description: 'not allowed' }),
    ).toEqual({ text: 'not allowed' });
  });

  it('falls back to the generic text without a description or an OAuth error', () => {
    expect(describeLoginFailure({ error: 'server_error' })).toEqual({
      key: '::Account:Login:Failed',
    });
    expect(describeLoginFailure(new TypeError('Failed to fetch'))).toEqual({
      key: '::Account:Login:Failed',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { describeLoginFailure } from './login-error';

describe('describeLoginFailure', () => {
  it('says "invalid user name or password" in our words for invalid_grant', () => {
    expect(
      describeLoginFailure({
        error: 'invalid_grant',
        error_description: 'invalid user name or password',
      }),
    ).toEqual({ key: '::Account:Login:InvalidUserNameOrPassword' });
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

/** The OAuth error of a failed token request (oidc-client-ts' `ErrorResponse` carries both). */
interface OAuthError {
  error: string;
  error_description?: string | null;
}

const isOAuthError = (value: unknown): value is OAuthError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { error?: unknown }).error === 'string';

/** What to say when signing in failed: a key of our texts, or the provider's own words. */
export type LoginFailure = { key: string } | { text: string };

const LOCKED_OUT = '::Account:Login:LockedOut';
const NOT_ALLOWED = '::Account:Login:NotAllowed';
const REQUIRES_TWO_FACTOR = '::Account:Login:RequiresTwoFactor';
const INVALID = '::Account:Login:InvalidUserNameOrPassword';

/**
 * ABP's TokenController.HandlePasswordAsync (Volo.Abp.OpenIddict.AspNetCore) tells its refusals
 * apart only by the `invalid_grant` description: fixed English texts, never localized, or the
 * names of AbpErrorDescriptionConsts. We read them as codes and say it in our words (ADR 0497).
 */
const INVALID_GRANT_DESCRIPTIONS: Record<string, string> = {
  'The user account has been locked out due to invalid login attempts. Please wait a while and try again.':
    LOCKED_OUT,
  // ABP 9 and later: an inactive account (with the right password).
  'You are not allowed to login! Your account is inactive.': NOT_ALLOWED,
  // ABP 8 and earlier: inactive, or an e-mail address or phone number to confirm.
  'You are not allowed to login! Your account is inactive or needs to confirm your email/phone number.':
    NOT_ALLOWED,
  // ABP 9: an active account that must confirm its e-mail address or phone number first.
  RequiresConfirmUser: NOT_ALLOWED,
  RequiresTwoFactor: REQUIRES_TWO_FACTOR,
};

/**
 * `invalid_grant` is one of ABP's sign-in refusals, each in our localized text (a provider answers
 * in its own words); any description we do not know stays "invalid user name or password". Other
 * provider errors keep its description; anything else (no answer at all) gets the generic text.
 */
export function describeLoginFailure(error: unknown): LoginFailure {
  if (!isOAuthError(error)) return { key: '::Account:Login:Failed' };
  if (error.error === 'invalid_grant') {
    return { key: INVALID_GRANT_DESCRIPTIONS[error.error_description ?? ''] ?? INVALID };
  }
  return error.error_description
    ? { text: error.error_description }
    : { key: '::Account:Login:Failed' };
}

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

/**
 * `invalid_grant` is ABP's wrong user name or password: our localized text, since a provider
 * answers in its own culture. Other provider errors keep its description; anything else (no
 * answer at all) gets the generic text.
 */
export function describeLoginFailure(error: unknown): LoginFailure {
  if (!isOAuthError(error)) return { key: '::Account:Login:Failed' };
  if (error.error === 'invalid_grant') return { key: '::Account:Login:InvalidUserNameOrPassword' };
  return error.error_description
    ? { text: error.error_description }
    : { key: '::Account:Login:Failed' };
}

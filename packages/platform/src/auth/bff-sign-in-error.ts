/**
 * A sign-in the BFF could not complete, as it said in `/?signInError=<code>` (apps/bff README):
 * `provider_unreachable` when nobody answered it, else `login_expired`, `state_mismatch`,
 * `provider_error`, `sign_in_refused` or `session_too_large`.
 */
export class BffSignInError extends Error {
  override readonly name = 'BffSignInError';

  constructor(readonly code: string) {
    super(`The sign-in did not complete: ${code}`);
  }
}

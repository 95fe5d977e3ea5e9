const FAKE_TOKEN_PREFIX = 'fake-access-token.';

/** A token the fake identity understands, for Storybook and unit tests (never a real JWT). */
export function fakeAccessToken(userId: string): string {
  return `${FAKE_TOKEN_PREFIX}${userId}`;
}

/** `identify` for `createPlatformHandlers` that reads tokens made by `fakeAccessToken`. */
export async function identifyFakeAccessToken(
  request: Request,
): Promise<{ userId: string } | null> {
  const authorization = request.headers.get('Authorization') ?? '';
  const token = authorization.replace(/^Bearer\s+/i, '');
  return token.startsWith(FAKE_TOKEN_PREFIX)
    ? { userId: token.slice(FAKE_TOKEN_PREFIX.length) }
    : null;
}

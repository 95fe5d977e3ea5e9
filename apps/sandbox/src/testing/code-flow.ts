import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';

/** A PKCE pair (S256), as a browser client makes one per sign-in. */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Cookies a response sets, as the next request's Cookie header (added to those already kept). */
export function keepCookies(response: Response, kept: string) {
  const fresh = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  return [kept, ...fresh].filter(Boolean).join('; ');
}

/**
 * After `start` (the provider's answer to an authorization request), signs `userName` in on the
 * provider's page and follows its redirects until one leaves for `returnTo`: that address, with
 * the code, and the provider's cookies.
 */
export async function signInAtProvider(
  origin: string,
  start: Response,
  { userName, returnTo }: { userName: string; returnTo: string },
): Promise<{ location: string; cookie: string }> {
  let cookie = keepCookies(start, '');
  const interaction = start.headers.get('location') ?? '';
  const login = await fetch(new URL(`${interaction}/login`, origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ username: userName, password: '1q2w3E*' }).toString(),
  });
  expect(login.status).toBe(303);
  cookie = keepCookies(login, cookie);
  let location = login.headers.get('location') ?? '';
  while (!location.startsWith(returnTo)) {
    const next = await fetch(new URL(location, origin), {
      redirect: 'manual',
      headers: { cookie },
    });
    cookie = keepCookies(next, cookie);
    location = next.headers.get('location') ?? '';
    expect(location).not.toBe('');
  }
  return { location, cookie };
}

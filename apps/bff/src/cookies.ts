// The BFF's own cookies. `__Host-`: set by this host only, Secure, Path=/ and no Domain, so no
// sub-domain (another tenant's) can plant or read one.
const PREFIX = '__Host-sahm-';
export const SESSION_COOKIE = `${PREFIX}session`;
/** The sign-in in progress: state, nonce, PKCE verifier and return path, for ten minutes. */
export const LOGIN_COOKIE = `${PREFIX}login`;
/** The id token, between the logout and the provider's end-session page (one minute). */
export const LOGOUT_COOKIE = `${PREFIX}logout`;

/**
 * Browsers keep about 4096 bytes of name, value and attributes per cookie: a session whose tokens
 * are bigger (OpenIddict's self-contained tokens) is split into `name`, `name.1`, `name.2`, `name.3`.
 */
const CHUNK_LENGTH = 3800;
export const MAX_CHUNKS = 4;

export type SameSite = 'Strict' | 'Lax';

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    // The first of two same-named cookies is the more specific one (RFC 6265 §5.4).
    if (!cookies.has(name)) cookies.set(name, pair.slice(index + 1).trim());
  }
  return cookies;
}

/** The names a (possibly split) cookie occupies in a request. */
export function chunkNames(cookies: Map<string, string>, name: string): string[] {
  const names = [name];
  for (let index = 1; cookies.has(`${name}.${index}`); index += 1) names.push(`${name}.${index}`);
  return cookies.has(name) ? names : names.slice(1);
}

/** A split cookie joined again; null when its first part is missing. */
export function readChunked(cookies: Map<string, string>, name: string): string | null {
  if (!cookies.has(name)) return null;
  return chunkNames(cookies, name)
    .map((part) => cookies.get(part))
    .join('');
}

/**
 * Set-Cookie lines writing `value` under `name` (split if needed), clearing any part of an older,
 * longer value the request still carried.
 */
export function writeChunked(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; sameSite: SameSite },
  present: readonly string[] = [],
): string[] {
  const parts: string[] = [];
  for (let start = 0; start < value.length; start += CHUNK_LENGTH) {
    parts.push(value.slice(start, start + CHUNK_LENGTH));
  }
  if (parts.length > MAX_CHUNKS) throw new SessionTooLargeError(value.length);
  const names = parts.map((_part, index) => (index === 0 ? name : `${name}.${index}`));
  return [
    ...parts.map((part, index) => setCookie(names[index]!, part, options)),
    ...clearCookies(present.filter((stale) => !names.includes(stale))),
  ];
}

export function clearCookies(names: readonly string[]): string[] {
  return names.map((name) => setCookie(name, '', { maxAgeSeconds: 0, sameSite: 'Strict' }));
}

export function setCookie(
  name: string,
  value: string,
  { maxAgeSeconds, sameSite }: { maxAgeSeconds: number; sameSite: SameSite },
): string {
  return `${name}=${value}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; Secure; SameSite=${sameSite}`;
}

export class SessionTooLargeError extends Error {
  constructor(length: number) {
    super(`A sealed session of ${length} characters needs more than ${MAX_CHUNKS} cookies.`);
    this.name = 'SessionTooLargeError';
  }
}

import { describe, expect, it } from 'vitest';
import { toSafeReturnPath } from './safe-return-path';

describe('toSafeReturnPath', () => {
  it('keeps paths on this origin with their query and hash', () => {
    expect(toSafeReturnPath('/wallet?tab=2#top')).toBe('/wallet?tab=2#top');
    expect(toSafeReturnPath('/')).toBe('/');
  });

  it('returns the normalised path, not the raw text', () => {
    expect(toSafeReturnPath('/a/../wallet')).toBe('/wallet');
    expect(toSafeReturnPath('/%2e%2e/wallet')).toBe('/wallet');
    expect(toSafeReturnPath('/investor\\profile')).toBe('/investor/profile');
  });

  it.each([
    ['absolute URL', 'https://evil.example/steal'],
    ['protocol-relative URL', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'wallet'],
    ['not a string', 42],
    ['empty', ''],
    // Each of these passed the old check (raw `//` test before normalising).
    ['encoded dot segments', '/%2e%2e//evil.example'],
    ['upper-case encoded dot segments', '/%2E%2E//evil.example'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a parent segment to a double slash', '/a/..//evil.example'],
  ])('falls back for a %s', (_kind, value) => {
    expect(toSafeReturnPath(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(toSafeReturnPath('https://evil.example', '/home')).toBe('/home');
  });
});

// A generated corpus of redirect payloads: every combination of a lead-in, two separators that a
// browser may read as the `//` of another host, and a host, plus scheme payloads behind lead-ins.
const LEAD_INS = [
  '',
  '/',
  '/./',
  '/../',
  '/a/../',
  '/%2e/',
  '/%2e%2e/',
  '/%2E%2E/',
  '/.%2e/',
  '/%2e./',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '%20',
];
const SEPARATORS = [
  '/',
  '\\',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '\t',
  '\n',
  '\r\n',
  '/\t',
  './',
  '%2e%2e/',
];
const HOSTS = ['evil.example', 'evil.example/steal?next=1#x', '@evil.example', 'evil.example:443'];
const SCHEMES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'https:evil.example',
  'https:/evil.example',
  'HTTPS://evil.example',
  'hTtP://evil.example',
  'http:\\\\evil.example',
  'ftp://evil.example',
  'file:///etc/passwd',
  'blob:https://evil.example/0',
];

function redirectPayloads(): string[] {
  const payloads = new Set<string>();
  for (const leadIn of LEAD_INS) {
    for (const first of SEPARATORS) {
      for (const second of SEPARATORS) {
        for (const host of HOSTS) payloads.add(`${leadIn}${first}${second}${host}`);
      }
    }
    for (const scheme of SCHEMES) payloads.add(`${leadIn}${scheme}`);
  }
  return [...payloads];
}

// Origins the portal is really served from: a kept path must stay on each of them.
const PORTAL_ORIGINS = [
  'https://sahm.example',
  'http://localhost:4200',
  'http://acme.localhost:4200',
];
const FALLBACK = '/fallback';

/** Why a result is unsafe, or null: what the browser would do with it is what counts. */
function unsafety(result: string): string | null {
  if (result === FALLBACK) return null;
  if (!result.startsWith('/') || result.startsWith('//') || result.startsWith('/\\')) {
    return 'does not start with a single /';
  }
  for (const origin of PORTAL_ORIGINS) {
    const resolved = new URL(result, origin);
    if (resolved.origin !== origin) return `leaves ${origin} for ${resolved.origin}`;
    if (`${resolved.pathname}${resolved.search}${resolved.hash}` !== result) {
      return 'the browser would normalise it again';
    }
  }
  if (toSafeReturnPath(result, FALLBACK) !== result) return 'is not stable when checked again';
  return null;
}

describe('toSafeReturnPath against a corpus of redirect payloads (property)', () => {
  const payloads = redirectPayloads();

  it('covers thousands of combinations', () => {
    expect(payloads.length).toBeGreaterThan(3000);
  });

  it('never returns a location that leaves the origin, whatever the payload', () => {
    const unsafe = payloads.flatMap((payload) => {
      const result = toSafeReturnPath(payload, FALLBACK);
      const reason = unsafety(result);
      return reason ? [{ payload, result, reason }] : [];
    });
    expect(unsafe).toEqual([]);
  });

  it('refuses every payload that names the other host as a host', () => {
    const leaked = payloads.filter((payload) => {
      const result = toSafeReturnPath(payload, FALLBACK);
      return result !== FALLBACK && new URL(result, PORTAL_ORIGINS[0]).hostname.includes('evil');
    });
    expect(leaked).toEqual([]);
  });

  it('refuses every scheme payload that is not behind a path', () => {
    // Behind a leading `/` a scheme is only a path segment (`/javascript:x` stays on the origin).
    const schemes = payloads.filter(
      (payload) => !payload.startsWith('/') && SCHEMES.some((scheme) => payload.endsWith(scheme)),
    );
    expect(schemes.length).toBeGreaterThan(SCHEMES.length * 4);
    expect(schemes.filter((payload) => toSafeReturnPath(payload, FALLBACK) !== FALLBACK)).toEqual(
      [],
    );
  });

  it('keeps the payloads that only look alarming but stay on the origin, normalised', () => {
    expect(toSafeReturnPath('/%2f%2fevil.example', FALLBACK)).toBe('/%2f%2fevil.example');
    expect(toSafeReturnPath('/./javascript:alert(1)', FALLBACK)).toBe('/javascript:alert(1)');
  });
});

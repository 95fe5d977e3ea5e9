import { describe, expect, it } from 'vitest';
import {
  chunkNames,
  clearCookies,
  MAX_CHUNKS,
  parseCookies,
  readChunked,
  SESSION_COOKIE,
  SessionTooLargeError,
  writeChunked,
} from './cookies';

const options = { maxAgeSeconds: 60, sameSite: 'Strict' as const };
const asRequest = (lines: string[]) =>
  parseCookies(lines.map((line) => line.split(';')[0]).join('; '));

describe('the session cookie', () => {
  it('is one HttpOnly, Secure, host-only cookie when it fits', () => {
    const lines = writeChunked(SESSION_COOKIE, 'sealed', options);
    expect(lines).toEqual([
      '__Host-sahm-session=sealed; Path=/; Max-Age=60; HttpOnly; Secure; SameSite=Strict',
    ]);
  });

  it('is split under 4 KB per cookie when the tokens are large, and joined again', () => {
    const value = 'x'.repeat(9000);
    const lines = writeChunked(SESSION_COOKIE, value, options);
    expect(lines.map((line) => line.split('=')[0])).toEqual([
      SESSION_COOKIE,
      `${SESSION_COOKIE}.1`,
      `${SESSION_COOKIE}.2`,
    ]);
    for (const line of lines) expect(line.length).toBeLessThan(4000);
    expect(readChunked(asRequest(lines), SESSION_COOKIE)).toBe(value);
  });

  it('clears the parts an older, longer session left', () => {
    const request = asRequest(writeChunked(SESSION_COOKIE, 'x'.repeat(9000), options));
    const lines = writeChunked(
      SESSION_COOKIE,
      'short',
      options,
      chunkNames(request, SESSION_COOKIE),
    );
    expect(lines).toEqual([
      expect.stringMatching(/^__Host-sahm-session=short;/),
      expect.stringMatching(/^__Host-sahm-session\.1=; Path=\/; Max-Age=0;/),
      expect.stringMatching(/^__Host-sahm-session\.2=; Path=\/; Max-Age=0;/),
    ]);
  });

  it('refuses a session too large for the cookies a browser keeps', () => {
    expect(() => writeChunked(SESSION_COOKIE, 'x'.repeat(3800 * MAX_CHUNKS + 1), options)).toThrow(
      SessionTooLargeError,
    );
  });

  it('reads nothing when the first part is missing', () => {
    expect(readChunked(parseCookies(`${SESSION_COOKIE}.1=tail`), SESSION_COOKIE)).toBeNull();
    expect(clearCookies(['a'])).toEqual([
      'a=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict',
    ]);
  });
});

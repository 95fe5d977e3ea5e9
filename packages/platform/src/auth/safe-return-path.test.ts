import { describe, expect, it } from 'vitest';
import { toSafeReturnPath } from './safe-return-path';

describe('toSafeReturnPath', () => {
  it('keeps paths on this origin with their query and hash', () => {
    expect(toSafeReturnPath('/wallet?tab=2#top')).toBe('/wallet?tab=2#top');
    expect(toSafeReturnPath('/')).toBe('/');
  });

  it.each([
    ['absolute URL', 'https://evil.example/steal'],
    ['protocol-relative URL', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'wallet'],
    ['not a string', 42],
    ['empty', ''],
  ])('falls back for a %s', (_kind, value) => {
    expect(toSafeReturnPath(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(toSafeReturnPath('https://evil.example', '/home')).toBe('/home');
  });
});

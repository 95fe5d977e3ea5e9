import { describe, expect, it } from 'vitest';
import { toSafeReturnPath } from './safe-return-path';

// The cases of @sahm/platform's own test: the two copies of the rule must agree (ADR 0453).
describe('toSafeReturnPath', () => {
  it('keeps paths on this origin, normalised', () => {
    expect(toSafeReturnPath('/wallet?tab=2#top')).toBe('/wallet?tab=2#top');
    expect(toSafeReturnPath('/a/../wallet')).toBe('/wallet');
    expect(toSafeReturnPath('/investor\\profile')).toBe('/investor/profile');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'wallet',
    42,
    '',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/a/..//evil.example',
  ])('falls back for %j', (value) => {
    expect(toSafeReturnPath(value)).toBe('/');
  });
});

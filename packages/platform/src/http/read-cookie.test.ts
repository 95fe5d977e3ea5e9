import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie';

describe('readCookie', () => {
  it('finds and decodes a cookie by exact name', () => {
    const cookies = 'a=1; XSRF-TOKEN=abc%2Bdef; XSRF-TOKEN-OLD=x';
    expect(readCookie('XSRF-TOKEN', cookies)).toBe('abc+def');
    expect(readCookie('missing', cookies)).toBeNull();
    expect(readCookie('a', '')).toBeNull();
  });
});

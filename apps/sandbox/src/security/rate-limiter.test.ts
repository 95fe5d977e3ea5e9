import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter (a fixed window per key)', () => {
  it('lets `limit` hits through per window, refuses the next with the seconds left', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: time.now });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    time.advance(10_000);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
  });

  it('opens a new window once the old one ends', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: time.now });
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    time.advance(60_000);
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });

  it('check answers for the next request without counting it', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: time.now });
    expect(limiter.check('a')).toEqual({ allowed: true });
    limiter.hit('a');
    expect(limiter.check('a')).toEqual({ allowed: true });
    limiter.hit('a');
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('forgets every key on clear', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.hit('a');
    limiter.clear();
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });
});

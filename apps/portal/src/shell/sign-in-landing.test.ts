import { describe, expect, it } from 'vitest';
import { markSignInLanding, takeSignInLanding } from './sign-in-landing';

describe('the sign-in landing', () => {
  it('is the landing page’s path, once', () => {
    markSignInLanding('/wallet?tab=2#top');
    expect(takeSignInLanding('/wallet')).toBe(true);
    expect(takeSignInLanding('/wallet')).toBe(false);
  });

  it('is forgotten when another page reads it', () => {
    markSignInLanding('/');
    expect(takeSignInLanding('/wallet')).toBe(false);
    expect(takeSignInLanding('/')).toBe(false);
  });
});

import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import {
  classifyRefreshFailure,
  decideAfterRefreshFailure,
  decideAuthMode,
  decideHeardSessionEnd,
  decideRefreshFailure,
  decideSignedOutAction,
  decideStartupTokens,
  decideTokenExpiry,
  formatRememberMeCookie,
  refreshRetryDelayMs,
} from './auth-decisions';

describe('auth decisions (SPEC §4)', () => {
  it('chooses the mode from the response type', () => {
    expect(decideAuthMode('code')).toBe('code');
    expect(decideAuthMode(undefined)).toBe('code');
    expect(decideAuthMode('token')).toBe('password');
    expect(decideAuthMode('')).toBe('password');
  });

  it.each([
    [{ storedClientId: null, clientId: 'a', passwordFlow: false, rememberMeCookie: false }, 'keep'],
    [{ storedClientId: 'a', clientId: 'a', passwordFlow: true, rememberMeCookie: true }, 'keep'],
    [
      { storedClientId: 'old', clientId: 'a', passwordFlow: false, rememberMeCookie: false },
      'clear-tokens',
    ],
    [{ storedClientId: 'a', clientId: 'a', passwordFlow: true, rememberMeCookie: false }, 'logout'],
  ])('start-up %o → %s', (input, action) => {
    expect(decideStartupTokens(input).action).toBe(action);
  });

  it('refreshes at expiry when it can, and says what a failed refresh does per mode', () => {
    expect(decideTokenExpiry(true)).toBe('refresh');
    expect(decideTokenExpiry(false)).toBe('logout-and-reload');
    expect(decideRefreshFailure('code')).toBe('login');
    expect(decideRefreshFailure('password')).toBe('clear-tokens-and-reload');
  });

  it('formats the remember-me cookie: until the end of 9999, or for the session', () => {
    expect(formatRememberMeCookie(true)).toBe(
      'rememberMe=true; path=/; SameSite=Lax; expires=Fri, 31 Dec 9999 23:59:59 GMT',
    );
    expect(formatRememberMeCookie(false)).toBe('rememberMe=true; path=/; SameSite=Lax');
  });
});

describe('refresh failures (docs/adr/0411)', () => {
  it.each(['invalid_grant', 'invalid_client', 'unauthorized_client', 'invalid_scope'])(
    'the provider answering %s refuses the refresh token',
    (error) => {
      expect(classifyRefreshFailure(new ErrorResponse({ error }))).toBe('refused');
    },
  );

  it.each([
    ['a network failure (fetch)', new TypeError('Failed to fetch')],
    ['a time-out', new ErrorTimeout('Network timed out')],
    ['a 5xx without an OAuth body', new Error('Bad Gateway (502)')],
    ['an HTML error page', new Error('Invalid response Content-Type: text/html')],
    ['server_error', new ErrorResponse({ error: 'server_error' })],
    ['temporarily_unavailable', new ErrorResponse({ error: 'temporarily_unavailable' })],
    ['anything that is not an error', 'offline'],
  ])('%s is no refusal: nobody answered', (_label, error) => {
    expect(classifyRefreshFailure(error)).toBe('unreachable');
  });

  it('keeps the session while nobody answers, in either mode', () => {
    for (const mode of ['code', 'password'] as const) {
      expect(decideAfterRefreshFailure({ failure: 'unreachable', mode, sessionEnded: false })).toBe(
        'keep-session',
      );
    }
  });

  it('ends the session on a refusal: login in code mode, cleared tokens in password mode', () => {
    expect(
      decideAfterRefreshFailure({ failure: 'refused', mode: 'code', sessionEnded: false }),
    ).toBe('login');
    expect(
      decideAfterRefreshFailure({ failure: 'refused', mode: 'password', sessionEnded: false }),
    ).toBe('clear-tokens-and-reload');
  });

  it('only forgets, whatever the failure, once the session was ended on purpose', () => {
    for (const failure of ['refused', 'unreachable'] as const) {
      for (const mode of ['code', 'password'] as const) {
        expect(decideAfterRefreshFailure({ failure, mode, sessionEnded: true })).toBe(
          'forget-quietly',
        );
      }
    }
  });

  it('waits 1 s, 2 s, 4 s… between tries, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(refreshRetryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('a session ended on purpose (docs/adr/0410)', () => {
  it('suppresses every automatic sign-in until the next one', () => {
    expect(decideSignedOutAction(false)).toBe('sign-in');
    expect(decideSignedOutAction(true)).toBe('stay-signed-out');
  });

  it('ends the session in a tab that holds one, with the reason heard', () => {
    expect(decideHeardSessionEnd('logout', true)).toEqual({
      action: 'end-here',
      reason: 'logout-in-other-tab',
    });
    expect(decideHeardSessionEnd('refresh-refused', true)).toEqual({
      action: 'end-here',
      reason: 'refresh-failed',
    });
  });

  it('leaves a tab without a session alone', () => {
    expect(decideHeardSessionEnd('logout', false)).toEqual({ action: 'ignore' });
    expect(decideHeardSessionEnd('refresh-refused', false)).toEqual({ action: 'ignore' });
  });
});

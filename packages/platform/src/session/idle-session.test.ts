import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { createIdleSession, type IdleSessionOptions } from './idle-session';
import {
  formatCountdown,
  readSessionTimeouts,
  SessionConfigurationError,
} from './session-timeouts';

const MINUTE = 60_000;
// SPEC §9 with the shipped env.json (9 and 1): the time-out is the total, the warning its last minute.
const WARNING_AT = 8 * MINUTE;
const SIGNED_OUT_AT = 9 * MINUTE;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function tab(overrides: Partial<IdleSessionOptions> = {}) {
  const activityTarget = new EventTarget() as unknown as Window;
  const onExpire = vi.fn();
  const hasValidToken = vi.fn(() => true);
  const session = createIdleSession({
    sessionTimeMinute: 9,
    sessionTimeAttentionMinute: 1,
    activityTarget,
    hasValidToken,
    onExpire,
    ...overrides,
  });
  session.start();
  const act = (type = 'mousemove') => activityTarget.dispatchEvent(new Event(type));
  return { session, activityTarget, onExpire, hasValidToken, act };
}

describe('createIdleSession (SPEC §4, §9)', () => {
  it('opens the warning after 8 idle minutes with a 60 second countdown ticking each second', () => {
    const { session } = tab();
    vi.advanceTimersByTime(WARNING_AT - 1000);
    expect(session.getState()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(1000);
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 60 });
    vi.advanceTimersByTime(1000);
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 59 });
    vi.advanceTimersByTime(58_000);
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 1 });
  });

  it('logs out after 9 idle minutes in all, when the countdown reaches zero, once', () => {
    const { session, onExpire } = tab();
    vi.advanceTimersByTime(SIGNED_OUT_AT - 1000);
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 1 });
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(session.getState()).toEqual({ status: 'expired' });
    expect(onExpire).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('notifies subscribers of every change', () => {
    const { session } = tab();
    const listener = vi.fn();
    session.subscribe(listener);
    vi.advanceTimersByTime(WARNING_AT + 2000);
    expect(listener.mock.calls.map(([state]) => state)).toEqual([
      { status: 'warning', remainingSeconds: 60 },
      { status: 'warning', remainingSeconds: 59 },
      { status: 'warning', remainingSeconds: 58 },
    ]);
  });

  it('does not warn while the token is invalid', () => {
    const { session, hasValidToken } = tab();
    hasValidToken.mockReturnValue(false);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(session.getState()).toEqual({ status: 'idle' });
    hasValidToken.mockReturnValue(true);
    vi.advanceTimersByTime(1000);
    // Opened late, it still gives the whole attention minute before signing out.
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 60 });
  });

  it('reads other timings the same way: the time-out is the total, the warning its end', () => {
    const { session, onExpire } = tab({ sessionTimeMinute: 15, sessionTimeAttentionMinute: 2 });
    vi.advanceTimersByTime(13 * MINUTE - 1000);
    expect(session.getState()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(1000);
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 120 });
    vi.advanceTimersByTime(2 * MINUTE - 1000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('Continue closes the warning and restarts the idle timer', () => {
    const { session, onExpire } = tab();
    vi.advanceTimersByTime(WARNING_AT + 30_000);
    session.continueSession();
    expect(session.getState()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(WARNING_AT - 1000);
    expect(session.getState()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(1000);
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 60 });
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('Log Out expires at once', () => {
    const { session, onExpire } = tab();
    vi.advanceTimersByTime(WARNING_AT);
    session.logout();
    expect(session.getState()).toEqual({ status: 'expired' });
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it.each(['click', 'mousemove', 'keydown', 'scroll'])('%s counts as activity', (type) => {
    const { session, act } = tab();
    vi.advanceTimersByTime(7 * MINUTE);
    act(type);
    vi.advanceTimersByTime(7 * MINUTE);
    expect(session.getState()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(MINUTE);
    expect(session.getState()).toMatchObject({ status: 'warning' });
  });

  it('writes userLastAction at most once a second however often the mouse moves', () => {
    const writes: string[] = [];
    const storage = {
      getItem: (key: string) => localStorage.getItem(key),
      setItem: (key: string, value: string) => {
        if (key === STORAGE_KEYS.userLastAction) writes.push(value);
        localStorage.setItem(key, value);
      },
    } as Storage;
    const { act } = tab({ storage });
    writes.length = 0;
    vi.advanceTimersByTime(1000);
    for (let i = 0; i < 50; i += 1) {
      act();
      vi.advanceTimersByTime(10);
    }
    expect(writes).toEqual([String(Date.now() - 500)]);
  });

  it('ignores activity while the warning is open: only Continue keeps the session', () => {
    const { session, act } = tab();
    vi.advanceTimersByTime(WARNING_AT);
    act('mousemove');
    vi.advanceTimersByTime(1000);
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 59 });
  });

  it('stop() detaches timers and listeners', () => {
    const { session, act, onExpire } = tab();
    session.stop();
    const before = localStorage.getItem(STORAGE_KEYS.userLastAction);
    vi.advanceTimersByTime(2000);
    act();
    expect(localStorage.getItem(STORAGE_KEYS.userLastAction)).toBe(before);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(session.getState()).toEqual({ status: 'idle' });
    expect(onExpire).not.toHaveBeenCalled();
  });

  describe('two tabs sharing one storage', () => {
    it('activity in one tab keeps the other alive', () => {
      const a = tab();
      const b = tab();
      for (let minute = 0; minute < 30; minute += 1) {
        vi.advanceTimersByTime(MINUTE);
        a.act('keydown');
      }
      expect(a.session.getState()).toEqual({ status: 'idle' });
      expect(b.session.getState()).toEqual({ status: 'idle' });
    });

    it('Continue in one tab closes the warning in the other', () => {
      const a = tab();
      const b = tab();
      vi.advanceTimersByTime(WARNING_AT + 10_000);
      expect(b.session.getState()).toMatchObject({ status: 'warning' });
      a.session.continueSession();
      vi.advanceTimersByTime(1000);
      expect(b.session.getState()).toEqual({ status: 'idle' });
      expect(a.session.getState()).toEqual({ status: 'idle' });
    });

    it('both tabs expire when nobody is active', () => {
      const a = tab();
      const b = tab();
      vi.advanceTimersByTime(SIGNED_OUT_AT);
      expect(a.onExpire).toHaveBeenCalledOnce();
      expect(b.onExpire).toHaveBeenCalledOnce();
    });
  });

  it('refuses zero or absent timings with a clear message', () => {
    expect(() => tab({ sessionTimeMinute: 0 })).toThrow(SessionConfigurationError);
    expect(() => tab({ sessionTimeMinute: 0 })).toThrow(
      'environment.session.sessionTimeMinute must be a number of minutes greater than zero (got 0).',
    );
    expect(() => tab({ sessionTimeAttentionMinute: undefined })).toThrow(
      /sessionTimeAttentionMinute .* \(got nothing\)/,
    );
  });
});

describe('readSessionTimeouts / formatCountdown', () => {
  it('accepts positive minutes and rejects the rest', () => {
    expect(readSessionTimeouts({ sessionTimeMinute: 9, sessionTimeAttentionMinute: 1 })).toEqual({
      sessionTimeMinute: 9,
      sessionTimeAttentionMinute: 1,
    });
    expect(() => readSessionTimeouts(undefined)).toThrow(SessionConfigurationError);
    // A warning as long as the whole time-out would open before any quiet time at all.
    expect(() =>
      readSessionTimeouts({ sessionTimeMinute: 1, sessionTimeAttentionMinute: 1 }),
    ).toThrow(
      'environment.session.sessionTimeAttentionMinute must be less than sessionTimeMinute, the whole time-out (got 1 of 1).',
    );
    expect(() =>
      readSessionTimeouts({ sessionTimeMinute: 1, sessionTimeAttentionMinute: 2 }),
    ).toThrow(SessionConfigurationError);
    expect(() =>
      readSessionTimeouts({ sessionTimeMinute: -1, sessionTimeAttentionMinute: 1 }),
    ).toThrow();
    expect(() =>
      readSessionTimeouts({ sessionTimeMinute: Number.NaN, sessionTimeAttentionMinute: 1 }),
    ).toThrow();
  });

  it('formats minutes:seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(5.2)).toBe('0:06');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

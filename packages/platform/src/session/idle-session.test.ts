import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_SIGNAL_STORAGE_KEY, STORAGE_KEYS } from '../constants';
import { createCrossTabLogout } from './cross-tab-logout';
import { createIdleSession, type IdleSessionOptions } from './idle-session';
import {
  formatCountdown,
  readSessionTimeouts,
  SessionConfigurationError,
} from './session-timeouts';

const MINUTE = 60_000;

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
  it('opens the warning after 9 idle minutes with a 60 second countdown ticking each second', () => {
    const { session } = tab();
    vi.advanceTimersByTime(9 * MINUTE - 1000);
    expect(session.getState()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(1000);
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 60 });
    vi.advanceTimersByTime(1000);
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 59 });
    vi.advanceTimersByTime(58_000);
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 1 });
  });

  it('logs out when the countdown reaches zero, once', () => {
    const { session, onExpire } = tab();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(session.getState()).toEqual({ status: 'expired' });
    expect(onExpire).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('notifies subscribers of every change', () => {
    const { session } = tab();
    const listener = vi.fn();
    session.subscribe(listener);
    vi.advanceTimersByTime(9 * MINUTE + 2000);
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
    expect(session.getState()).toMatchObject({ status: 'warning' });
  });

  it('Continue closes the warning and restarts the idle timer', () => {
    const { session, onExpire } = tab();
    vi.advanceTimersByTime(9 * MINUTE + 30_000);
    session.continueSession();
    expect(session.getState()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(9 * MINUTE - 1000);
    expect(session.getState()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(1000);
    expect(session.getState()).toEqual({ status: 'warning', remainingSeconds: 60 });
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('Log Out expires at once', () => {
    const { session, onExpire } = tab();
    vi.advanceTimersByTime(9 * MINUTE);
    session.logout();
    expect(session.getState()).toEqual({ status: 'expired' });
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it.each(['click', 'mousemove', 'keydown', 'scroll'])('%s counts as activity', (type) => {
    const { session, act } = tab();
    vi.advanceTimersByTime(8 * MINUTE);
    act(type);
    vi.advanceTimersByTime(8 * MINUTE);
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
    vi.advanceTimersByTime(9 * MINUTE);
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
      vi.advanceTimersByTime(9 * MINUTE + 10_000);
      expect(b.session.getState()).toMatchObject({ status: 'warning' });
      a.session.continueSession();
      vi.advanceTimersByTime(1000);
      expect(b.session.getState()).toEqual({ status: 'idle' });
      expect(a.session.getState()).toEqual({ status: 'idle' });
    });

    it('both tabs expire when nobody is active', () => {
      const a = tab();
      const b = tab();
      vi.advanceTimersByTime(10 * MINUTE);
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

describe('createCrossTabLogout (SPEC §4 "a logout in one tab logs out all")', () => {
  it('reaches another tab through the storage event', () => {
    const tabA = new EventTarget() as unknown as Window;
    const tabB = new EventTarget() as unknown as Window;
    const a = createCrossTabLogout({ eventSource: tabA, createChannel: null });
    const b = createCrossTabLogout({ eventSource: tabB, createChannel: null });
    const heard = vi.fn();
    b.subscribe(heard);

    a.announce();
    const value = localStorage.getItem(LOGOUT_SIGNAL_STORAGE_KEY);
    expect(value).toBe(String(Date.now()));
    tabB.dispatchEvent(
      new StorageEvent('storage', { key: LOGOUT_SIGNAL_STORAGE_KEY, newValue: value }),
    );
    expect(heard).toHaveBeenCalledOnce();

    tabB.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    expect(heard).toHaveBeenCalledOnce();
    a.close();
    b.close();
  });

  it('reaches another tab through a BroadcastChannel', () => {
    const channels: EventTarget[] = [];
    const createChannel = () => {
      const channel = new EventTarget() as EventTarget & {
        postMessage(data: unknown): void;
        close(): void;
      };
      channel.postMessage = (data) =>
        channels
          .filter((other) => other !== channel)
          .forEach((other) => other.dispatchEvent(new MessageEvent('message', { data })));
      channel.close = () => undefined;
      channels.push(channel);
      return channel as unknown as BroadcastChannel;
    };
    const a = createCrossTabLogout({
      eventSource: new EventTarget() as unknown as Window,
      createChannel,
    });
    const b = createCrossTabLogout({
      eventSource: new EventTarget() as unknown as Window,
      createChannel,
    });
    const heardByA = vi.fn();
    const heardByB = vi.fn();
    a.subscribe(heardByA);
    const unsubscribe = b.subscribe(heardByB);
    a.announce();
    expect(heardByB).toHaveBeenCalledOnce();
    expect(heardByA).not.toHaveBeenCalled();
    unsubscribe();
    a.announce();
    expect(heardByB).toHaveBeenCalledOnce();
  });
});

import {
  ACTIVITY_CHECK_INTERVAL_MS,
  ACTIVITY_EVENTS,
  ACTIVITY_WRITE_THROTTLE_MS,
  STORAGE_KEYS,
} from '../constants';
import { readSessionTimeouts, warningAfterMs, type SessionTimeouts } from './session-timeouts';

export type IdleSessionState =
  { status: 'idle' } | { status: 'warning'; remainingSeconds: number } | { status: 'expired' };

/** Time as the machine sees it; fake timers drive the default in tests. */
export interface IdleClock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const systemClock: IdleClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

type ActivityTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface IdleSessionOptions extends Partial<SessionTimeouts> {
  clock?: IdleClock;
  /** Shared between tabs through `userLastAction` (SPEC §3, §4). */
  storage?: Storage;
  /** Where click, mouse move, key press and scroll are heard; `window` in the browser. */
  activityTarget?: ActivityTarget;
  /** The warning opens only while the token is valid (SPEC §4). */
  hasValidToken: () => boolean;
  /** Log Out was pressed or the countdown reached zero. */
  onExpire: () => void;
}

export interface IdleSession {
  start(): void;
  stop(): void;
  getState(): IdleSessionState;
  subscribe(listener: (state: IdleSessionState) => void): () => void;
  /** Continue: closes the warning, stops the countdown, restarts the idle timer. */
  continueSession(): void;
  /** Log Out from the warning. */
  logout(): void;
  /** Activity from this tab; written to storage at most once a second. */
  recordActivity(): void;
}

const IDLE: IdleSessionState = { status: 'idle' };
const EXPIRED: IdleSessionState = { status: 'expired' };

/**
 * SPEC §4's session idle as a framework-free machine: idle → warning(remainingSeconds) → expired.
 * Every second it reads the shared last-activity time, so activity in any tab keeps all alive.
 * With SPEC §9's 9 and 1 minutes, the warning opens after 8 quiet minutes and signs out at 9.
 */
export function createIdleSession({
  clock = systemClock,
  storage = localStorage,
  activityTarget = window,
  hasValidToken,
  onExpire,
  ...timings
}: IdleSessionOptions): IdleSession {
  const timeouts = readSessionTimeouts(timings);
  // The time-out is the total: the warning opens its attention minutes before it (ADR 0420).
  const idleMs = warningAfterMs(timeouts);
  const attentionMs = timeouts.sessionTimeAttentionMinute * 60_000;
  const listeners = new Set<(state: IdleSessionState) => void>();
  let state: IdleSessionState = IDLE;
  let interval: unknown = null;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let warningStartedAt = 0;
  let warningBaseline = 0;

  const readLastAction = (): number | null => {
    const value = Number(storage.getItem(STORAGE_KEYS.userLastAction));
    return Number.isFinite(value) && value > 0 ? value : null;
  };

  const writeLastAction = (now: number) => {
    lastWrite = now;
    storage.setItem(STORAGE_KEYS.userLastAction, String(now));
  };

  const setState = (next: IdleSessionState) => {
    if (
      next.status === state.status &&
      (next.status !== 'warning' ||
        (state.status === 'warning' && next.remainingSeconds === state.remainingSeconds))
    ) {
      return;
    }
    state = next;
    listeners.forEach((listener) => listener(state));
  };

  const onActivity = () => session.recordActivity();

  const detach = () => {
    if (interval !== null) clock.clearInterval(interval);
    interval = null;
    ACTIVITY_EVENTS.forEach((type) =>
      activityTarget.removeEventListener(type, onActivity, { capture: true }),
    );
  };

  const expire = () => {
    if (state.status === 'expired') return;
    detach();
    setState(EXPIRED);
    onExpire();
  };

  const tick = () => {
    const now = clock.now();
    const lastAction = readLastAction() ?? now;
    if (state.status === 'idle') {
      if (now - lastAction >= idleMs && hasValidToken()) {
        warningStartedAt = now;
        warningBaseline = lastAction;
        setState({ status: 'warning', remainingSeconds: Math.ceil(attentionMs / 1000) });
      }
      return;
    }
    if (state.status === 'warning') {
      // Activity (or Continue) in another tab since the warning opened closes it here too.
      if (lastAction > warningBaseline) {
        setState(IDLE);
        return;
      }
      const remainingSeconds = Math.ceil((warningStartedAt + attentionMs - now) / 1000);
      if (remainingSeconds <= 0) expire();
      else setState({ status: 'warning', remainingSeconds });
    }
  };

  const session: IdleSession = {
    start() {
      if (interval !== null || state.status === 'expired') return;
      writeLastAction(clock.now());
      ACTIVITY_EVENTS.forEach((type) =>
        activityTarget.addEventListener(type, onActivity, { capture: true, passive: true }),
      );
      interval = clock.setInterval(tick, ACTIVITY_CHECK_INTERVAL_MS);
    },
    stop: detach,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    continueSession() {
      if (state.status !== 'warning') return;
      writeLastAction(clock.now());
      setState(IDLE);
    },
    logout: expire,
    recordActivity() {
      // While the warning is open only Continue counts: moving to the Log Out button must not.
      if (state.status !== 'idle') return;
      const now = clock.now();
      if (now - lastWrite >= ACTIVITY_WRITE_THROTTLE_MS) writeLastAction(now);
    },
  };
  return session;
}

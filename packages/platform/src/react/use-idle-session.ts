import { useEffect, useRef, useState } from 'react';
import type { IdleClock, IdleSessionState } from '../session/idle-session';
import {
  formatCountdown,
  readSessionTimeouts,
  type SessionTimeouts,
} from '../session/session-timeouts';
import { usePlatformContext } from './platform-context';

// The machine runs only while someone is signed in: it loads then, so no anonymous page carries it.
const loadIdleSession = () => import('../session/idle-session');
/** A failed load (the network dropped) is tried again: the idle sign-out is a safeguard. */
const RELOAD_AFTER_FAILURE_MS = 5_000;

export interface UseIdleSessionOptions {
  /** Defaults to `environment.session`; absent or zero timings throw a configuration error. */
  timeouts?: Partial<SessionTimeouts>;
  /** Defaults to the platform auth's `isAuthenticated()`. */
  hasValidToken?: () => boolean;
  /** Defaults to the platform auth's `logout()`. */
  onExpire?: () => void;
  /** Off while nobody is signed in, for instance. */
  enabled?: boolean;
  clock?: IdleClock;
  storage?: Storage;
}

export interface IdleSessionHandle {
  state: IdleSessionState;
  /** Whether ui's IdleSessionDialog is open. */
  open: boolean;
  remainingSeconds: number;
  /** `m:ss` (SPEC §4). */
  countdown: string;
  continueSession: () => void;
  logout: () => void;
}

/** Connects the idle machine (SPEC §4) to React: the portal passes the handle to IdleSessionDialog. */
export function useIdleSession({
  timeouts,
  hasValidToken,
  onExpire,
  enabled = true,
  clock,
  storage,
}: UseIdleSessionOptions = {}): IdleSessionHandle {
  const { environment, auth } = usePlatformContext();
  const sessionTimeMinute = timeouts?.sessionTimeMinute ?? environment.session?.sessionTimeMinute;
  const sessionTimeAttentionMinute =
    timeouts?.sessionTimeAttentionMinute ?? environment.session?.sessionTimeAttentionMinute;
  // Latest callbacks without restarting the machine on every render.
  const callbacks = useRef({ hasValidToken, onExpire, auth });
  useEffect(() => {
    callbacks.current = { hasValidToken, onExpire, auth };
  });
  const [state, setState] = useState<IdleSessionState>({ status: 'idle' });
  const [actions, setActions] = useState<Pick<IdleSessionHandle, 'continueSession' | 'logout'>>({
    continueSession: () => undefined,
    logout: () => undefined,
  });

  useEffect(() => {
    if (!enabled) return undefined;
    // Checked at once, before the machine loads: a bad configuration throws from this effect.
    const timings = readSessionTimeouts({ sessionTimeMinute, sessionTimeAttentionMinute });
    let stop: (() => void) | null = null;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const begin = ({ createIdleSession }: Awaited<ReturnType<typeof loadIdleSession>>) => {
      if (cancelled) return;
      const session = createIdleSession({
        ...timings,
        ...(clock ? { clock } : {}),
        ...(storage ? { storage } : {}),
        hasValidToken: () =>
          (callbacks.current.hasValidToken ?? (() => callbacks.current.auth.isAuthenticated()))(),
        onExpire: () => {
          const expire = callbacks.current.onExpire ?? (() => void callbacks.current.auth.logout());
          expire();
        },
      });
      setState(session.getState());
      setActions({ continueSession: session.continueSession, logout: session.logout });
      const unsubscribe = session.subscribe(setState);
      session.start();
      stop = () => {
        unsubscribe();
        session.stop();
      };
    };
    const load = () =>
      void loadIdleSession().then(begin, () => {
        if (!cancelled) retry = setTimeout(load, RELOAD_AFTER_FAILURE_MS);
      });
    load();
    return () => {
      cancelled = true;
      clearTimeout(retry);
      stop?.();
    };
  }, [enabled, sessionTimeMinute, sessionTimeAttentionMinute, clock, storage]);

  const remainingSeconds = state.status === 'warning' ? state.remainingSeconds : 0;
  return {
    state,
    open: state.status === 'warning',
    remainingSeconds,
    countdown: formatCountdown(remainingSeconds),
    ...actions,
  };
}

import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../../theme/constants';

/** Seconds as minutes:seconds (SPEC §4), e.g. 59 → "0:59", 600 → "10:00"; never below "0:00". */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Counts down from `seconds` while `running`, one tick a second, and calls `onElapsed` once at
 * zero. Remaining time is read from the wall clock, so a throttled background tab stays right;
 * Vitest's fake timers drive both the interval and `Date.now()`.
 */
export function useCountdown(seconds: number, running: boolean, onElapsed?: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const [wasRunning, setWasRunning] = useState(running);
  if (running !== wasRunning) {
    setWasRunning(running);
    if (running) setRemaining(seconds);
  }

  const onElapsedRef = useRef(onElapsed);
  useEffect(() => {
    onElapsedRef.current = onElapsed;
  });

  useEffect(() => {
    if (!running) return;
    const deadline = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        onElapsedRef.current?.();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [running, seconds]);

  return running ? remaining : seconds;
}

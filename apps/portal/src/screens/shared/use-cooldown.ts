import { useEffect, useState } from 'react';

/**
 * Seconds left before an action may be repeated (a code or a mail sent again), counted down once a
 * second; `start()` begins a new wait of `seconds`.
 */
export function useCooldown(seconds: number) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(seconds)] as const;
}

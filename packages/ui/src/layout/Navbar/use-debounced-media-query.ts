import { useEffect, useState } from 'react';

const matchesNow = (query: string) => window.matchMedia(query).matches;

/**
 * A media query read at mount and then `delayMs` after the last `resize` event, so dragging a
 * window across the breakpoint switches the layout once, when the drag pauses (ABP
 * LayoutService.subscribeWindowSize: `fromEvent(window, 'resize').pipe(debounceTime(150))`).
 */
export function useDebouncedMediaQuery(query: string, delayMs: number): boolean {
  const [reading, setReading] = useState(() => ({ query, matches: matchesNow(query) }));
  // Another query reads at once: the debounce is for resizes, not for a changed question.
  if (reading.query !== query) setReading({ query, matches: matchesNow(query) });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setReading({ query, matches: matchesNow(query) }), delayMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [query, delayMs]);

  return reading.matches;
}

import { useEffect } from 'react';
import { ESCAPE_DEBOUNCE_MS } from '../../theme/constants';

// Runs before Radix's own Escape listener (window capture precedes document capture), so a
// second Escape within SPEC §9's 150 ms, or a held key's repeats, reach no layer at all:
// a double press cannot open the unsaved-changes warning and dismiss it at once.
export function useEscapeDebounce(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let last = -Infinity;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (event.repeat || event.timeStamp - last < ESCAPE_DEBOUNCE_MS) {
        event.stopImmediatePropagation();
        return;
      }
      last = event.timeStamp;
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [active]);
}

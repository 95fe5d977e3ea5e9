import { useSyncExternalStore } from 'react';

/** SPEC §9's breakpoint: tables from 992 px, cards and one column below it. */
export const WIDE_LAYOUT_QUERY = '(min-width: 992px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_LAYOUT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the window is at least 992 px wide. Lists render a table or cards, not both hidden by
 * CSS, so assistive technology and tests meet one list (docs/adr/0050-investor-screens.md).
 */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_LAYOUT_QUERY).matches,
    () => false,
  );
}

import { useSyncExternalStore, type ReactNode } from 'react';

/** SPEC §9: collapsing takes 350 ms. */
export const COLLAPSE_MS = 350;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the user asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
}

/**
 * Content that folds away in height (no motion when the user asks for less). Collapsed, it is
 * hidden and inert, so neither the keyboard nor assistive technology reaches what is not shown;
 * it stays mounted, so nothing typed in it is lost.
 */
export function Collapsible({
  open,
  id,
  children,
}: {
  open: boolean;
  id?: string;
  children: ReactNode;
}) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div
      id={id}
      data-state={open ? 'open' : 'closed'}
      inert={!open}
      style={{
        display: 'grid',
        gridTemplateRows: open ? '1fr' : '0fr',
        // Visibility flips at the end when closing and at once when opening.
        visibility: open ? 'visible' : 'hidden',
        transition: reducedMotion
          ? 'none'
          : `grid-template-rows ${COLLAPSE_MS}ms var(--sahm-easing), visibility ${COLLAPSE_MS}ms`,
      }}
    >
      {/* `clip` with a margin rather than `hidden`: the fields' focus rings stay whole. */}
      <div style={{ minBlockSize: 0, overflow: 'clip', overflowClipMargin: 4 }}>{children}</div>
    </div>
  );
}

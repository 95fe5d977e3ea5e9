import type { LeaveGuard } from './leave-guard';

type UnloadTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The browser's own "Leave site?" prompt for closing or reloading a tab with unsaved input
 * (docs/adr/0430). The listener is there only while a form holds the page: a `beforeunload`
 * listener can keep a page out of the back/forward cache. Returns the stop function.
 */
export function warnBeforeUnload(guard: LeaveGuard, target: UnloadTarget = window): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    if (!guard.blocks()) return;
    event.preventDefault();
    // Browsers that predate `preventDefault` here ask only when `returnValue` is set.
    event.returnValue = '';
  };
  const follow = () => {
    if (guard.isHeld()) target.addEventListener('beforeunload', warn);
    else target.removeEventListener('beforeunload', warn);
  };
  follow();
  const unsubscribe = guard.subscribe(follow);
  return () => {
    unsubscribe();
    target.removeEventListener('beforeunload', warn);
  };
}

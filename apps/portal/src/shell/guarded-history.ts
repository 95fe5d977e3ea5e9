import { NavigationType, type UNSAFE_createBrowserHistory } from 'react-router';
import type { LeaveGuard } from './leave-guard';

/** React Router's history (browser or memory), as `BrowserRouter` and `MemoryRouter` make it. */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type HistoryUpdate = Parameters<Parameters<RouterHistory['listen']>[0]>[0];

/**
 * `history` that asks `guard` before it moves (docs/adr/0430), as a data router's `useBlocker`
 * does: a push or replace (a link, the menu, a guard's redirect, the same-URL reload) waits for
 * the answer; back and forward, which the browser has already done, are undone at once and
 * redone if the person chooses to leave. Needs `v5Compat` (push and replace are reported).
 */
export function guardHistory(history: RouterHistory, guard: LeaveGuard): RouterHistory {
  // Pops this history causes itself: stepping back to the page while asking, then on again.
  let undoingPops = 0;
  let redoingPops = 0;

  const whenAllowed = (navigate: () => void) => {
    if (!guard.blocks()) {
      navigate();
      return;
    }
    void guard.mayLeave().then((leave) => {
      if (leave) navigate();
    });
  };

  const onPop = (update: HistoryUpdate, listener: (update: HistoryUpdate) => void) => {
    if (undoingPops > 0) {
      undoingPops -= 1;
      return;
    }
    if (redoingPops > 0) {
      redoingPops -= 1;
      listener(update);
      return;
    }
    const { delta } = update;
    // An entry this history did not write has no index: the step cannot be undone, so it passes.
    if (!delta || !guard.blocks()) {
      listener(update);
      return;
    }
    undoingPops += 1;
    history.go(-delta);
    void guard.mayLeave().then((leave) => {
      if (!leave) return;
      redoingPops += 1;
      history.go(delta);
    });
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => whenAllowed(() => history.push(to, state)),
    replace: (to, state) => whenAllowed(() => history.replace(to, state)),
    listen: (listener) =>
      history.listen((update) => {
        if (update.action === NavigationType.Pop) onPop(update, listener);
        else listener(update);
      }),
  };
}

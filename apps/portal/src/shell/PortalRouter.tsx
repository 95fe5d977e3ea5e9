import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Router } from 'react-router';
import { guardHistory, type RouterHistory } from './guarded-history';
import type { LeaveGuard } from './leave-guard';
import { LeaveGuardContext } from './leave-guard-context';
import { warnBeforeUnload } from './unload-warning';

export interface PortalRouterProps {
  /** `UNSAFE_createBrowserHistory({ v5Compat: true })` in the app, a memory history in stories. */
  history: RouterHistory;
  guard: LeaveGuard;
  children: ReactNode;
}

/**
 * React Router's declarative mode, as `BrowserRouter` renders it, over a history that asks the
 * leave guard first (docs/adr/0430): `useBlocker` would need a data router (ADR 0180).
 */
export function PortalRouter({ history, guard, children }: PortalRouterProps) {
  const guarded = useMemo(() => guardHistory(history, guard), [history, guard]);
  const [state, setState] = useState({ action: guarded.action, location: guarded.location });
  // As BrowserRouter: location updates are transitions, so a suspending screen keeps the last one.
  useLayoutEffect(
    () =>
      guarded.listen(({ action, location }) =>
        startTransition(() => setState({ action, location })),
      ),
    [guarded],
  );
  useEffect(() => warnBeforeUnload(guard), [guard]);
  return (
    <LeaveGuardContext.Provider value={guard}>
      <Router location={state.location} navigationType={state.action} navigator={guarded}>
        {children}
      </Router>
    </LeaveGuardContext.Provider>
  );
}

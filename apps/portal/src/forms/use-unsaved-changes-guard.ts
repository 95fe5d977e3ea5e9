import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLeaveGuard } from '../shell/leave-guard-context';

const never = () => false;

/**
 * Holds the page while `changed`: leaving it then asks first, in the portal's confirmation for
 * a navigation and the browser's prompt for closing the tab (docs/adr/0430). `isSaving` lets the
 * form's own navigation after a save pass. Without the portal's router (a unit test, a story
 * without it) it does nothing.
 */
export function useUnsavedChangesGuard(changed: boolean, isSaving: () => boolean = never): void {
  const guard = useLeaveGuard();
  const latestIsSaving = useRef(isSaving);
  useLayoutEffect(() => {
    latestIsSaving.current = isSaving;
  });
  useEffect(() => {
    if (!changed || !guard) return undefined;
    return guard.hold(() => !latestIsSaving.current());
  }, [changed, guard]);
}

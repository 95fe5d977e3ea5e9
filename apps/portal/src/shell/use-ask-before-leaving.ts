import { useEffect } from 'react';
import { useLocalization } from '@sahm/platform';
import { useConfirmation } from '@sahm/ui';
import { unsavedChangesWarning } from './unsaved-changes-warning';
import { useLeaveGuard } from './leave-guard-context';

/**
 * Gives the router's leave guard its question: the portal's confirmation, in the page's language
 * (docs/adr/0430). Discard leaves; Keep editing, Escape or the backdrop stay.
 */
export function useAskBeforeLeaving(): void {
  const guard = useLeaveGuard();
  const { t } = useLocalization();
  const confirm = useConfirmation();
  useEffect(() => {
    if (!guard) return undefined;
    guard.setAsk(async () => {
      // Worded when asked: the words come with the screen that has the form (its texts).
      const { title, message, yesText, cancelText } = unsavedChangesWarning(t, 'leaving');
      const outcome = await confirm({
        severity: 'warning',
        title,
        message,
        options: { yesText, cancelText },
      });
      return outcome === 'confirm';
    });
    return () => guard.setAsk(null);
  }, [guard, t, confirm]);
}

import { useEffect, useState } from 'react';
import { NAVBAR_RECOLLAPSE_MS } from '../../theme/constants';

/**
 * Whether the narrow navbar's menu is open. As ABP's LayoutService.checkWindowWidth, a navbar that
 * has just become narrow shows its menu and folds it `NAVBAR_RECOLLAPSE_MS` later (SPEC §9), so the
 * menu is seen going behind the toggle instead of vanishing, and no earlier narrow spell leaves it
 * open.
 */
export function useNavbarCollapse(narrow: boolean) {
  const [open, setOpen] = useState(false);
  const [wasNarrow, setWasNarrow] = useState(narrow);
  const [recollapsing, setRecollapsing] = useState(false);
  if (wasNarrow !== narrow) {
    setWasNarrow(narrow);
    if (narrow) {
      setOpen(true);
      setRecollapsing(true);
    }
  }

  useEffect(() => {
    if (!recollapsing) return undefined;
    const timer = setTimeout(() => {
      setOpen(false);
      setRecollapsing(false);
    }, NAVBAR_RECOLLAPSE_MS);
    return () => clearTimeout(timer);
  }, [recollapsing]);

  return [open, setOpen] as const;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearToasts } from '@sahm/ui';

/** SPEC §2: every navigation scrolls to the top and clears the toasts of the previous page. */
export function useRouteChangeEffects(): void {
  const { pathname, search, key } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    clearToasts();
  }, [pathname, search, key]);
}

import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { isApplicationQuery } from './application-queries';

/** Marks, in the history entry's state, a navigation to the URL already shown (ADR 0421). */
const RELOAD_MARK = 'sahmReloadPage';

type ShownUrl = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Whether `href` (absolute or relative to the page) is the URL shown: path, query and fragment. */
export function isShownUrl(href: string, shown: ShownUrl): boolean {
  const target = new URL(href, `http://portal.invalid${shown.pathname}`);
  return (
    target.pathname === shown.pathname &&
    target.search === shown.search &&
    target.hash === shown.hash
  );
}

const isReloadNavigation = (state: unknown) =>
  typeof state === 'object' && state !== null && RELOAD_MARK in state;

/**
 * The shell's navigation for menu and brand links. SPEC §2 "navigating to the same URL reloads
 * it", as Angular's `onSameUrlNavigation: 'reload'`: a link to the URL shown replaces the history
 * entry (no second entry for Back, like React Router's own `<Link>`), keeps its state and marks it.
 */
export function useNavigateOrReload(): (href: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (href) => {
    if (!isShownUrl(href, location)) {
      void navigate(href);
      return;
    }
    const state: object | null = typeof location.state === 'object' ? location.state : null;
    void navigate(href, { replace: true, state: { ...state, [RELOAD_MARK]: true } });
  };
}

const isPageQuery = ({ queryKey }: Query) => !isApplicationQuery(queryKey);

/**
 * Counts the navigations to the URL already shown. The layout keys its page with the count, so the
 * page mounts again: its route guard decides again and its reads run again. Every cached read but
 * the application-wide ones is invalidated, as a reload would drop them: the page's own refetch
 * now (or as soon as its guard lets it mount), the others' when next shown.
 */
export function usePageReloads(): number {
  const { key, state } = useLocation();
  const queryClient = useQueryClient();
  const [seen, setSeen] = useState({ key, reloads: 0 });
  if (seen.key !== key) {
    setSeen({ key, reloads: isReloadNavigation(state) ? seen.reloads + 1 : seen.reloads });
  }

  useEffect(() => {
    if (seen.reloads === 0) return;
    // A read the remounted page already started is joined, not cancelled and sent again.
    void queryClient.invalidateQueries({ predicate: isPageQuery }, { cancelRefetch: false });
  }, [seen.reloads, queryClient]);

  return seen.reloads;
}

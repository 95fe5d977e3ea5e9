import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';

const RenderedRoutesContext = createContext<RouteObject[]>([]);

/**
 * Renders `routes` at the current location in React Router's declarative mode (no data router:
 * the portal has no loaders or actions, ADR 0180), and lets the routes below read its `handle`s.
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return <RenderedRoutesContext.Provider value={routes}>{element}</RenderedRoutesContext.Provider>;
}

/**
 * The `handle`s of the routes matching the current location, outermost first — what a data
 * router's `useMatches` gives. Each handle may carry any part of `Handle`: layouts and screens
 * declare different things.
 */
export function useRouteHandles<Handle extends object>(): Partial<Handle>[] {
  const routes = useContext(RenderedRoutesContext);
  const { pathname } = useLocation();
  return useMemo(
    () =>
      (matchRoutes(routes, pathname) ?? [])
        .map((match) => match.route.handle as Partial<Handle> | undefined)
        .filter((handle): handle is Partial<Handle> => handle !== undefined),
    [routes, pathname],
  );
}

import { createContext, use } from 'react';
import type { RouteMatch } from 'react-router';

/** The routes of the table that match the current address, root first (see AppRoutes in router.tsx). */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

/** The matched routes, for what reads their `handle`s: screen views and scroll restoration. */
export function useRouteMatches(): readonly RouteMatch[] {
  return use(RouteMatchesContext);
}

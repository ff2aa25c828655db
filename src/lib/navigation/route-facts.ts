import {
  type AnyRouter,
  type StaticDataRouteOption,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { useMemo } from 'react';
import type { CatalogName } from '../i18n/catalog-names';
import type { TabName } from './tab-paths';

/** Who may open a page: anyone, or a signed-in member (a visitor is sent to /login and brought back). */
export type Access = 'public' | 'member';

/**
 * What a route declares about itself in its `staticData`, each key optional: a route that leaves one out
 * has its parent's (a layout such as /loan or /account declares once for every page under it).
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The bottom tab the page belongs to (the tab bar selects it, the page transitions slide by it). */
    tab?: TabName | 'none';
    /** The catalogs its screens' messages are in: the page renders only once they are loaded. */
    catalogs?: readonly CatalogName[];
    access?: Access;
    /**
     * The page wears its own frame instead of the borrower site's header, footer and tab bar (the
     * operators' console, issue 38 §6); it renders its own `main#main`. Not inherited: only the route says.
     */
    frame?: 'desk';
  }
}

export interface RouteFacts {
  tab: TabName | 'none';
  catalogs: readonly CatalogName[];
  access: Access;
}

/**
 * For a page no route declares anything about (only the root matched): outside the tabs, both content
 * catalogs, public. Every route of the tree declares or inherits all three (src/route-declarations.test.ts).
 */
const undeclared: RouteFacts = { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' };

/**
 * The facts of a page from the declarations of its matches, root first (`match.staticData`, or
 * `route.options.staticData` of `router.getMatchedRoutes`): the deepest route that declares a key decides it.
 */
export function routeFactsOf(declarations: readonly (StaticDataRouteOption | undefined)[]): RouteFacts {
  return { ...undeclared, ...declaredFactsOf(declarations) };
}

/** Only what the routes declare, with nothing filled in: what a test of the declarations reads. */
export function declaredFactsOf(
  declarations: readonly (StaticDataRouteOption | undefined)[],
): Partial<RouteFacts> {
  const found: Partial<RouteFacts> = {};
  for (const declaration of declarations) {
    if (declaration?.tab !== undefined) found.tab = declaration.tab;
    if (declaration?.catalogs !== undefined) found.catalogs = declaration.catalogs;
    if (declaration?.access !== undefined) found.access = declaration.access;
  }
  return found;
}

/** The facts of the page at `pathname` (no query string), from the routes it matches. */
export function routeFactsOfPath(router: AnyRouter, pathname: string): RouteFacts {
  const [matchedRoutes] = router.getMatchedRoutes(pathname);
  return routeFactsOf(matchedRoutes.map((route) => route.options.staticData));
}

/**
 * The facts of the page in the address bar, as soon as it changes: the tab bar follows the address, not the
 * page still shown while the next one loads.
 */
export function useRouteFacts(): RouteFacts {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return useMemo(() => routeFactsOfPath(router, pathname), [router, pathname]);
}

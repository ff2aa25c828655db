import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { PAGE_VIEW_PARAM } from '../../../domain/prerendered-page';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page is rendered to HTML at build time (build/prerender.ts, decision 020) and the browser hydrates
     * it: for the public pages visitors land on from outside. Only a page's own route declares it (a layout's
     * does not pass it on), and only a public page without parameters can have it
     * (src/route-declarations.test.ts).
     */
    prerender?: true;
    /**
     * A prerendered page's other views, chosen by `?view=` (domain/prerendered-page.ts): each is rendered
     * into its own file too, so /login?view=register arrives as the form it shows.
     */
    prerenderViews?: readonly string[];
  }
}

/**
 * The pages whose routes declare `prerender`, as the address bar shows them (`/help`, not the index route's
 * `/help/`), each view of a page with views after it (`/login?view=register`). The build renders each into
 * its own file (domain/prerendered-page.ts names them).
 */
export function prerenderedPaths(router: AnyRouter): string[] {
  return (Object.values(router.routesById) as AnyRoute[])
    .filter((route) => route.options.staticData?.prerender === true)
    .flatMap((route) => {
      const path = route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : route.fullPath;
      const views = route.options.staticData?.prerenderViews ?? [];
      return [path, ...views.map((view) => `${path}?${PAGE_VIEW_PARAM}=${view}`)];
    });
}

import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page is rendered to HTML at build time (build/prerender.ts, decision 020) and the browser hydrates
     * it: for the public pages visitors land on from outside. Only a page's own route declares it (a layout's
     * does not pass it on), and only a public page without parameters can have it
     * (src/route-declarations.test.ts).
     */
    prerender?: true;
  }
}

/**
 * The paths of the pages whose routes declare `prerender`, as the address bar shows them (`/help`, not the
 * index route's `/help/`). The build renders each into its own file, prerendered/<path>.html.
 */
export function prerenderedPaths(router: AnyRouter): string[] {
  return (Object.values(router.routesById) as AnyRoute[])
    .filter((route) => route.options.staticData?.prerender === true)
    .map((route) => (route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : route.fullPath));
}

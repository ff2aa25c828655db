import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { ErrorScreen } from './ui/error-screen';
import { NotFoundScreen } from './ui/not-found-screen';
import { RoutePending } from './ui/route-loading';

export interface RouterContext {
  queryClient: QueryClient;
}

/** `history` is the browser's unless given: the build renders pages from a memory history (prerender.tsx). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders warm the query cache; the cache decides freshness, not the router.
    defaultPreloadStaleTime: 0,
    // Every route fails and misses the same way unless it sets its own `errorComponent` / `notFoundComponent`.
    // Part of the app's own file, not a chunk: a screen shown when loading failed must not need a download.
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    // A route whose loader waits for data with none in the cache (a member route, ui/route-loading.ts)
    // shows this after a second rather than the page it left.
    defaultPendingComponent: RoutePending,
    // SPEC §2 scrolls smoothly to the top on every route change (the page transition hook does it).
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { AppRoot } from './app-root';
import { prerenderedPaths } from './lib/first-paint/prerendered-pages';
import type { CatalogName } from './lib/i18n/catalog-names';
import { activateLanguage } from './lib/i18n/i18n';
import type { Language } from './lib/i18n/language';
import { routeFactsOfPath } from './lib/navigation/route-facts';
import { createAppRouter } from './router';

/**
 * Renders one public page in one language to HTML, at build time in Node (build/prerender.ts), with the
 * components the browser then hydrates. Nothing here reaches the API: queries start empty, so the HTML is
 * each page's no-data state, which is also what the browser's first render shows (lib/first-paint/hydration.ts).
 */
export async function renderPage(path: string, language: Language): Promise<string> {
  // A loader may start a request (to warm the cache for the browser); at build time it simply never answers.
  globalThis.fetch = () => new Promise<Response>(() => undefined);
  const queryClient = new QueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  // The page's route by its path alone: `/login?view=register` is /login's route.
  await activateLanguage(language, routeFactsOfPath(router, path.split('?')[0] ?? path).catalogs);
  await router.load();
  // Waits for every lazy part, so the HTML is the whole page and never a fallback. A Suspense boundary larger
  // than `progressiveChunkSize` (12.8 kB by default) would be written after the rest of the page, hidden, and
  // shown by an inline script a frame or more after the first paint (React's reveal throttle): the page's
  // largest text painted 500 ms after the first one, behind a removed and re-inserted DOM. One file per page
  // is small enough to arrive whole, so every boundary stays in place.
  const { prelude } = await prerender(<AppRoot router={router} queryClient={queryClient} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/**
 * What the routes of the page at `path` declare that the build needs for its preloads: the catalogs it
 * waits for, and whether only a signed-in member may open it (a visitor is sent to /login instead).
 */
export function factsOfPage(path: string): { catalogs: readonly CatalogName[]; memberOnly: boolean } {
  const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: [path] }));
  const facts = routeFactsOfPath(router, path);
  return { catalogs: facts.catalogs, memberOnly: facts.access === 'member' };
}

/** The pages whose routes declare `prerender` in their staticData: the build renders each of them. */
export function prerenderedPages(): string[] {
  return prerenderedPaths(createAppRouter(new QueryClient(), createMemoryHistory()));
}

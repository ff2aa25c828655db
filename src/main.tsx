import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/typography.css';
import './theme/app.css';
// The content pages' styles too: /home needs them for its first paint, and as a chunk of the home route
// they were fetched only after the route's code, one more round trip before anything showed.
import './theme/pages.css';

import { setupIonicReact } from '@ionic/react';
import { onlineManager } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import type { AnyRoute } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { sendVisitorToLoginFirst } from './auth/require-login';
import { createAppErrorPolicy } from './lib/api/app-error-policy';
import { afterLoad } from './lib/first-paint/after-load';
import { whenFirstScreenIdle } from './lib/first-paint/first-render';
import { keepScrollThroughHydration } from './lib/first-paint/keep-scroll-through-hydration';
import { stylesheetsReady } from './lib/first-paint/stylesheets-ready';
import { yieldToMain } from './lib/first-paint/yield-to-main';
import { activateLanguage, prefetchRemainingCatalogs } from './lib/i18n/i18n';
import { languageStore } from './lib/i18n/language';
import { routeFactsOf } from './lib/navigation/route-facts';
import { createPersistOptions, createQueryClient, settleRestoredQueries } from './lib/queries/query-client';
import { isLoggedIn, userStore } from './lib/stores/session-store';
import { registerServiceWorker } from './offline/register';
import { createAppRouter } from './router';

// Start-up runs as a few short tasks rather than one long one (a phone's main thread is free in between):
// the modules above were evaluated in one task; Ionic's setup and the router with its sixty routes come in
// the next; the catalogs and the stored cache, and then the first route's loaders, in the ones after.
await yieldToMain();

setupIonicReact({ mode: 'ios' });

// The router is created after the query client (loaders read it), while the error policy needs the router
// to send a borrower to /login: it reaches it through this late-bound reference.
let router: ReturnType<typeof createAppRouter> | undefined;
const policy = createAppErrorPolicy({
  currentHref: () => router?.state.location.href ?? window.location.pathname,
  goToLogin: (redirect) => void router?.navigate({ to: '/login', search: { redirect } }),
});
const queryClient = createQueryClient(policy);
// The query library assumes it is online until the browser says otherwise, and a page opened without signal
// hears no 'offline' event: told now, a read that fails offline waits for the connection instead of being
// retried against the void (1 + 2 s of retries before a page opened).
onlineManager.setOnline(navigator.onLine);
router = createAppRouter(queryClient);
sendVisitorToLoginFirst(router);

// The first page's code is fetched while the catalogs load, not after: the two waits overlap instead of
// adding up before anything is painted. The same matches say which catalogs the page declares.
const firstMatches = router.matchRoutes(router.latestLocation);
for (const match of firstMatches) {
  const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId];
  if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
}
await yieldToMain();
await activateLanguage(
  languageStore.get(),
  routeFactsOf(firstMatches.map((match) => match.staticData)).catalogs,
);
// The pages already seen come back from storage before the first route loads, so the app's first render
// already has them. Restored from inside React (PersistQueryClientProvider), they arrived after the first
// render and every query on the page rendered a second time. From here on, each change of the cache is saved.
const persistOptions = createPersistOptions(queryClient);
await persistQueryClientRestore(persistOptions).catch((error: unknown) => console.error(error));
settleRestoredQueries(queryClient);
// What storage held is shown at once but counts as stale, however recent: a page opened again asks for its
// data again (an unread count from a minute ago is not today's), and keeps the stored copy meanwhile, or
// when offline, marked with its date.
await queryClient.invalidateQueries({ refetchType: 'none' });
persistQueryClientSubscribe(persistOptions);
// A signed-in member's screens as this device last saw them (sealed in IndexedDB, never in localStorage):
// with them in the cache before the first route loads, a page reloaded without signal shows them at once.
// A visitor never loads this code.
if (isLoggedIn()) {
  await import('./offline/member-screens-copy')
    .then(({ restoreMemberScreens }) => restoreMemberScreens(queryClient, userStore.get().id, Date.now()))
    .catch((error: unknown) => console.error(error));
}
await yieldToMain();
// The first route is resolved before React starts, so the first render is the whole page, sliced as a
// transition. Left to the router's mount, the same work ran as one synchronous render (a store update
// forces one) of a few hundred milliseconds on a slow phone. A redirect (`/` → /home, a member page → /login)
// is followed by the router once mounted, as before.
await router.load().catch((error: unknown) => console.error(error));

// The page starts the app without waiting for the stylesheet; nothing renders before it is in.
await stylesheetsReady();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = <AppRoot router={router} queryClient={queryClient} />;
if (root.firstElementChild) {
  // A page rendered at build time (build/prerender.ts), in the language chosen before it showed: React takes
  // over its elements as they are — focus, scroll, what was typed — instead of drawing them again. Hydration
  // renders what the build rendered (lib/first-paint/hydration.ts); a mismatch is a bug, logged so the journeys fail.
  // The router renders its root as it did on the server (no Suspense boundary around the matches) once it
  // knows it hydrates, which is what this says; the manifest is TanStack Start's, which we do not use.
  router.ssr = { manifest: undefined };
  keepScrollThroughHydration(router);
  // As a transition, hydration is rendered in slices with the browser free in between; outside one it is a
  // single blocking task over the whole page (React treats a default-priority hydration as synchronous).
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error, info) => console.error('Hydration failed:', error, info.componentStack),
    });
  });
} else {
  // As a transition, React renders the whole app in slices and lets the browser in between (input, paint),
  // instead of one long task: a tap during start-up is not held up for a quarter of a second.
  startTransition(() => {
    createRoot(root).render(app);
  });
}

registerServiceWorker(queryClient);

// The first page had only the catalogs it needs; the rest come once it is up and the browser idle, so that later
// pages open without waiting for theirs (and the service worker has them for offline use anyway).
afterLoad(() => whenFirstScreenIdle(() => void prefetchRemainingCatalogs().catch(() => undefined)));

import type { QueryClient } from '@tanstack/react-query';
import { afterLoad } from '../lib/first-paint/after-load';
import { whenFirstScreenIdle } from '../lib/first-paint/first-render';

/**
 * Starts the offline side of the app (src/offline/start-offline.ts: the service worker, the outbox, the
 * update prompt) once the page has loaded and the app's first screen is up and the browser idle: installing
 * the worker fetches and stores the whole app (over a hundred files), which must not compete with the first
 * page for the network or the CPU. A page whose HTML came with it (build/prerender.ts) fires its load event
 * before the app has hydrated it, so waiting for the load alone had the worker install in the middle of the
 * app's first render. Loaded then, none of that code is part of /home's first-paint JavaScript.
 */
export function registerServiceWorker(queryClient: QueryClient): void {
  afterLoad(() =>
    whenFirstScreenIdle(() => void import('./start-offline').then((offline) => offline.start(queryClient))),
  );
}

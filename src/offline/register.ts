import { afterLoad } from '../lib/after-load';
import { createExternalStore } from '../lib/external-store';
import { whenFirstScreenIdle } from '../lib/first-render';

/** A new version of the app is installed and waiting; `reload` lets it take over and reloads the page once. */
export const updateStore = createExternalStore<{ reload: () => void } | null>(null);

/**
 * Registers the service worker once the page has loaded and the app's first screen is up and the browser
 * idle: installing it fetches and stores the whole app (over a hundred files), which must not compete with
 * the first page for the network or the CPU. On a page painted from index.html the app starts after the
 * load event, so waiting for the load alone had it install in the middle of the app's first render.
 * workbox-window and the outbox are loaded then too, outside /home's first-paint JavaScript.
 * Production builds only: in development Vite serves modules the worker must not pin.
 */
export function registerServiceWorker(): void {
  afterLoad(() =>
    whenFirstScreenIdle(() => {
      // Uploads left waiting, the session copy the worker sends with, expired drafts: on every start.
      void import('./outbox').then(({ startOutbox }) => startOutbox()).catch(() => undefined);
      if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
      void import('workbox-window')
        .then(({ Workbox }) => {
          const workbox = new Workbox('/sw.js', { scope: '/' });
          // A new version waits (src/offline/sw.ts) until the borrower chooses to reload: a form half
          // filled is never swapped from under them, and the draft is saved anyway.
          workbox.addEventListener('waiting', () => {
            updateStore.set({
              reload: () => {
                workbox.addEventListener('controlling', () => window.location.reload());
                workbox.messageSkipWaiting();
              },
            });
          });
          return workbox.register();
        })
        .catch((error: unknown) => {
          // The app works without it, only not offline.
          console.warn('service worker not registered', error);
        });
    }),
  );
}

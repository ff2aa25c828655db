import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { watchInstallPrompt } from './install-state';
import { followMemberScreens } from './member-screens-copy';
import { startOutbox } from './outbox';

/**
 * Uploads left waiting, the session copy the worker sends with, expired drafts, the sealed copy of the
 * member's screens — on every start — and the service worker. Production builds only register it: in
 * development Vite serves modules the worker must not pin.
 */
export function start(queryClient: QueryClient): void {
  startOutbox();
  followMemberScreens(queryClient);
  watchInstallPrompt();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // A new version waits (src/offline/sw.ts) until the borrower chooses to reload: a form half filled is
  // never swapped from under them, and its draft is saved anyway.
  workbox.addEventListener('waiting', () => {
    void import('./update-prompt').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      }),
    );
  });
  workbox.register().catch((error: unknown) => {
    // The app works without it, only not offline.
    console.warn('service worker not registered', error);
  });
}

import { afterLoad } from '../lib/after-load';

/**
 * Registers the service worker after the first page is up, so it never competes with it for the network.
 * Production builds only: in development Vite serves modules the worker must not pin.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('service worker not registered', error);
    });
  };
  afterLoad(register);
}

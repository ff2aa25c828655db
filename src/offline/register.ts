import { afterLoad } from '../lib/after-load';
import { whenFirstScreenIdle } from '../lib/first-render';

/**
 * Registers the service worker once the page has loaded and the app's first screen is up and the browser
 * idle: installing it fetches and stores the whole app (over a hundred files), which must not compete with
 * the first page for the network or the CPU. On a page painted from index.html the app starts after the
 * load event, so waiting for the load alone had it install in the middle of the app's first render.
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
  afterLoad(() => whenFirstScreenIdle(register));
}

/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isPublicApiRead, languageCacheKey, PUBLIC_API_CACHE } from './cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell, every route's code, the catalogs of all three languages, the styles, flags and icons:
// the public area (help, FAQ, money worries, loan pages, the calculator) opens with no network at all.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every path of the app is the same index.html; /api is never answered from here.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

const expiry = new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 86_400 });
// One copy per language: the same URL answers in the `lang` header's language.
const perLanguage = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => languageCacheKey(request),
};

// Rates and amounts must be today's when there is a connection, so config goes to the network first and
// falls back to the last copy only when there is none (or it takes over 4 s). Articles may be a little
// old: they are shown from the cache at once and refreshed behind.
registerRoute(
  ({ url, request }) => isPublicApiRead(url, request.method) === 'config',
  new NetworkFirst({ cacheName: PUBLIC_API_CACHE, networkTimeoutSeconds: 4, plugins: [perLanguage, expiry] }),
);
registerRoute(
  ({ url, request }) => isPublicApiRead(url, request.method) === 'news',
  new StaleWhileRevalidate({ cacheName: PUBLIC_API_CACHE, plugins: [perLanguage, expiry] }),
);

// A new version takes over at once: its precache already holds every file the new pages need.
void self.skipWaiting();
clientsClaim();

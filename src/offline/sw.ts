/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { HOME_PATH } from '../../domain/home-path';
import { pageOfPrerenderedFile, prerenderedPageOf } from '../../domain/prerendered-page';
import { datedCopy, isPublicApiRead, languageCacheKey, PUBLIC_API_CACHE } from '../lib/api/cache-rules';
import { clearMemberStores } from './clear-member-stores';
import { flushOutboxNow, OUTBOX_SYNC_TAG } from './outbox-sender';
import { listenForPush } from './sw-push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell, every route's code, the catalogs of all three languages, the styles, flags and icons:
// the public area (help, FAQ, money worries, loan pages, the calculator) opens with no network at all.
const precached = self.__WB_MANIFEST;
precacheAndRoute(precached);
cleanupOutdatedCaches();

// The public pages rendered at build time answer their own paths, as the server does
// (prerendered/help.html is /help, login.view-register.html /login?view=register; `/` is /home's too); every other path of the app is index.html.
// /api is never answered from here.
const shell = createHandlerBoundToURL('/index.html');
const pages = new Map<string, ReturnType<typeof createHandlerBoundToURL>>();
for (const { url } of precached) {
  const name = /^\/?prerendered\/(.+)\.html$/.exec(url)?.[1];
  if (name) pages.set(pageOfPrerenderedFile(name), createHandlerBoundToURL(`/prerendered/${name}.html`));
}
const home = pages.get(HOME_PATH);
if (home) pages.set('/', home);
// /login?view=register is its own file (domain/prerendered-page.ts); a view no file was made for gets the
// shell, which renders it in the browser.
const pageOf = (url: URL) => prerenderedPageOf(url.pathname, url.search);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && pages.has(pageOf(url)),
  (options) => (pages.get(pageOf(options.url)) ?? shell)(options),
);
registerRoute(new NavigationRoute(shell, { denylist: [/^\/api(\/|$)/] }));

const expiry = new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 86_400 });
// One copy per language: the same URL answers in the `lang` header's language.
const perLanguage = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => languageCacheKey(request),
};

// A copy given from the cache is marked with when it was saved; the app shows it as a saved copy ("Data as
// of …", with that time), never as a fresh answer.
const dated = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) =>
    cachedResponse ? datedCopy(cachedResponse) : null,
};
// A server error is no answer: the last copy is better than a 502 from a proxy in front of a server that is
// down (NetworkFirst turns to the cache when the fetch fails).
const serverErrorIsFailure = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    if (response.status >= 500) throw new Error(`server error ${response.status}`);
    return response;
  },
};

// The network first for both, the last copy only when there is none, the server fails or it takes over
// 4 s: rates and amounts must be today's when there is a connection, and articles are already shown at once
// from the app's own saved cache while they are asked for again — a copy from here would only be older.
for (const kind of ['config', 'news'] as const) {
  registerRoute(
    ({ url, request }) => isPublicApiRead(url, request.method) === kind,
    new NetworkFirst({
      cacheName: PUBLIC_API_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [perLanguage, serverErrorIsFailure, expiry, dated],
    }),
  );
}

// A new version waits until the borrower chooses "Reload" (src/offline/update-prompt.tsx posts SKIP_WAITING):
// someone half-way through the wizard never has the app swapped under them. The first install has no
// page to disturb and takes control at once, so the first visit already works offline.
clientsClaim();

// The upload outbox (decision 006): the worker sends, so a photo keeps going when the page is closed.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; memberId?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'flush') {
    // Tells the page this worker sends (an older version still in control would not answer).
    event.ports[0]?.postMessage('sending');
    event.waitUntil(flushOutboxNow().catch(() => undefined));
  }
  if (data?.type === 'member-cleared' && typeof data.memberId === 'number') {
    event.waitUntil(clearMemberStores(data.memberId).catch(() => undefined));
  }
});

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

// Background Sync wakes the worker when the connection returns, even with no page open. A flush that left
// entries waiting fails the event, so the browser tries again later.
self.addEventListener(
  'sync' as 'message',
  ((event: SyncEvent) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return;
    event.waitUntil(
      flushOutboxNow().then((result) => {
        if (result.retry) throw new Error('uploads still waiting');
      }),
    );
  }) as unknown as (event: ExtendableMessageEvent) => void,
);

// A worker that starts (an update, or the browser restarting it) sends what an earlier one left behind.
// Not part of activation itself (waitUntil): sending may take long, and the new version must not wait for it.
self.addEventListener('activate', () => {
  void flushOutboxNow().catch(() => undefined);
});

// Notifications the borrower asked for (Settings → Notifications): shown, and opened at their page on a click.
listenForPush(self);

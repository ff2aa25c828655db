/// <reference lib="webworker" />
import { readPushPayload } from '../../domain/push-payload';

/**
 * Web Push in the worker (issue 39, decision 104): a push from our server is shown as a notification in the
 * language it was written in, with the brand's icon and badge, one per event (its tag); a click opens the app
 * at the loan or message it is about, in a window already open when there is one. The app icon's badge
 * shows the unread count the push carried, where the browser has the Badging API.
 */
const HTML_LANG = { en: 'en-GB', cn: 'zh-Hans', tw: 'zh-Hant' } as const;
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

/** event.waitUntil, which throws for an event the page made itself (a test dispatching a click). */
function keep(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    void work;
  }
}

function dataOf(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

export function showPush(scope: ServiceWorkerGlobalScope, event: PushEvent): void {
  const payload = readPushPayload(dataOf(event));
  // A push must be shown (userVisibleOnly); one we cannot read still says where to look.
  const title = payload?.title ?? 'Quayside';
  const options: NotificationOptions & { timestamp?: number } = {
    body: payload?.body ?? '',
    icon: ICON,
    badge: BADGE,
    lang: HTML_LANG[payload?.lang ?? 'en'],
    tag: payload?.tag ?? 'quayside',
    data: { url: payload?.url ?? '/member/messages' },
    timestamp: Date.now(),
  };
  const badge = payload?.unread;
  const nav = scope.navigator as WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void> };
  keep(
    event,
    Promise.all([
      scope.registration.showNotification(title, options),
      badge !== undefined && nav.setAppBadge ? nav.setAppBadge(badge).catch(() => undefined) : undefined,
    ]),
  );
}

export function openFromNotification(scope: ServiceWorkerGlobalScope, event: NotificationEvent): void {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const url = new URL(
    typeof path === 'string' && path.startsWith('/') ? path : '/member/messages',
    scope.location.origin,
  ).href;
  keep(
    event,
    (async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
      if (open) {
        // Navigate first: focusing needs the click's user activation, which a navigation does not.
        const moved = await open.navigate(url).catch(() => null);
        await (moved ?? open).focus().catch(() => undefined);
        if (moved) return;
      }
      await scope.clients.openWindow(url);
    })(),
  );
}

export function listenForPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => showPush(scope, event));
  scope.addEventListener('notificationclick', (event) => openFromNotification(scope, event));
}

/**
 * This browser's side of Web Push (decision 104): whether it can do it at all, the permission, and the
 * subscription the service worker's push manager holds. The permission is asked only from
 * `subscribeThisDevice`, which the Notifications settings call when the borrower turns notifications on.
 */

export type PushSupport =
  /** Service worker, Push API and notifications all present. */
  | 'supported'
  /** iPhone or iPad in Safari: Web Push works only from the app added to the Home Screen. */
  | 'needs-home-screen'
  | 'unsupported';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const ready = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (ready) return 'supported';
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone ? 'needs-home-screen' : 'unsupported';
}

export type PermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): PermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The borrower (or the browser for them) said no: nothing is asked again from here. */
export class PermissionRefusedError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notification permission ${permission}`);
  }
}

/** The browser could not reach its push service to make a subscription. */
export class PushServiceError extends Error {}

const READY_WAIT_MS = 10_000;
const SUBSCRIBE_WAIT_MS = 20_000;

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_WAIT_MS)),
  ]);
}

/** The subscription this browser holds now, without asking anything. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const found = await navigator.serviceWorker.getRegistration();
  return (await found?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

export interface SubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/**
 * Asks the permission (the browser's own prompt) and subscribes with the server's VAPID key; a subscription
 * made with another key (the server's keys changed) is replaced.
 */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<SubscriptionJson> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefusedError(permission);
  const found = await registration();
  if (!found) throw new PushServiceError('no service worker');
  const key = keyBytes(vapidPublicKey);
  let subscription = await found.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe().catch(() => false);
    subscription = null;
  }
  if (!subscription) {
    try {
      // A browser that cannot reach its push service may never answer: waiting is bounded.
      subscription = await Promise.race([
        found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
        new Promise<never>((_resolve, reject) =>
          setTimeout(() => reject(new PushServiceError('push service did not answer')), SUBSCRIBE_WAIT_MS),
        ),
      ]);
    } catch (error) {
      if (error instanceof PushServiceError) throw error;
      if (error instanceof DOMException && error.name === 'NotAllowedError') {
        throw new PermissionRefusedError(Notification.permission);
      }
      throw new PushServiceError(error instanceof Error ? error.message : String(error));
    }
  }
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new PushServiceError('incomplete subscription');
  return {
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
  };
}

/** Drops this browser's subscription; its endpoint, for the server to forget, or null when there was none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe().catch(() => false);
  return endpoint;
}

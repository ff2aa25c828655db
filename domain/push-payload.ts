import type { NotificationGroup } from './api/notification-settings';
import type { Language } from './errors';

/**
 * What a push carries to the service worker (encrypted to the device, RFC 8291). Its text is already in the
 * device's language and already cut to what may show on a lock screen: the worker only shows it.
 */
export interface PushPayload {
  v: 1;
  title: string;
  /** Absent when the push service refused the full payload as too large (413) and it was sent short. */
  body?: string;
  /** The app's page the notification opens: a loan, or the message. */
  url: string;
  /** One notification per event: a repeated delivery replaces, never adds. */
  tag: string;
  lang: Language;
  /** Unread messages after this one, for the app icon's badge. */
  unread?: number;
  /** The group it belongs to: the outbox keeps a retried push out of quiet hours by it. */
  group?: NotificationGroup;
}

/** The payload the worker received, or null for anything else (a push from a test tool, a stale format). */
export function readPushPayload(value: unknown): PushPayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  if (p.v !== 1 || typeof p.title !== 'string' || typeof p.url !== 'string' || typeof p.tag !== 'string') {
    return null;
  }
  if (!p.url.startsWith('/') || p.url.startsWith('//')) return null;
  const lang = p.lang === 'cn' || p.lang === 'tw' ? p.lang : 'en';
  return {
    v: 1,
    title: p.title,
    ...(typeof p.body === 'string' ? { body: p.body } : {}),
    url: p.url,
    tag: p.tag,
    lang,
    ...(typeof p.unread === 'number' && Number.isInteger(p.unread) && p.unread >= 0
      ? { unread: p.unread }
      : {}),
  };
}

/** The same message without its body: what is left to send when a push service says the whole is too large. */
export function shortPayload(payload: PushPayload): PushPayload {
  const { body: _body, ...rest } = payload;
  return { ...rest, title: rest.title.slice(0, 80) };
}

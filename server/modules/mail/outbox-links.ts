import type { NotificationGroup } from '../../../domain/api/notification-settings';

/**
 * Messages are written inside the transaction of the change they report, where neither the site's public
 * address nor the unsubscribe secret is at hand (reading the secret there would need a second connection).
 * They are written with these marks, which the outbox fills in as it sends.
 */
export const APP_ORIGIN_MARK = '{{app-origin}}';
/** The brand's name, as the server that sends is configured. */
export const BRAND_MARK = '{{brand}}';

export function unsubscribeMark(memberId: number, group: NotificationGroup): string {
  return `{{unsubscribe:${memberId}:${group}}}`;
}

export const UNSUBSCRIBE_MARK = /\{\{unsubscribe:(\d+):(\w+)\}\}/g;

export function appLink(path: string): string {
  return `${APP_ORIGIN_MARK}${path}`;
}

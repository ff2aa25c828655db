import { DEFAULT_EMAIL_GROUPS } from '../../../domain/api/notification-settings';
import { BRAND_TIME_ZONE } from '../../../domain/brands';
import type { MessageParams } from '../../../domain/messages';
import { formatMoney } from '../../../domain/money';
import { eventRules, type NotificationEventKind, quietHoursEnd } from '../../../domain/notification-events';
import type { Executor } from '../../db/client';
import type { NotificationParam } from '../../db/schema';
import { translate } from '../../i18n/catalog';
import { BRAND_MARK } from '../mail/outbox-links';
import { enqueueMessage } from '../mail/outbox-repository';
import { appPathOf, notificationEmail, pushPayloadFor } from './notification-channels';
import { countUnread } from './notifications-repository';
import { emailGroupsOf, recipientOf, subscriptionsOf } from './push-repository';

/** A push is worth showing for a day; after that the outbox gives it up (and the push service drops it). */
export const PUSH_LIFETIME_MS = 24 * 3_600_000;

export interface RaisedEvent {
  notificationId: number;
  memberId: number;
  kind: NotificationEventKind;
  titleKey: string;
  bodyKey: string;
  params: Record<string, NotificationParam>;
  /** A statutory notice's own document, e-mailed in place of the in-app words (it is what the law requires). */
  document?: { subject: string; body: string };
}

/**
 * Queues an event's pushes and e-mail in the caller's transaction, beside its in-app message: one push per
 * device that chose the event's group (held until quiet hours end unless the device wants the group at any
 * time), and one e-mail when the member chose the group by e-mail or the notice is statutory. Each row's
 * dedupe key makes the event queue once per device and once by e-mail, whoever raises it again.
 */
export async function fanOut(tx: Executor, event: RaisedEvent, now: Date): Promise<void> {
  const recipient = await recipientOf(tx, event.memberId);
  if (recipient?.role !== 'borrower') return;
  const rule = eventRules[event.kind];
  const loanId = loanIdOf(event.params);
  const tag = `n${event.notificationId}`;
  const devices = (await subscriptionsOf(tx, event.memberId)).filter((device) =>
    device.groups.includes(rule.group),
  );
  if (devices.length > 0) {
    const unread = await countUnread(tx, event.memberId);
    for (const device of devices) {
      const params = paramsIn(event.params, device.lang);
      const payload = pushPayloadFor({
        kind: event.kind,
        lang: device.lang,
        brand: BRAND_MARK,
        firstName: recipient.firstName,
        loanId,
        full: device.showAmounts
          ? {
              title: translate(event.titleKey, device.lang, params),
              body: translate(event.bodyKey, device.lang, params),
            }
          : null,
        url: appPathOf(event.notificationId, loanId),
        tag,
        unread,
        group: rule.group,
      });
      const notBefore = device.anyTimeGroups.includes(rule.group)
        ? now
        : (quietHoursEnd(now, BRAND_TIME_ZONE) ?? now);
      await enqueueMessage(
        tx,
        {
          channel: 'push',
          destination: String(device.id),
          subject: null,
          body: JSON.stringify(payload),
          dedupeKey: `${tag}:push:${device.id}`,
          expiresAt: new Date(now.getTime() + PUSH_LIFETIME_MS),
          notBefore,
        },
        now,
      );
    }
  }
  const emailGroups = (await emailGroupsOf(tx, event.memberId)) ?? DEFAULT_EMAIL_GROUPS;
  if (rule.statutory || emailGroups.includes(rule.group)) {
    const params = paramsIn(event.params, recipient.lang);
    const email = notificationEmail({
      to: recipient.email,
      memberId: recipient.memberId,
      lang: recipient.lang,
      brand: BRAND_MARK,
      firstName: recipient.firstName,
      subject: event.document?.subject ?? translate(event.titleKey, recipient.lang, params),
      text: event.document?.body ?? translate(event.bodyKey, recipient.lang, params),
      path: `/member/messages/${event.notificationId}`,
      group: rule.statutory ? null : rule.group,
      statutory: rule.statutory,
      verbatim: event.document !== undefined,
    });
    await enqueueMessage(tx, { ...email, dedupeKey: `${tag}:email` }, now);
  }
}

function loanIdOf(params: Record<string, NotificationParam>): number | null {
  const id = params.loanId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Stored parameters in words for a language: money formatted as the reader reads it (SPEC §9). */
export function paramsIn(stored: Record<string, NotificationParam>, lang: 'en' | 'cn' | 'tw'): MessageParams {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(stored)) {
    params[name] =
      typeof value === 'object' && value !== null
        ? formatMoney(value.minor, lang, { currency: value.currency })
        : value;
  }
  return params;
}

import type { NotificationItem, NotificationType } from '../../../domain/api/notifications';
import type { Language } from '../../../domain/errors';
import type { Minor } from '../../../domain/money';
import { eventRules, type NotificationEventKind } from '../../../domain/notification-events';
import type { Executor } from '../../db/client';
import type { NotificationMoney, NotificationParam } from '../../db/schema';
import { translate } from '../../i18n/catalog';
import { notFound } from '../../lib/app-error';
import { eventKindOf } from './event-kinds';
import { fanOut, paramsIn } from './notification-fanout';
import {
  countUnread,
  findNotification,
  insertNotification,
  listNotifications,
  loansWithNotice,
  markRead,
  type NotificationRow,
} from './notifications-repository';

/** A money parameter: stored as minor units and currency, shown per SPEC §9 in the reader's language. */
export function money(minor: Minor, currency: string): NotificationMoney {
  return { minor, currency };
}

export interface NotificationInput {
  memberId: number;
  type: NotificationType;
  titleKey: string;
  bodyKey: string;
  params?: Record<string, NotificationParam>;
  /** Which event this is; read from the keys when not given (event-kinds.ts). */
  kind?: NotificationEventKind;
  /** A statutory notice's document, which its e-mail carries instead of the message's words. */
  document?: { subject: string; body: string };
}

/**
 * Sends a notification to a member: the in-app message, and with it the pushes and the e-mail the member
 * chose (notification-fanout.ts). Only keys and parameters are stored in-app, so the member reads it in
 * whichever language they use at the time. Pass a transaction as `db` to send it with the change it reports:
 * the message, its pushes and its e-mail then exist together or not at all. Returns the message's id.
 */
export async function createNotification(db: Executor, input: NotificationInput, now: Date): Promise<number> {
  const params = input.params ?? {};
  const id = await insertNotification(db, {
    memberId: input.memberId,
    type: input.type,
    titleKey: input.titleKey,
    bodyKey: input.bodyKey,
    params,
    createdAt: now,
  });
  await fanOut(
    db,
    {
      notificationId: id,
      memberId: input.memberId,
      kind: input.kind ?? eventKindOf(input.titleKey, input.bodyKey, input.type),
      titleKey: input.titleKey,
      bodyKey: input.bodyKey,
      params,
      ...(input.document ? { document: input.document } : {}),
    },
    now,
  );
  return id;
}

/**
 * The one call another module makes to tell a borrower something (a hardship offer ready, a complaint
 * answered …): `notify(tx, memberId, { kind, titleKey, bodyKey, params })` inside the transaction of the
 * change it reports. Put the loan's id in `params.loanId` so the message, the push and the e-mail open it.
 */
export function notify(
  tx: Executor,
  memberId: number,
  event: Omit<NotificationInput, 'memberId' | 'type'> & {
    kind: NotificationEventKind;
    type?: NotificationType;
  },
  now: Date,
): Promise<number> {
  return createNotification(
    tx,
    {
      ...event,
      memberId,
      type: event.type ?? (eventRules[event.kind].group === 'payments' ? 'repayment' : 'loan'),
    },
    now,
  );
}

export async function notificationPageFor(
  db: Executor,
  memberId: number,
  type: NotificationType | 'all',
  page: { page: number; pageSize: number },
  lang: Language,
) {
  const { rows, total } = await listNotifications(db, memberId, type, page);
  return { list: rows.map((row) => render(row, lang)), total, page: page.page, pageSize: page.pageSize };
}

export async function notificationFor(db: Executor, id: number, memberId: number, lang: Language) {
  const row = await findNotification(db, id, memberId);
  if (!row) throw notFound();
  return render(row, lang);
}

export async function readNotification(db: Executor, id: number, memberId: number, now: Date) {
  const readAt = await markRead(db, id, memberId, now);
  if (!readAt) throw notFound();
  return { id, readAt: readAt.toISOString() };
}

/** Which of these loans were already told with `titleKey` (a reminder is sent once per loan). */
export function loansAlreadyTold(db: Executor, titleKey: string, loanIds: number[]): Promise<Set<number>> {
  return loansWithNotice(db, titleKey, loanIds);
}

export function unreadCountFor(db: Executor, memberId: number): Promise<number> {
  return countUnread(db, memberId);
}

function render(row: NotificationRow, lang: Language): NotificationItem {
  const params = paramsIn(row.params, lang);
  return {
    id: row.id,
    type: row.type,
    title: translate(row.titleKey, lang, params),
    body: translate(row.bodyKey, lang, params),
    read: row.readAt !== null,
    loanId: loanIdOf(row.params),
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Messages about a loan carry its id among their parameters (`loanId`), whatever their words use. */
function loanIdOf(stored: Record<string, NotificationParam>): number | null {
  const id = stored.loanId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

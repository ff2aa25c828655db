import type { NotificationItem, NotificationType } from '../../../domain/api/notifications';
import type { Language } from '../../../domain/errors';
import type { MessageParams } from '../../../domain/messages';
import { formatMoney, type Minor } from '../../../domain/money';
import type { Executor } from '../../db/client';
import type { NotificationMoney, NotificationParam } from '../../db/schema';
import { translate } from '../../i18n/catalog';
import { notFound } from '../../lib/app-error';
import {
  countUnread,
  findNotification,
  insertNotification,
  listNotifications,
  markRead,
  type NotificationRow,
} from './notifications-repository';

/** A money parameter: stored as minor units and currency, shown per SPEC §9 in the reader's language. */
export function money(minor: Minor, currency: string): NotificationMoney {
  return { minor, currency };
}

/**
 * Sends a notification to a member. Only keys and parameters are stored, so the member reads it in
 * whichever language they use at the time. Pass a transaction as `db` to send it with the change it reports.
 */
export async function createNotification(
  db: Executor,
  input: {
    memberId: number;
    type: 'loan' | 'repayment' | 'account' | 'system';
    titleKey: string;
    bodyKey: string;
    params?: Record<string, NotificationParam>;
  },
  now: Date,
): Promise<void> {
  await insertNotification(db, {
    memberId: input.memberId,
    type: input.type,
    titleKey: input.titleKey,
    bodyKey: input.bodyKey,
    params: input.params ?? {},
    createdAt: now,
  });
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

function paramsIn(stored: Record<string, NotificationParam>, lang: Language): MessageParams {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(stored)) {
    params[name] =
      typeof value === 'object' && value !== null
        ? formatMoney(value.minor, lang, { currency: value.currency })
        : value;
  }
  return params;
}

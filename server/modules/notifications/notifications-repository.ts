import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../domain/api/notifications';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Executor, values: NewNotification): Promise<void> {
  await db.insert(notifications).values(values);
}

function memberFilter(memberId: number, type: NotificationType | 'all'): SQL | undefined {
  return type === 'all'
    ? eq(notifications.memberId, memberId)
    : and(eq(notifications.memberId, memberId), eq(notifications.type, type));
}

export async function listNotifications(
  db: Executor,
  memberId: number,
  type: NotificationType | 'all',
  page: { page: number; pageSize: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = memberFilter(memberId, type);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ value: count() }).from(notifications).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** One of the member's own notifications; undefined for another member's, as for one that does not exist. */
export async function findNotification(
  db: Executor,
  id: number,
  memberId: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)));
  return row;
}

/** Marks one of the member's own notifications read (the first read time is kept); null when not theirs. */
export async function markRead(db: Executor, id: number, memberId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)))
    .returning({ readAt: notifications.readAt });
  return row?.readAt ?? null;
}

export async function countUnread(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

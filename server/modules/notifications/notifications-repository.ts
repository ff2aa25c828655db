import { and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../domain/api/notifications';
import type { Executor } from '../../db/client';
import { loanBills, loans, notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Executor, values: NewNotification): Promise<number> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('notification not stored');
  return row.id;
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

/** An unpaid bill a reminder may be about, with what the reminder says of its loan. */
export interface ReminderBill {
  billId: number;
  memberId: number;
  loanId: number;
  contractNumber: string | null;
  kind: 'INSTALMENT' | 'WITHDRAWAL_PAYOFF';
  period: number;
  dueDate: string;
  total: number;
}

/**
 * Bills still to be repaid (no voucher waiting) due on or before `lastDay`, of loans whose money is out:
 * a running loan's instalments and a withdrawn loan's payoff bill.
 */
export async function openBillsDueBy(db: Executor, lastDay: string): Promise<ReminderBill[]> {
  return db
    .select({
      billId: loanBills.id,
      memberId: loanBills.memberId,
      loanId: loanBills.loanId,
      contractNumber: loans.contractNumber,
      kind: loanBills.kind,
      period: loanBills.period,
      dueDate: loanBills.dueDate,
      total: loanBills.total,
    })
    .from(loanBills)
    .innerJoin(loans, eq(loans.id, loanBills.loanId))
    .where(
      and(
        eq(loanBills.status, 'TO_BE_REPAID'),
        lte(loanBills.dueDate, lastDay),
        inArray(loans.status, ['DISBURSED', 'WITHDRAWN']),
      ),
    )
    .orderBy(asc(loanBills.id));
}

/** The bills among `billIds` that already have a notification with this title. */
export async function billsWithNotice(
  db: Executor,
  titleKey: string,
  billIds: number[],
): Promise<Set<number>> {
  if (billIds.length === 0) return new Set();
  const rows = await db
    .select({ billId: sql<string>`${notifications.params}->>'billId'` })
    .from(notifications)
    .where(
      and(
        eq(notifications.titleKey, titleKey),
        inArray(
          sql`${notifications.params}->>'billId'`,
          billIds.map((id) => String(id)),
        ),
      ),
    );
  return new Set(rows.map((row) => Number(row.billId)));
}

/** The loans among `loanIds` that already have a notification with this title. */
export async function loansWithNotice(
  db: Executor,
  titleKey: string,
  loanIds: number[],
): Promise<Set<number>> {
  if (loanIds.length === 0) return new Set();
  const rows = await db
    .select({ loanId: sql<string>`${notifications.params}->>'loanId'` })
    .from(notifications)
    .where(
      and(
        eq(notifications.titleKey, titleKey),
        inArray(
          sql`${notifications.params}->>'loanId'`,
          loanIds.map((id) => String(id)),
        ),
      ),
    );
  return new Set(rows.map((row) => Number(row.loanId)));
}

/**
 * Holds, until the transaction ends, the one lock every reminder run takes: two copies of the server
 * running at once take turns, and the second finds the first one's notices and sends none again.
 */
export async function lockReminderRun(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REMINDER_LOCK_KEY})`);
}
const REMINDER_LOCK_KEY = 7_301_204_811;

import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { owedBillStatuses } from '../../../domain/loan/lifecycle';
import type { Executor } from '../../db/client';
import { afterCursor, cutPage, type KeysetPage, keysetOrderBy, keyText, pageWindow } from '../../db/keyset';
import { loanBills, type RepaymentStatus, repayments } from '../../db/schema';

export type RepaymentRow = typeof repayments.$inferSelect;
export type NewRepayment = typeof repayments.$inferInsert;
export type RepaymentBillRow = typeof loanBills.$inferSelect;

export const VOUCHER_UNIQUE_INDEX = 'repayments_voucher_sha256_key';

export async function insertRepayment(tx: Executor, values: NewRepayment): Promise<RepaymentRow> {
  const [row] = await tx.insert(repayments).values(values).returning();
  if (!row) throw new Error('repayment insert returned nothing');
  return row;
}

export async function lockRepayment(tx: Executor, id: number): Promise<RepaymentRow | null> {
  const [row] = await tx.select().from(repayments).where(eq(repayments.id, id)).for('update');
  return row ?? null;
}

/** PENDING → CONFIRMED | REFUSED, only if still PENDING: a lost race answers null, never a second decision. */
export async function decideRepayment(
  tx: Executor,
  id: number,
  to: Exclude<RepaymentStatus, 'PENDING'>,
  values: { decidedAt: Date; decidedBy: number; refusalReason?: string | null; refusalCode?: string | null },
): Promise<RepaymentRow | null> {
  const [row] = await tx
    .update(repayments)
    .set({ status: to, ...values })
    .where(and(eq(repayments.id, id), eq(repayments.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/**
 * Repayments newest (or oldest) first: a borrower's own, or the operators' list of one status or all,
 * paged by key (server/db/keyset.ts) when the caller gives a cursor.
 */
export async function pageRepayments(
  db: Executor,
  filter: { memberId?: number; status?: RepaymentStatus | undefined; order?: 'oldest' | 'newest' },
  page: KeysetPage,
): Promise<{ rows: RepaymentRow[]; total: number; next: string | null }> {
  const order = filter.order ?? 'newest';
  const conditions: SQL[] = [];
  if (filter.memberId !== undefined) conditions.push(eq(repayments.memberId, filter.memberId));
  if (filter.status !== undefined) conditions.push(eq(repayments.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(page);
  const [read, totals] = await Promise.all([
    db
      .select({ row: repayments, key: keyText(repayments.submittedAt) })
      .from(repayments)
      .where(and(where, afterCursor(repayments.submittedAt, repayments.id, order, page.after)))
      .orderBy(...keysetOrderBy(repayments.submittedAt, repayments.id, order))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(repayments).where(where),
  ]);
  const { rows, next } = cutPage(read, page.pageSize, (item) => ({ at: item.key, id: item.row.id }));
  return { rows: rows.map((item) => item.row), total: totals[0]?.total ?? 0, next };
}

export async function billsByIds(db: Executor, ids: number[]): Promise<RepaymentBillRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(loanBills).where(inArray(loanBills.id, ids)).orderBy(asc(loanBills.id));
}

/**
 * The loan's bills still owed, locked in id order (the order every locker of bills uses). Every bill of the
 * loan is locked, not only the owed ones, so the set cannot change under the caller.
 */
export async function lockOpenBillsOfLoan(tx: Executor, loanId: number, memberId: number) {
  const rows = await tx
    .select()
    .from(loanBills)
    .where(and(eq(loanBills.loanId, loanId), eq(loanBills.memberId, memberId)))
    .orderBy(asc(loanBills.id))
    .for('update');
  return rows.filter((bill) => (owedBillStatuses as readonly string[]).includes(bill.status));
}

/**
 * Read without a lock, for a figure shown rather than a change made (a USDT quote): the member's own bills
 * among `ids`, and the loan's bills still owed.
 */
export async function memberBillsByIds(db: Executor, ids: number[], memberId: number) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(loanBills)
    .where(and(inArray(loanBills.id, ids), eq(loanBills.memberId, memberId)))
    .orderBy(asc(loanBills.id));
}

export async function openBillsOfLoan(db: Executor, loanId: number, memberId: number) {
  const rows = await db
    .select()
    .from(loanBills)
    .where(and(eq(loanBills.loanId, loanId), eq(loanBills.memberId, memberId)))
    .orderBy(asc(loanBills.id));
  return rows.filter((bill) => (owedBillStatuses as readonly string[]).includes(bill.status));
}

export async function findRepayment(db: Executor, id: number): Promise<RepaymentRow | null> {
  const [row] = await db.select().from(repayments).where(eq(repayments.id, id)).limit(1);
  return row ?? null;
}

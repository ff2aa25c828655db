import { and, asc, eq, inArray } from 'drizzle-orm';
import { type BillStatus, owedBillStatuses } from '../../../domain/loan/lifecycle';
import type { Executor } from '../../db/client';
import { loanBillEvents, loanBills, repayments } from '../../db/schema';

export type BillRow = typeof loanBills.$inferSelect;
export type NewBill = typeof loanBills.$inferInsert;
/** Columns written in the same UPDATE as a bill's status. */
export type BillPatch = Partial<
  Pick<NewBill, 'voucherUploadId' | 'submittedAt' | 'repaidAt' | 'refusalReason'>
>;
export type BillEventRow = typeof loanBillEvents.$inferSelect;
export type NewBillEvent = typeof loanBillEvents.$inferInsert;

export async function insertBills(tx: Executor, bills: NewBill[]): Promise<BillRow[]> {
  if (bills.length === 0) return [];
  return tx.insert(loanBills).values(bills).returning();
}

export async function listBills(db: Executor, loanId: number): Promise<BillRow[]> {
  return db.select().from(loanBills).where(eq(loanBills.loanId, loanId)).orderBy(asc(loanBills.period));
}

export async function listBillsOfLoans(db: Executor, loanIds: number[]): Promise<BillRow[]> {
  if (loanIds.length === 0) return [];
  return db
    .select()
    .from(loanBills)
    .where(inArray(loanBills.loanId, loanIds))
    .orderBy(asc(loanBills.loanId), asc(loanBills.period));
}

/** The member's bills among `billIds`, locked in id order (a fixed order keeps two lockers from deadlocking). */
export async function lockMemberBills(tx: Executor, billIds: number[], memberId: number): Promise<BillRow[]> {
  if (billIds.length === 0) return [];
  return tx
    .select()
    .from(loanBills)
    .where(and(inArray(loanBills.id, billIds), eq(loanBills.memberId, memberId)))
    .orderBy(asc(loanBills.id))
    .for('update');
}

/** Bills by id, whoever owns them (operator decisions), locked in id order. */
export async function lockBills(tx: Executor, billIds: number[]): Promise<BillRow[]> {
  if (billIds.length === 0) return [];
  return tx
    .select()
    .from(loanBills)
    .where(inArray(loanBills.id, billIds))
    .orderBy(asc(loanBills.id))
    .for('update');
}

/** Every bill of a loan, locked in id order. */
export async function lockLoanBills(tx: Executor, loanId: number): Promise<BillRow[]> {
  return tx
    .select()
    .from(loanBills)
    .where(eq(loanBills.loanId, loanId))
    .orderBy(asc(loanBills.id))
    .for('update');
}

/** The member's bills still owed (open, or paid and waiting for review), on every loan. */
export async function listOwedBillsOfMember(db: Executor, memberId: number): Promise<BillRow[]> {
  return db
    .select()
    .from(loanBills)
    .where(and(eq(loanBills.memberId, memberId), inArray(loanBills.status, [...owedBillStatuses])))
    .orderBy(asc(loanBills.loanId), asc(loanBills.period));
}

/** Bills of the loan still owed (open, or paid and waiting for review). */
export async function countOwedBills(tx: Executor, loanId: number): Promise<number> {
  const rows = await tx
    .select({ id: loanBills.id })
    .from(loanBills)
    .where(and(eq(loanBills.loanId, loanId), inArray(loanBills.status, [...owedBillStatuses])));
  return rows.length;
}

/**
 * Moves exactly the bills among `ids` that are still in `from`; the caller compares the count with what it
 * asked for, so a concurrent change is never reported as done.
 */
export async function updateBillsStatus(
  tx: Executor,
  ids: number[],
  from: BillStatus,
  to: BillStatus,
  patch: BillPatch,
): Promise<BillRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(loanBills)
    .set({ ...patch, status: to })
    .where(and(inArray(loanBills.id, ids), eq(loanBills.status, from)))
    .returning();
}

export async function insertBillEvents(tx: Executor, events: NewBillEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(loanBillEvents).values(events);
}

export async function listBillEvents(db: Executor, loanId: number): Promise<BillEventRow[]> {
  return db
    .select()
    .from(loanBillEvents)
    .where(eq(loanBillEvents.loanId, loanId))
    .orderBy(asc(loanBillEvents.id));
}

/** Confirmed payments of a loan, oldest first: what a withdrawal credits against its payoff. */
export async function confirmedPaymentsOfLoan(
  tx: Executor,
  loanId: number,
): Promise<{ amount: number; submittedAt: Date }[]> {
  return tx
    .select({ amount: repayments.amount, submittedAt: repayments.submittedAt })
    .from(repayments)
    .where(and(eq(repayments.loanId, loanId), eq(repayments.status, 'CONFIRMED')))
    .orderBy(asc(repayments.submittedAt), asc(repayments.id));
}

/**
 * The instalments not yet due moved to new dates (a change of Direct Debit collection day, decision 100):
 * each line's due date and interest, its principal unchanged. Only bills still TO_BE_REPAID move; the
 * number moved is returned so the caller can refuse a change that met a bill in another state.
 */
export async function rescheduleInstalments(
  tx: Executor,
  loanId: number,
  lines: readonly { period: number; dueDate: string; interest: number; total: number }[],
): Promise<number> {
  let moved = 0;
  for (const line of lines) {
    const rows = await tx
      .update(loanBills)
      .set({ dueDate: line.dueDate, interest: line.interest, total: line.total })
      .where(
        and(
          eq(loanBills.loanId, loanId),
          eq(loanBills.kind, 'INSTALMENT'),
          eq(loanBills.period, line.period),
          eq(loanBills.status, 'TO_BE_REPAID'),
        ),
      )
      .returning({ id: loanBills.id });
    moved += rows.length;
  }
  return moved;
}

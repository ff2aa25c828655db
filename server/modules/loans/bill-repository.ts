import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loanBills } from '../../db/schema';

export type BillRow = typeof loanBills.$inferSelect;
export type NewBill = typeof loanBills.$inferInsert;

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

export async function countUnrepaidBills(tx: Executor, loanId: number): Promise<number> {
  const rows = await tx
    .select({ id: loanBills.id })
    .from(loanBills)
    .where(and(eq(loanBills.loanId, loanId), ne(loanBills.status, 'REPAID')));
  return rows.length;
}

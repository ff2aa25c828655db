import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { MandateEndReason, MandateEvent } from '../../../domain/direct-debit/mandate-codes';
import type { Executor } from '../../db/client';
import { ddCollections, ddMandateEvents, ddMandates, loans } from '../../db/schema';

export type MandateRow = typeof ddMandates.$inferSelect;
export type NewMandateRow = typeof ddMandates.$inferInsert;
export type CollectionRow = typeof ddCollections.$inferSelect;
export type NewCollectionRow = typeof ddCollections.$inferInsert;

/** The unique indexes a concurrent second write runs into. */
export const ONE_ACTIVE_MANDATE_INDEX = 'dd_mandates_one_active';

export async function insertMandate(tx: Executor, row: NewMandateRow): Promise<MandateRow> {
  const [inserted] = await tx.insert(ddMandates).values(row).returning();
  return inserted!;
}

export async function referenceTaken(db: Executor, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ddMandates.id })
    .from(ddMandates)
    .where(eq(ddMandates.reference, reference))
    .limit(1);
  return Boolean(row);
}

/** The loan's mandate in force, or else its latest one; null when it never had one. */
export async function latestMandate(db: Executor, loanId: number): Promise<MandateRow | null> {
  const [row] = await db
    .select()
    .from(ddMandates)
    .where(eq(ddMandates.loanId, loanId))
    .orderBy(desc(ddMandates.id))
    .limit(1);
  return row ?? null;
}

/** Every mandate a loan has had, oldest first (the console's history beside the ledger). */
export async function mandatesOfLoan(db: Executor, loanId: number): Promise<MandateRow[]> {
  return db.select().from(ddMandates).where(eq(ddMandates.loanId, loanId)).orderBy(asc(ddMandates.id));
}

export async function mandateById(db: Executor, id: number): Promise<MandateRow | null> {
  const [row] = await db.select().from(ddMandates).where(eq(ddMandates.id, id)).limit(1);
  return row ?? null;
}

export async function activeMandate(db: Executor, loanId: number, forUpdate = false) {
  const query = db
    .select()
    .from(ddMandates)
    .where(and(eq(ddMandates.loanId, loanId), eq(ddMandates.status, 'ACTIVE')))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function activeMandates(db: Executor, afterId: number, limit: number): Promise<MandateRow[]> {
  return db
    .select()
    .from(ddMandates)
    .where(and(eq(ddMandates.status, 'ACTIVE'), gt(ddMandates.id, afterId)))
    .orderBy(asc(ddMandates.id))
    .limit(limit);
}

/** Ends an ACTIVE mandate; false when it was no longer active (another writer ended it first). */
export async function endMandate(
  tx: Executor,
  id: number,
  status: 'CANCELLED' | 'ENDED',
  reason: MandateEndReason,
  on: string,
): Promise<boolean> {
  const rows = await tx
    .update(ddMandates)
    .set({ status, endReason: reason, endedOn: on })
    .where(and(eq(ddMandates.id, id), eq(ddMandates.status, 'ACTIVE')))
    .returning({ id: ddMandates.id });
  return rows.length === 1;
}

export async function setCollectionDay(tx: Executor, id: number, day: number): Promise<void> {
  await tx.update(ddMandates).set({ collectionDay: day }).where(eq(ddMandates.id, id));
}

export async function insertMandateEvent(
  tx: Executor,
  event: {
    mandateId: number;
    event: MandateEvent;
    by: number | null;
    businessDate: string;
    detail?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.insert(ddMandateEvents).values({ ...event, detail: event.detail ?? {} });
}

export async function mandateEvents(db: Executor, mandateId: number) {
  return db
    .select()
    .from(ddMandateEvents)
    .where(eq(ddMandateEvents.mandateId, mandateId))
    .orderBy(asc(ddMandateEvents.id));
}

/** Inserts a collection unless the bill already has this attempt; the row, or null when it had. */
export async function insertCollection(tx: Executor, row: NewCollectionRow): Promise<CollectionRow | null> {
  const [inserted] = await tx.insert(ddCollections).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function collectionsOfLoan(db: Executor, loanId: number): Promise<CollectionRow[]> {
  return db
    .select()
    .from(ddCollections)
    .where(eq(ddCollections.loanId, loanId))
    .orderBy(asc(ddCollections.period), asc(ddCollections.attempt));
}

export async function attemptsOfMandate(db: Executor, mandateId: number): Promise<number> {
  const rows = await db
    .select({ id: ddCollections.id })
    .from(ddCollections)
    .where(eq(ddCollections.mandateId, mandateId))
    .limit(1);
  return rows.length;
}

/** Collections to submit by `date`: scheduled, their submission day come. */
export async function collectionsToSubmit(db: Executor, date: string): Promise<CollectionRow[]> {
  return db
    .select()
    .from(ddCollections)
    .where(and(eq(ddCollections.status, 'SCHEDULED'), lte(ddCollections.submitOn, date)))
    .orderBy(asc(ddCollections.id));
}

/** Collections with the bureau whose collection date has come by `date`. */
export async function collectionsToSettle(db: Executor, date: string): Promise<CollectionRow[]> {
  return db
    .select()
    .from(ddCollections)
    .where(and(eq(ddCollections.status, 'SUBMITTED'), lte(ddCollections.collectionDate, date)))
    .orderBy(asc(ddCollections.id));
}

export async function lockCollection(tx: Executor, id: number): Promise<CollectionRow | null> {
  const [row] = await tx.select().from(ddCollections).where(eq(ddCollections.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateCollection(
  tx: Executor,
  id: number,
  from: CollectionRow['status'][],
  values: Partial<NewCollectionRow>,
): Promise<boolean> {
  const rows = await tx
    .update(ddCollections)
    .set(values)
    .where(and(eq(ddCollections.id, id), inArray(ddCollections.status, from)))
    .returning({ id: ddCollections.id });
  return rows.length === 1;
}

/** The loan of a member, with what a mandate needs of it; null when it is not theirs. */
export async function memberLoan(db: Executor, memberId: number, loanId: number) {
  const [row] = await db
    .select({
      id: loans.id,
      memberId: loans.memberId,
      status: loans.status,
      contractNumber: loans.contractNumber,
    })
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function loanOf(db: Executor, loanId: number) {
  const [row] = await db
    .select({
      id: loans.id,
      memberId: loans.memberId,
      status: loans.status,
      contractNumber: loans.contractNumber,
    })
    .from(loans)
    .where(eq(loans.id, loanId))
    .limit(1);
  return row ?? null;
}

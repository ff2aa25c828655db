import { and, asc, count, desc, eq, inArray, min, type SQL, sql } from 'drizzle-orm';
import { parseCursor } from '../../../domain/api/envelope';
import type { IsoDate } from '../../../domain/loan/dates';
import type { Executor } from '../../db/client';
import type { KeysetPage } from '../../db/keyset';
import { pageWindow } from '../../db/keyset';
import {
  collectionCases,
  collectionContacts,
  loanChargeOffs,
  loans,
  members,
  promisesToPay,
  statutoryNotices,
} from '../../db/schema';

export type CollectionCaseRow = typeof collectionCases.$inferSelect;
export type ContactRow = typeof collectionContacts.$inferSelect;
export type PromiseRow = typeof promisesToPay.$inferSelect;
export type ChargeOffRow = typeof loanChargeOffs.$inferSelect;

/** The unique index a second open case of one loan runs into (two writers at once: one case). */
export const ONE_OPEN_CASE_INDEX = 'collection_cases_one_open';

export async function openCaseOf(db: Executor, loanId: number): Promise<CollectionCaseRow | null> {
  const [row] = await db
    .select()
    .from(collectionCases)
    .where(and(eq(collectionCases.loanId, loanId), eq(collectionCases.status, 'OPEN')))
    .limit(1);
  return row ?? null;
}

export async function casesOfLoan(db: Executor, loanId: number): Promise<CollectionCaseRow[]> {
  return db
    .select()
    .from(collectionCases)
    .where(eq(collectionCases.loanId, loanId))
    .orderBy(desc(collectionCases.id));
}

/** Opens a case; null when one is already open (the caller's loan lock makes that a race lost, not a bug). */
export async function insertCase(
  tx: Executor,
  values: typeof collectionCases.$inferInsert,
): Promise<CollectionCaseRow | null> {
  const [row] = await tx.insert(collectionCases).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setPastDueSince(tx: Executor, caseId: number, pastDueSince: IsoDate): Promise<void> {
  await tx.update(collectionCases).set({ pastDueSince }).where(eq(collectionCases.id, caseId));
}

/** Closes an open case once; false when it was already closed. */
export async function closeCase(
  tx: Executor,
  caseId: number,
  values: { closedOn: IsoDate; closedAt: Date; closeReason: 'ARREARS_CLEARED' | 'CHARGED_OFF' },
): Promise<boolean> {
  const rows = await tx
    .update(collectionCases)
    .set({ status: 'CLOSED', ...values })
    .where(and(eq(collectionCases.id, caseId), eq(collectionCases.status, 'OPEN')))
    .returning({ id: collectionCases.id });
  return rows.length > 0;
}

export async function setNextAction(
  tx: Executor,
  caseId: number,
  values: { nextActionOn: IsoDate; nextActionNote: string | null; nextActionBy: number; nextActionAt: Date },
): Promise<CollectionCaseRow | null> {
  const [row] = await tx
    .update(collectionCases)
    .set(values)
    .where(and(eq(collectionCases.id, caseId), eq(collectionCases.status, 'OPEN')))
    .returning();
  return row ?? null;
}

/** The open case's next action set by the system (no operator): what close of business finds needs a person. */
export async function setSystemNextAction(
  tx: Executor,
  caseId: number,
  values: { nextActionOn: IsoDate; nextActionNote: string; nextActionAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(collectionCases)
    .set({ ...values, nextActionBy: null })
    .where(and(eq(collectionCases.id, caseId), eq(collectionCases.status, 'OPEN')))
    .returning({ id: collectionCases.id });
  return rows.length > 0;
}

/** Appends a contact. There is no update or delete of the contact log anywhere. */
export async function insertContact(
  tx: Executor,
  values: typeof collectionContacts.$inferInsert,
): Promise<ContactRow> {
  const [row] = await tx.insert(collectionContacts).values(values).returning();
  return row!;
}

export async function contactsOfLoan(db: Executor, loanId: number): Promise<ContactRow[]> {
  return db
    .select()
    .from(collectionContacts)
    .where(eq(collectionContacts.loanId, loanId))
    .orderBy(desc(collectionContacts.at), desc(collectionContacts.id));
}

export async function insertPromise(
  tx: Executor,
  values: typeof promisesToPay.$inferInsert,
): Promise<PromiseRow> {
  const [row] = await tx.insert(promisesToPay).values(values).returning();
  return row!;
}

export async function promisesOfLoan(db: Executor, loanId: number): Promise<PromiseRow[]> {
  return db
    .select()
    .from(promisesToPay)
    .where(eq(promisesToPay.loanId, loanId))
    .orderBy(desc(promisesToPay.id));
}

/** A loan's open promises due on or before `date`: the ones its close of business for `date` decides. */
export async function promisesDueBy(tx: Executor, loanId: number, date: IsoDate): Promise<PromiseRow[]> {
  return tx
    .select()
    .from(promisesToPay)
    .where(
      and(
        eq(promisesToPay.loanId, loanId),
        eq(promisesToPay.status, 'OPEN'),
        sql`${promisesToPay.promisedOn} <= ${date}`,
      ),
    )
    .orderBy(asc(promisesToPay.id));
}

/** The one decision of a promise; false when it was already decided. */
export async function decidePromise(
  tx: Executor,
  promiseId: number,
  values: { status: 'KEPT' | 'BROKEN'; received: number; decidedAt: Date; decidedBy: string },
): Promise<boolean> {
  const rows = await tx
    .update(promisesToPay)
    .set(values)
    .where(and(eq(promisesToPay.id, promiseId), eq(promisesToPay.status, 'OPEN')))
    .returning({ id: promisesToPay.id });
  return rows.length > 0;
}

export async function chargeOffOf(db: Executor, loanId: number): Promise<ChargeOffRow | null> {
  const [row] = await db.select().from(loanChargeOffs).where(eq(loanChargeOffs.loanId, loanId)).limit(1);
  return row ?? null;
}

/** Asks for a charge-off; null when one is already asked for (its key is the loan). */
export async function insertChargeOff(
  tx: Executor,
  values: typeof loanChargeOffs.$inferInsert,
): Promise<ChargeOffRow | null> {
  const [row] = await tx.insert(loanChargeOffs).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Writes the confirmation and the ledger entry once; null when it was already confirmed. */
export async function confirmChargeOff(
  tx: Executor,
  loanId: number,
  values: { confirmedBy: number | null; confirmedAt: Date; entryId: number; businessDate: IsoDate },
): Promise<ChargeOffRow | null> {
  const [row] = await tx
    .update(loanChargeOffs)
    .set(values)
    .where(and(eq(loanChargeOffs.loanId, loanId), sql`${loanChargeOffs.entryId} is null`))
    .returning();
  return row ?? null;
}

/** The default notices of a loan with their remedy date and sum, as the notice's figures keep them. */
export async function defaultNoticesOf(db: Executor, loanId: number) {
  return db
    .select({
      id: statutoryNotices.id,
      businessDate: statutoryNotices.businessDate,
      remedyDate: sql<string | null>`${statutoryNotices.figures} ->> 'remedyDate'`,
      sum: sql<string | null>`${statutoryNotices.figures} ->> 'sum'`,
    })
    .from(statutoryNotices)
    .where(and(eq(statutoryNotices.loanId, loanId), eq(statutoryNotices.kind, 'DEFAULT_S87')))
    .orderBy(asc(statutoryNotices.id));
}

/** The notices of many loans, briefly, for a page of the queue. */
export async function noticeBriefsOf(db: Executor, loanIds: number[]) {
  if (loanIds.length === 0) return [];
  return db
    .select({
      id: statutoryNotices.id,
      loanId: statutoryNotices.loanId,
      kind: statutoryNotices.kind,
      businessDate: statutoryNotices.businessDate,
      remedyDate: sql<string | null>`${statutoryNotices.figures} ->> 'remedyDate'`,
    })
    .from(statutoryNotices)
    .where(inArray(statutoryNotices.loanId, loanIds))
    .orderBy(asc(statutoryNotices.id));
}

/** The latest contact of each of `caseIds`. */
export async function lastContactsOf(db: Executor, caseIds: number[]): Promise<ContactRow[]> {
  if (caseIds.length === 0) return [];
  return db
    .selectDistinctOn([collectionContacts.caseId])
    .from(collectionContacts)
    .where(inArray(collectionContacts.caseId, caseIds))
    .orderBy(asc(collectionContacts.caseId), desc(collectionContacts.at), desc(collectionContacts.id));
}

/** The open promise due soonest of each of `caseIds`. */
export async function openPromisesOf(db: Executor, caseIds: number[]): Promise<PromiseRow[]> {
  if (caseIds.length === 0) return [];
  return db
    .selectDistinctOn([promisesToPay.caseId])
    .from(promisesToPay)
    .where(and(inArray(promisesToPay.caseId, caseIds), eq(promisesToPay.status, 'OPEN')))
    .orderBy(asc(promisesToPay.caseId), asc(promisesToPay.promisedOn), asc(promisesToPay.id));
}

export async function pendingChargeOffsOf(db: Executor, loanIds: number[]): Promise<number[]> {
  if (loanIds.length === 0) return [];
  const rows = await db
    .select({ loanId: loanChargeOffs.loanId })
    .from(loanChargeOffs)
    .where(and(inArray(loanChargeOffs.loanId, loanIds), sql`${loanChargeOffs.entryId} is null`));
  return rows.map((row) => row.loanId);
}

const caseOpen = eq(collectionCases.status, 'OPEN');

/**
 * A page of open cases, most days past due first (the oldest unpaid due date first), then by case: read by
 * key from `collection_cases_queue_idx`. The cursor's time is the past-due date at midnight UTC.
 */
export async function pageOpenCases(db: Executor, page: KeysetPage) {
  const cursor = page.after === undefined ? null : parseCursor(page.after);
  const after: SQL | undefined = cursor
    ? sql`(${collectionCases.pastDueSince}, ${collectionCases.id}) > (${cursor.at.slice(0, 10)}, ${cursor.id})`
    : undefined;
  const { limit, offset } = pageWindow(page);
  const [read, totals] = await Promise.all([
    db
      .select({
        case: collectionCases,
        contractNumber: loans.contractNumber,
        base: members.base,
      })
      .from(collectionCases)
      .innerJoin(loans, eq(loans.id, collectionCases.loanId))
      .innerJoin(members, eq(members.id, collectionCases.memberId))
      .where(and(caseOpen, after))
      .orderBy(asc(collectionCases.pastDueSince), asc(collectionCases.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(collectionCases).where(caseOpen),
  ]);
  const rows = read.slice(0, page.pageSize);
  const last = rows[rows.length - 1];
  const next =
    read.length > page.pageSize && last ? `${last.case.pastDueSince}T00:00:00.000000Z_${last.case.id}` : null;
  return { rows, total: totals[0]?.total ?? 0, next };
}

/** The queue's figure: open cases, and the earliest day one of them has been past due since. */
export async function arrearsQueueFigure(db: Executor) {
  const [row] = await db
    .select({ count: count(), oldest: min(collectionCases.pastDueSince) })
    .from(collectionCases)
    .where(caseOpen);
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export async function memberBaseOf(db: Executor, memberId: number) {
  const [row] = await db
    .select({ base: members.base })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.base ?? null;
}

export async function loanBriefOf(db: Executor, loanId: number) {
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

import { and, asc, count, desc, eq, gt, inArray, lte, min, ne, type SQL, sql } from 'drizzle-orm';
import { parseCursor } from '../../../domain/api/envelope';
import type {
  ArrangementOfferStatus,
  ArrangementStatus,
  HardshipRequestStatus,
} from '../../../domain/forbearance/forbearance-codes';
import type { Executor } from '../../db/client';
import { type KeysetPage, pageWindow } from '../../db/keyset';
import {
  arrangementOffers,
  arrangements,
  type HardshipEvent,
  hardshipEventLog,
  hardshipRequests,
  loans,
  members,
} from '../../db/schema';

export type HardshipRequestRow = typeof hardshipRequests.$inferSelect;
export type NewHardshipRequestRow = typeof hardshipRequests.$inferInsert;
export type OfferRow = typeof arrangementOffers.$inferSelect;
export type NewOfferRow = typeof arrangementOffers.$inferInsert;
export type ArrangementRow = typeof arrangements.$inferSelect;
export type NewArrangementRow = typeof arrangements.$inferInsert;
export type HardshipEventRow = typeof hardshipEventLog.$inferSelect;

/** The unique indexes a concurrent second write runs into. */
export const ONE_OPEN_REQUEST_INDEX = 'hardship_requests_one_open';
export const ONE_LIVE_OFFER_INDEX = 'arrangement_offers_one_live';
export const ONE_ACTIVE_ARRANGEMENT_INDEX = 'arrangements_one_active';
export const ARRANGEMENT_OFFER_INDEX = 'arrangements_offer_key';

const notClosed = ne(hardshipRequests.status, 'CLOSED');

// ---- Loans, as the hardship module needs them ------------------------------------------------------------

const loanColumns = {
  id: loans.id,
  memberId: loans.memberId,
  status: loans.status,
  contractNumber: loans.contractNumber,
  termMonths: loans.termMonths,
  method: loans.method,
  base: members.base,
};
export type HardshipLoan = NonNullable<Awaited<ReturnType<typeof loanBriefOf>>>;

/** A loan with its borrower's name fields; null when there is none (or, with `memberId`, not theirs). */
export async function loanBriefOf(db: Executor, loanId: number, memberId?: number) {
  const [row] = await db
    .select(loanColumns)
    .from(loans)
    .innerJoin(members, eq(members.id, loans.memberId))
    .where(and(eq(loans.id, loanId), memberId === undefined ? undefined : eq(loans.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

// ---- Requests ---------------------------------------------------------------------------------------------

export async function insertRequest(tx: Executor, row: NewHardshipRequestRow): Promise<HardshipRequestRow> {
  const [inserted] = await tx.insert(hardshipRequests).values(row).returning();
  return inserted!;
}

export async function requestById(db: Executor, id: number, forUpdate = false) {
  const query = db.select().from(hardshipRequests).where(eq(hardshipRequests.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The loan's latest request, open or not; null when it never had one. */
export async function latestRequest(db: Executor, loanId: number): Promise<HardshipRequestRow | null> {
  const [row] = await db
    .select()
    .from(hardshipRequests)
    .where(eq(hardshipRequests.loanId, loanId))
    .orderBy(desc(hardshipRequests.id))
    .limit(1);
  return row ?? null;
}

export async function openRequestOf(db: Executor, loanId: number): Promise<HardshipRequestRow | null> {
  const [row] = await db
    .select()
    .from(hardshipRequests)
    .where(and(eq(hardshipRequests.loanId, loanId), notClosed))
    .limit(1);
  return row ?? null;
}

/** Moves a request from one of `from` to its new state; null when it had moved on (another writer). */
export async function moveRequest(
  tx: Executor,
  id: number,
  from: readonly HardshipRequestStatus[],
  values: Partial<NewHardshipRequestRow>,
): Promise<HardshipRequestRow | null> {
  const [row] = await tx
    .update(hardshipRequests)
    .set(values)
    .where(and(eq(hardshipRequests.id, id), inArray(hardshipRequests.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * A page of requests not closed, the earliest promised answer first, then by request: read by key from
 * `hardship_requests_queue_idx`. The cursor's time is the answer-by date at midnight UTC.
 */
export async function pageOpenRequests(db: Executor, page: KeysetPage) {
  const cursor = page.after === undefined ? null : parseCursor(page.after);
  const after: SQL | undefined = cursor
    ? sql`(${hardshipRequests.answerBy}, ${hardshipRequests.id}) > (${cursor.at.slice(0, 10)}, ${cursor.id})`
    : undefined;
  const { limit, offset } = pageWindow(page);
  const read = await db
    .select({ request: hardshipRequests, contractNumber: loans.contractNumber, base: members.base })
    .from(hardshipRequests)
    .innerJoin(loans, eq(loans.id, hardshipRequests.loanId))
    .innerJoin(members, eq(members.id, hardshipRequests.memberId))
    .where(and(inArray(hardshipRequests.status, ['OPEN', 'OFFERED']), after))
    .orderBy(asc(hardshipRequests.answerBy), asc(hardshipRequests.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await db.select({ total: count() }).from(hardshipRequests).where(notClosed);
  const rows = read.slice(0, page.pageSize);
  const last = rows[rows.length - 1];
  const next =
    read.length > page.pageSize && last
      ? `${last.request.answerBy}T00:00:00.000000Z_${last.request.id}`
      : null;
  return { rows, total: totals?.total ?? 0, next };
}

/** The queue's figure: requests waiting for an answer, and the earliest answer-by date among them. */
export async function hardshipQueueFigure(db: Executor) {
  const [row] = await db
    .select({ count: count(), oldest: min(hardshipRequests.answerBy) })
    .from(hardshipRequests)
    .where(notClosed);
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

// ---- Offers -----------------------------------------------------------------------------------------------

export async function insertOffer(tx: Executor, row: NewOfferRow): Promise<OfferRow> {
  const [inserted] = await tx.insert(arrangementOffers).values(row).returning();
  return inserted!;
}

export async function offerById(db: Executor, id: number, forUpdate = false): Promise<OfferRow | null> {
  const query = db.select().from(arrangementOffers).where(eq(arrangementOffers.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function offersOfRequest(db: Executor, requestId: number): Promise<OfferRow[]> {
  return db
    .select()
    .from(arrangementOffers)
    .where(eq(arrangementOffers.requestId, requestId))
    .orderBy(asc(arrangementOffers.id));
}

/** Moves an offer from one of `from`; null when it had moved on. */
export async function moveOffer(
  tx: Executor,
  id: number,
  from: readonly ArrangementOfferStatus[],
  values: Partial<NewOfferRow>,
): Promise<OfferRow | null> {
  const [row] = await tx
    .update(arrangementOffers)
    .set(values)
    .where(and(eq(arrangementOffers.id, id), inArray(arrangementOffers.status, [...from])))
    .returning();
  return row ?? null;
}

/** Offers to the borrower whose last day was `date` or before. */
export async function offersExpiredBy(db: Executor, date: string): Promise<OfferRow[]> {
  return db
    .select()
    .from(arrangementOffers)
    .where(and(eq(arrangementOffers.status, 'OFFERED'), lte(arrangementOffers.expiresOn, date)))
    .orderBy(asc(arrangementOffers.id));
}

// ---- Arrangements -----------------------------------------------------------------------------------------

export async function insertArrangement(tx: Executor, row: NewArrangementRow): Promise<ArrangementRow> {
  const [inserted] = await tx.insert(arrangements).values(row).returning();
  return inserted!;
}

export async function arrangementOfOffer(db: Executor, offerId: number): Promise<ArrangementRow | null> {
  const [row] = await db.select().from(arrangements).where(eq(arrangements.offerId, offerId)).limit(1);
  return row ?? null;
}

/** The loan's arrangement in force, or else its latest; null when it never had one. */
export async function latestArrangement(db: Executor, loanId: number): Promise<ArrangementRow | null> {
  const [row] = await db
    .select()
    .from(arrangements)
    .where(eq(arrangements.loanId, loanId))
    .orderBy(desc(arrangements.id))
    .limit(1);
  return row ?? null;
}

export async function activeArrangements(db: Executor, afterId: number, limit: number) {
  return db
    .select()
    .from(arrangements)
    .where(and(eq(arrangements.status, 'ACTIVE'), gt(arrangements.id, afterId)))
    .orderBy(asc(arrangements.id))
    .limit(limit);
}

/** Ends an ACTIVE arrangement once; false when it had already ended (another run did it). */
export async function endArrangement(
  tx: Executor,
  id: number,
  status: Exclude<ArrangementStatus, 'ACTIVE'>,
  values: { endedOn: string; endedAt: Date; brokenOn: string | null },
): Promise<boolean> {
  const rows = await tx
    .update(arrangements)
    .set({ status, ...values })
    .where(and(eq(arrangements.id, id), eq(arrangements.status, 'ACTIVE')))
    .returning({ id: arrangements.id });
  return rows.length === 1;
}

/**
 * The loans among `loanIds` under forbearance: a request for help not yet closed, or an arrangement in
 * force. No default notice is sent on them and reminders stop pressing.
 */
export async function loansUnderForbearance(db: Executor, loanIds: readonly number[]): Promise<Set<number>> {
  if (loanIds.length === 0) return new Set();
  const requests = await db
    .select({ loanId: hardshipRequests.loanId })
    .from(hardshipRequests)
    .where(and(inArray(hardshipRequests.loanId, [...loanIds]), notClosed));
  const kept = await db
    .select({ loanId: arrangements.loanId })
    .from(arrangements)
    .where(and(inArray(arrangements.loanId, [...loanIds]), eq(arrangements.status, 'ACTIVE')));
  return new Set([...requests, ...kept].map((row) => row.loanId));
}

// ---- Events -----------------------------------------------------------------------------------------------

export async function insertEvent(
  tx: Executor,
  event: {
    requestId: number;
    offerId?: number | null;
    event: HardshipEvent;
    by: number | null;
    businessDate: string;
    detail?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx
    .insert(hardshipEventLog)
    .values({ ...event, offerId: event.offerId ?? null, detail: event.detail ?? {} });
}

export async function eventsOfRequest(db: Executor, requestId: number): Promise<HardshipEventRow[]> {
  return db
    .select()
    .from(hardshipEventLog)
    .where(eq(hardshipEventLog.requestId, requestId))
    .orderBy(asc(hardshipEventLog.id));
}

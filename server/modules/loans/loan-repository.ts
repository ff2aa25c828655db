import { and, asc, count, desc, eq, gt, inArray, lte, max, type SQL, sql } from 'drizzle-orm';
import type { LoanStatus } from '../../../domain/loan/lifecycle';
import type { Executor } from '../../db/client';
import {
  afterCursor,
  cutPage,
  type KeysetOrder,
  type KeysetPage,
  keysetOrderBy,
  keyText,
  pageWindow,
} from '../../db/keyset';
import { prepared } from '../../db/prepared';
import { loanEvents, loans, members } from '../../db/schema';

export type LoanRow = typeof loans.$inferSelect;
export type NewLoan = typeof loans.$inferInsert;
export type LoanPatch = Partial<Omit<NewLoan, 'id' | 'memberId' | 'status'>>;
export type LoanEventRow = typeof loanEvents.$inferSelect;
export type NewLoanEvent = typeof loanEvents.$inferInsert;

/**
 * The columns a list of applications shows (loan-views.ts `loanSummaryOf`) and the lazy expiry reads: a list
 * reads these rather than whole rows, whose stored offer schedule (up to 60 lines of JSON) was most of what a
 * page of them cost to decode (bench/README.md).
 */
export const loanSummaryColumns = {
  id: loans.id,
  memberId: loans.memberId,
  status: loans.status,
  amount: loans.amount,
  termMonths: loans.termMonths,
  method: loans.method,
  annualRate: loans.annualRate,
  apr: loans.apr,
  purpose: loans.purpose,
  contractNumber: loans.contractNumber,
  submittedAt: loans.submittedAt,
  offerAmount: loans.offerAmount,
  offerExpiresAt: loans.offerExpiresAt,
  reviewRequestedAt: loans.reviewRequestedAt,
  updatedAt: loans.updatedAt,
};
export type LoanSummaryRow = Pick<LoanRow, keyof typeof loanSummaryColumns>;

export async function insertLoan(db: Executor, values: NewLoan): Promise<LoanRow> {
  const [row] = await db.insert(loans).values(values).returning();
  if (!row) throw new Error('loan insert returned nothing');
  return row;
}

/** The row, locked until the transaction ends, so two decisions on one application run one after another. */
export async function lockLoan(tx: Executor, loanId: number): Promise<LoanRow | null> {
  const [row] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update').limit(1);
  return row ?? null;
}

export async function findLoan(db: Executor, loanId: number): Promise<LoanRow | null> {
  const [row] = await db.select().from(loans).where(eq(loans.id, loanId)).limit(1);
  return row ?? null;
}

export async function findMemberLoan(
  db: Executor,
  loanId: number,
  memberId: number,
): Promise<LoanRow | null> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

/** Moves the row only if it is still in `from`; the caller checks that exactly one row moved. */
export async function updateLoanStatus(
  tx: Executor,
  loanId: number,
  from: LoanStatus,
  to: LoanStatus,
  patch: LoanPatch,
): Promise<LoanRow | null> {
  const [row] = await tx
    .update(loans)
    .set({ ...patch, status: to })
    .where(and(eq(loans.id, loanId), eq(loans.status, from)))
    .returning();
  return row ?? null;
}

export async function insertLoanEvent(tx: Executor, values: NewLoanEvent): Promise<void> {
  await tx.insert(loanEvents).values(values);
}

export async function listLoanEvents(db: Executor, loanId: number): Promise<LoanEventRow[]> {
  return db.select().from(loanEvents).where(eq(loanEvents.loanId, loanId)).orderBy(asc(loanEvents.id));
}

export async function pageLoans(
  db: Executor,
  filter: { memberId: number },
  page: number,
  pageSize: number,
): Promise<{ rows: LoanSummaryRow[]; total: number }> {
  return pageMemberLoans(db, filter.memberId, page, pageSize);
}

/**
 * The operators' list of applications, of one status or all, paged by key (server/db/keyset.ts): read
 * from `loans_status_idx` (status, submitted_at, id) or `loans_submitted_idx` (submitted_at, id), so a deep
 * page costs what the first does.
 */
export async function pageLoansByKey(
  db: Executor,
  filter: { status?: LoanStatus | undefined; order: KeysetOrder },
  page: KeysetPage,
): Promise<{ rows: LoanSummaryRow[]; total: number; next: string | null }> {
  const where = filter.status === undefined ? undefined : eq(loans.status, filter.status);
  const { limit, offset } = pageWindow(page);
  const [read, counted] = await Promise.all([
    db
      .select({ ...loanSummaryColumns, key: keyText(loans.submittedAt) })
      .from(loans)
      .where(and(where, afterCursor(loans.submittedAt, loans.id, filter.order, page.after)))
      .orderBy(...keysetOrderBy(loans.submittedAt, loans.id, filter.order))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(loans).where(where),
  ]);
  const { rows, next } = cutPage(read, page.pageSize, (row) => ({ at: row.key, id: row.id }));
  return { rows: rows.map(({ key: _key, ...loan }) => loan), total: counted[0]?.total ?? 0, next };
}

// A borrower's own list (loan/list) is read on every visit to the loans screen: its queries are built once
// and prepared (server/db/prepared.ts); building them was a quarter of the read's CPU. The page carries its
// total (`count(*) over ()`, counted before the limit), so a page with rows is one round trip to the
// database; only a page past the last asks for the count on its own. A borrower has a handful of loans, so
// counting them with every row costs nothing that a second query would not.
async function pageMemberLoans(db: Executor, memberId: number, page: number, pageSize: number) {
  const read = await prepared(db, 'loans_page_of_member', (handle) =>
    handle
      .select({ ...loanSummaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(loans)
      .where(eq(loans.memberId, sql.placeholder('memberId')))
      .orderBy(desc(loans.submittedAt), desc(loans.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('loans_page_of_member'),
  ).execute({ memberId, limit: pageSize, offset: (page - 1) * pageSize });
  const first = read[0];
  if (first) return { rows: read.map(({ total: _total, ...loan }) => loan), total: first.total };
  const [counted] = await prepared(db, 'loans_count_of_member', (handle) =>
    handle
      .select({ total: count() })
      .from(loans)
      .where(eq(loans.memberId, sql.placeholder('memberId')))
      .prepare('loans_count_of_member'),
  ).execute({ memberId });
  return { rows: [], total: counted?.total ?? 0 };
}

export async function memberLoansIn(
  db: Executor,
  memberId: number,
  statuses: readonly LoanStatus[],
): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(and(eq(loans.memberId, memberId), inArray(loans.status, [...statuses])));
}

/** APPROVED applications whose offer had lapsed by `now` (of one member, or of everyone), oldest first. */
export async function lapsedOffers(
  db: Executor,
  now: Date,
  filter: { memberId?: number },
): Promise<LoanRow[]> {
  const conditions: SQL[] = [eq(loans.status, 'APPROVED'), lte(loans.offerExpiresAt, now)];
  if (filter.memberId !== undefined) conditions.push(eq(loans.memberId, filter.memberId));
  return db
    .select()
    .from(loans)
    .where(and(...conditions))
    .orderBy(asc(loans.offerExpiresAt), asc(loans.id));
}

/** Offers still open that lapse after `now` and by `by`: the ones a "your offer ends soon" is about. */
export async function offersLapsingBy(db: Executor, now: Date, by: Date): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(and(eq(loans.status, 'APPROVED'), gt(loans.offerExpiresAt, now), lte(loans.offerExpiresAt, by)))
    .orderBy(asc(loans.offerExpiresAt), asc(loans.id));
}

/** Holds, until the transaction ends, the lock every offer-reminder run takes: copies take turns. */
export async function lockOfferReminderRun(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OFFER_REMINDER_LOCK_KEY})`);
}
const OFFER_REMINDER_LOCK_KEY = 7_301_204_812;

/** When the member's latest application that ended in one of `statuses` ended. */
export async function lastClosedAt(
  db: Executor,
  memberId: number,
  statuses: readonly LoanStatus[],
): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(loans.closedAt) })
    .from(loans)
    .where(and(eq(loans.memberId, memberId), inArray(loans.status, [...statuses])));
  return row?.at ?? null;
}

/** The profile sections an application reads (the members module owns the table and its writes). */
export async function findApplicantProfile(db: Executor, memberId: number) {
  const [row] = await db
    .select({
      id: members.id,
      lang: members.lang,
      base: members.base,
      contactAddress: members.contactAddress,
      employment: members.employment,
      family: members.family,
      mobile: members.mobile,
      payoutMethod: members.payoutMethod,
      bankAccount: members.bankAccount,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

/** The borrower's identity-check state: money goes out only to a verified person. */
export async function findKycStatus(db: Executor, memberId: number) {
  const [row] = await db
    .select({ kycStatus: members.kycStatus })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.kycStatus ?? null;
}

/**
 * The identity document the application carries (its ID number and both photos, under the applicant's
 * name) becomes the borrower's identity check, for the operators' queue — only when none was ever sent:
 * a check under review or decided is left as it is, and one refused asks for new photos through its own
 * form. True when it was taken.
 */
export async function takeIdentityCheckFromApplication(
  tx: Executor,
  memberId: number,
  kyc: { realName: string; idNumber: string; idFrontUploadId: number; idBackUploadId: number },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(members)
    .set({ kyc, kycStatus: 'PENDING', kycRejectReason: null, updatedAt: now })
    .where(and(eq(members.id, memberId), eq(members.kycStatus, 'UNVERIFIED')))
    .returning({ id: members.id });
  return rows.length > 0;
}

/** What an operator reads of an applicant beside their application. */
export async function findApplicant(db: Executor, memberId: number) {
  const [row] = await db
    .select({
      memberId: members.id,
      email: members.email,
      kycStatus: members.kycStatus,
      base: members.base,
      contactAddress: members.contactAddress,
      employment: members.employment,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

/** The first of two operators has checked a large payout: a different one may now send it. */
export async function markPayoutReady(tx: Executor, loanId: number, operatorId: number, now: Date) {
  const [row] = await tx
    .update(loans)
    .set({ payoutReadyBy: operatorId, payoutReadyAt: now, updatedAt: now })
    .where(and(eq(loans.id, loanId), eq(loans.status, 'SIGNED')))
    .returning();
  return row ?? null;
}

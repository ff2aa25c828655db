import { and, asc, desc, eq, gt, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/loan/dates';
import { runningLoanStatuses } from '../../../domain/loan/lifecycle';
import type { Executor } from '../../db/client';
import { cobLoanProgress, cobRuns, loanBucketHistory, loanDpdLog, loans, members } from '../../db/schema';

export type CobRunRow = typeof cobRuns.$inferSelect;
export type DpdLogRow = typeof loanDpdLog.$inferSelect;
export type BucketHistoryRow = typeof loanBucketHistory.$inferSelect;

/** The last business date whose close of business finished, or null before the first. */
export async function lastFinishedCob(db: Executor): Promise<CobRunRow | null> {
  const [row] = await db
    .select()
    .from(cobRuns)
    .where(isNotNull(cobRuns.finishedAt))
    .orderBy(desc(cobRuns.businessDate))
    .limit(1);
  return row ?? null;
}

/** The earliest run started and not finished (a copy died in it, or is in it now). */
export async function firstUnfinishedCob(db: Executor): Promise<CobRunRow | null> {
  const [row] = await db
    .select()
    .from(cobRuns)
    .where(isNull(cobRuns.finishedAt))
    .orderBy(asc(cobRuns.businessDate))
    .limit(1);
  return row ?? null;
}

export async function findCobRun(db: Executor, date: IsoDate): Promise<CobRunRow | null> {
  const [row] = await db.select().from(cobRuns).where(eq(cobRuns.businessDate, date));
  return row ?? null;
}

/** Starts the run for a date unless one exists: the primary key makes it one row per date across copies. */
export async function startCobRun(
  db: Executor,
  values: { businessDate: IsoDate; startedAt: Date; startedBy: string },
): Promise<void> {
  await db.insert(cobRuns).values(values).onConflictDoNothing();
}

/** Marks the run finished; a second copy finishing the same run changes nothing. */
export async function finishCobRun(
  db: Executor,
  date: IsoDate,
  values: { finishedAt: Date; finishedBy: string; loansDone: number },
): Promise<boolean> {
  const rows = await db
    .update(cobRuns)
    .set(values)
    .where(and(eq(cobRuns.businessDate, date), isNull(cobRuns.finishedAt)))
    .returning({ date: cobRuns.businessDate });
  return rows.length > 0;
}

export interface CobLoan {
  id: number;
  memberId: number;
  contractNumber: string | null;
  disbursedOn: string;
  method: (typeof loans.$inferSelect)['method'];
  annualRate: string;
  overdueRate: string;
  termMonths: number;
  amount: number;
}

const cobLoanColumns = {
  id: loans.id,
  memberId: loans.memberId,
  contractNumber: loans.contractNumber,
  disbursedOn: sql<string>`${loans.disbursedOn}`,
  method: loans.method,
  annualRate: loans.annualRate,
  overdueRate: loans.overdueRate,
  termMonths: loans.termMonths,
  amount: loans.amount,
};

/**
 * The next running loans, paid out on or before `date`, whose close of business for that date is not yet
 * done, in id order after `afterId`. A run reads them in pages, so a book of any size never sits in memory.
 */
export async function loansAwaitingCob(
  db: Executor,
  date: IsoDate,
  afterId: number,
  limit: number,
): Promise<CobLoan[]> {
  return db
    .select(cobLoanColumns)
    .from(loans)
    .where(
      and(
        sql`${loans.status} in (${sql.join(
          runningLoanStatuses.map((status) => sql`${status}`),
          sql`, `,
        )})`,
        isNotNull(loans.disbursedOn),
        lte(loans.disbursedOn, date),
        gt(loans.id, afterId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(cobLoanProgress)
            .where(and(eq(cobLoanProgress.businessDate, date), eq(cobLoanProgress.loanId, loans.id))),
        ),
      ),
    )
    .orderBy(asc(loans.id))
    .limit(limit);
}

/** A loan with its status, locked until the transaction ends (an operator's notice on it). */
export async function lockLoanForNotice(
  tx: Executor,
  loanId: number,
): Promise<(CobLoan & { status: string }) | null> {
  const [row] = await tx
    .select({ ...cobLoanColumns, status: loans.status })
    .from(loans)
    .where(eq(loans.id, loanId))
    .for('update');
  return row ?? null;
}

/**
 * Claims a loan's close of business for a date, inside the transaction that does it. False when it is
 * done already; on PostgreSQL a second copy claiming the same loan waits here until the first commits (and
 * then gets false) or rolls back (and then does it).
 */
export async function claimLoanCob(
  tx: Executor,
  values: { businessDate: IsoDate; loanId: number; doneBy: string; doneAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(cobLoanProgress)
    .values(values)
    .onConflictDoNothing()
    .returning({ loanId: cobLoanProgress.loanId });
  return rows.length > 0;
}

export async function countLoanCobs(db: Executor, date: IsoDate): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cobLoanProgress)
    .where(eq(cobLoanProgress.businessDate, date));
  return row?.n ?? 0;
}

export async function insertDpdLine(tx: Executor, values: typeof loanDpdLog.$inferInsert): Promise<void> {
  await tx.insert(loanDpdLog).values(values);
}

export async function dpdLogOf(db: Executor, loanId: number): Promise<DpdLogRow[]> {
  return db
    .select()
    .from(loanDpdLog)
    .where(eq(loanDpdLog.loanId, loanId))
    .orderBy(asc(loanDpdLog.businessDate));
}

export async function openBucket(tx: Executor, loanId: number): Promise<BucketHistoryRow | null> {
  const [row] = await tx
    .select()
    .from(loanBucketHistory)
    .where(and(eq(loanBucketHistory.loanId, loanId), isNull(loanBucketHistory.to)));
  return row ?? null;
}

export async function closeBucket(tx: Executor, id: number, to: IsoDate): Promise<void> {
  await tx.update(loanBucketHistory).set({ to }).where(eq(loanBucketHistory.id, id));
}

export async function enterBucket(
  tx: Executor,
  loanId: number,
  bucket: string,
  from: IsoDate,
): Promise<void> {
  await tx.insert(loanBucketHistory).values({ loanId, bucket, from });
}

export async function bucketHistoryOf(db: Executor, loanId: number): Promise<BucketHistoryRow[]> {
  return db
    .select()
    .from(loanBucketHistory)
    .where(eq(loanBucketHistory.loanId, loanId))
    .orderBy(asc(loanBucketHistory.from), asc(loanBucketHistory.id));
}

/** Where a notice goes: the borrower's e-mail address and the language they chose. */
export async function noticeRecipient(
  db: Executor,
  memberId: number,
): Promise<{ email: string; lang: 'en' | 'cn' | 'tw' } | null> {
  const [row] = await db
    .select({ email: members.email, lang: members.lang })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

export async function markLoanCobFailed(
  tx: Executor,
  date: IsoDate,
  loanId: number,
  error: string,
): Promise<void> {
  await tx
    .update(cobLoanProgress)
    .set({ outcome: 'FAILED', error })
    .where(and(eq(cobLoanProgress.businessDate, date), eq(cobLoanProgress.loanId, loanId)));
}

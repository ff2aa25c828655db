import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DomainError } from '../../../domain/domain-error';
import { addDays, compareDates, type IsoDate } from '../../../domain/loan/dates';
import type { LoanBook } from '../../../domain/servicing/book';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { reachFault } from '../../plugins/idempotency-faults';
import { cobLoanBook } from './cob-loan-book';
import {
  type CobLoan,
  type CobRunRow,
  claimLoanCob,
  closeBucket,
  countLoanCobs,
  enterBucket,
  finishCobRun,
  firstUnfinishedCob,
  insertDpdLine,
  lastFinishedCob,
  loansAwaitingCob,
  markLoanCobFailed,
  openBucket,
  startCobRun,
} from './cob-repository';
import { collectionsCobStep } from './collection-cases';
import { raiseArrearsNoticeIfDue } from './statutory-notice-service';

/** Which process did a run: host, pid and a tag of this start, so two lives of one pid are told apart. */
export const PROCESS_TAG = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

const PAGE = 200;

/**
 * What becomes of a loan's stored bills at its close of business: they follow the book of the day closed.
 * The loans module owns bills (their transitions, events and the loan's settlement) and imports this
 * module, so the step is handed in by whoever starts a close of business (routes.ts, background.ts).
 */
export type FollowBills = (tx: Executor, loanId: number, book: LoanBook, now: Date) => Promise<unknown>;

/**
 * What a close of business collects before the loans' own part: the Direct Debit module's step (decision
 * 100), which imports this module and so is handed in like `FollowBills`.
 */
export type CollectStep = (deps: CobDeps, date: IsoDate) => Promise<unknown>;

/**
 * What a close of business does after the loans' own part, once their books are closed for the date: the
 * hardship module's step (issue 36: offers lapsed, arrangements kept or broken), handed in likewise.
 */
export type AfterLoansStep = (deps: CobDeps, date: IsoDate) => Promise<unknown>;

export type CobDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'faults' | 'bacsBureau'> & {
  followBills: FollowBills;
  collect?: CollectStep;
  afterLoans?: AfterLoansStep;
};

export interface CobDayReport {
  businessDate: IsoDate;
  /** Loans this call closed (another copy may have closed others of the same date). */
  loans: number;
  notices: number;
  failed: number;
}

/**
 * The next date whose close of business is owed: a run started and not finished first (a copy died in
 * it), else the day after the last one finished, else — on a book that has never run one — yesterday.
 * Null when every date before the business date is closed.
 */
async function nextCobDate(deps: CobDeps, today: IsoDate): Promise<IsoDate | null> {
  const unfinished = await firstUnfinishedCob(deps.db);
  if (unfinished) return unfinished.businessDate;
  const last = await lastFinishedCob(deps.db);
  const next = last ? addDays(last.businessDate, 1) : addDays(today, -1);
  return compareDates(next, today) < 0 ? next : null;
}

/**
 * Runs the close of business of every business date before `today` (the business date) not yet closed, one date after
 * another in order. Any number of copies may call it at once: a date's run is one row, and each loan's
 * part is claimed by its progress row in the transaction that does it, so nothing is done twice and a
 * run killed half-way is finished by the next call.
 */
export async function runCloseOfBusiness(deps: CobDeps, today: IsoDate): Promise<CobDayReport[]> {
  const reports: CobDayReport[] = [];
  for (let date = await nextCobDate(deps, today); date !== null; date = await nextCobDate(deps, today)) {
    reports.push(await closeBusinessDate(deps, date));
  }
  return reports;
}

/** One date's close of business: every running loan paid out by then, each in its own transaction. */
export async function closeBusinessDate(deps: CobDeps, date: IsoDate): Promise<CobDayReport> {
  await startCobRun(deps.db, { businessDate: date, startedAt: deps.clock.now(), startedBy: PROCESS_TAG });
  const report: CobDayReport = { businessDate: date, loans: 0, notices: 0, failed: 0 };
  // Collections settled on the date are booked before any loan's book for it is read; a rerun of the date
  // (a copy died half-way) runs it again, and it goes on from where each collection stands.
  await deps.collect?.(deps, date);
  let afterId = 0;
  for (;;) {
    const page = await loansAwaitingCob(deps.db, date, afterId, PAGE);
    if (page.length === 0) break;
    for (const loan of page) {
      const done = await closeLoan(deps, loan, date);
      if (done) {
        report.loans += 1;
        report.notices += done.notices;
        if (done.failed) report.failed += 1;
      }
      afterId = loan.id;
      await reachFault(deps, 'cob.loanCommitted');
    }
  }
  // A rerun of the date (a copy died half-way) runs it again: each of its changes is a guarded update.
  await deps.afterLoans?.(deps, date);
  await finishCobRun(deps.db, date, {
    finishedAt: deps.clock.now(),
    finishedBy: PROCESS_TAG,
    loansDone: await countLoanCobs(deps.db, date),
  });
  return report;
}

/**
 * A loan's close of business for `date`, in one transaction with its progress row: its book replayed to
 * the date, the line of the DPD log, the bucket moved, the s86B notice when one is due, the collection
 * case opened or closed and the promises to pay due decided. Null when
 * another run has already done it. A loan whose book cannot be made is recorded as FAILED with its code
 * (and nothing else), so one bad loan neither stops the book nor is retried for ever.
 */
async function closeLoan(
  deps: CobDeps,
  loan: CobLoan,
  date: IsoDate,
): Promise<{ notices: number; failed: boolean } | null> {
  return deps.db.transaction(async (tx) => {
    const claimed = await claimLoanCob(tx, {
      businessDate: date,
      loanId: loan.id,
      doneBy: PROCESS_TAG,
      doneAt: deps.clock.now(),
    });
    if (!claimed) return null;
    let book: LoanBook;
    try {
      book = await cobLoanBook(tx, loan, date);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await markLoanCobFailed(tx, date, loan.id, error.code);
      return { notices: 0, failed: true };
    }
    await deps.followBills(tx, loan.id, book, deps.clock.now());
    await insertDpdLine(tx, {
      loanId: loan.id,
      businessDate: date,
      daysPastDue: book.daysPastDue,
      bucket: book.bucket,
      arrears: book.arrears,
      overdueInterest: book.bills.reduce((sum, bill) => sum + bill.outstanding.overdueInterest, 0),
      principalOutstanding: book.principalOutstanding,
      pastDueSince: book.pastDueSince,
    });
    await moveBucket(tx, loan.id, book.bucket, date);
    const notices = await raiseArrearsNoticeIfDue(tx, deps, loan, book, date);
    await collectionsCobStep(tx, loan, book, date, { at: deps.clock.now(), by: PROCESS_TAG });
    await reachFault(deps, 'cob.loanDone');
    return { notices, failed: false };
  });
}

/** Closes the bucket the loan has left (its last day the day before) and opens the one it is in now. */
async function moveBucket(tx: Executor, loanId: number, bucket: string | null, date: IsoDate): Promise<void> {
  const open = await openBucket(tx, loanId);
  if ((open?.bucket ?? null) === bucket) return;
  if (open) await closeBucket(tx, open.id, addDays(date, -1));
  if (bucket) await enterBucket(tx, loanId, bucket, date);
}

export async function lastCobRun(deps: Pick<AppDeps, 'db'>): Promise<CobRunRow | null> {
  return (await firstUnfinishedCob(deps.db)) ?? (await lastFinishedCob(deps.db));
}

import {
  collectionDateFor,
  collectsBill,
  endsMandate,
  isRetried,
  noticeDateFor,
  retryDateFor,
  submissionDateFor,
} from '../../../domain/direct-debit/collection-dates';
import { isDomainError } from '../../../domain/domain-error';
import { compareDates, type IsoDate } from '../../../domain/loan/dates';
import type { BookBill } from '../../../domain/servicing/book';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { brandOf } from '../config/config-service';
import { createNotification, money } from '../notifications/notification-service';
import { bookPayment, businessDateOf, loadLoanBook } from '../servicing/servicing-front-door';
import { BureauUnavailableError } from './bacs-bureau';
import {
  activeMandates,
  attemptsOfMandate,
  type CollectionRow,
  collectionsOfLoan,
  collectionsToSettle,
  collectionsToSubmit,
  endMandate,
  insertCollection,
  insertMandateEvent,
  loanOf,
  lockCollection,
  type MandateRow,
  mandateById as mandateOf,
  updateCollection,
} from './direct-debit-repository';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'bacsBureau'>;

export interface DirectDebitCobReport {
  /** Advance notices sent (new collections scheduled, retries included). */
  noticed: number;
  submitted: number;
  paid: number;
  returned: number;
  /** Calls the bureau did not answer: their collections wait for the next run, nothing changed. */
  unanswered: number;
}

const PAGE = 200;

/**
 * The loan's book on `date`, or — when money was booked after it (a rerun of an earlier date, or a close
 * that catches up while payments of later days are on the ledger) — on the business date `today`.
 */
async function bookOn(db: Executor, loanId: number, date: IsoDate, today: IsoDate) {
  try {
    return await loadLoanBook(db, loanId, date);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return loadLoanBook(db, loanId, today);
  }
}

/** What a collection takes of a bill: its instalment (principal and interest) still unpaid, never overdue interest. */
function instalmentLeft(bill: BookBill): number {
  return bill.outstanding.principal + bill.outstanding.interest;
}

/**
 * The Direct Debit part of a business date's close (decision 100), run before the loans' own part so a
 * collection paid on `date` is on the ledger when the loan's book for `date` is read:
 * 1. collections with the bureau whose collection date has come are settled: PAID ones booked as ledger
 *    payments (channel DIRECT_DEBIT) on their settlement date, returned ones marked, with the one retry
 *    scheduled (refer to payer, first attempt) or the mandate ended (instruction cancelled, account closed);
 * 2. bills whose advance notice falls due are scheduled, and the borrower told;
 * 3. scheduled collections whose submission day has come go to the bureau.
 * Every step moves a row from one status to the next in its own transaction, conditional on the status it
 * read, and the bureau takes a repeated reference once: a rerun, a second copy or a crash half-way never
 * collects or books anything twice. A bureau that does not answer changes nothing; the next run asks again.
 */
export async function directDebitCobStep(deps: Deps, date: IsoDate): Promise<DirectDebitCobReport> {
  const report: DirectDebitCobReport = { noticed: 0, submitted: 0, paid: 0, returned: 0, unanswered: 0 };
  const today = await businessDateOf(deps);
  for (const row of await collectionsToSettle(deps.db, date)) await settle(deps, row, date, today, report);
  let afterId = 0;
  for (;;) {
    const page = await activeMandates(deps.db, afterId, PAGE);
    if (page.length === 0) break;
    for (const mandate of page) {
      report.noticed += await scheduleNotices(deps, mandate, date, today);
      afterId = mandate.id;
    }
  }
  for (const row of await collectionsToSubmit(deps.db, date)) await submit(deps, row, date, today, report);
  return report;
}

function currencyOf(deps: Deps) {
  return brandOf(deps.config).currency;
}

async function notify(
  tx: Executor,
  deps: Deps,
  row: Pick<CollectionRow, 'loanId' | 'period' | 'amount'>,
  key: string,
  params: Record<string, string | number>,
) {
  const loan = await loanOf(tx, row.loanId);
  if (!loan) return;
  await createNotification(
    tx,
    {
      memberId: loan.memberId,
      type: 'repayment',
      titleKey: `notify.dd.${key}.title`,
      bodyKey: `notify.dd.${key}.body`,
      params: {
        loanId: loan.id,
        contractNumber: loan.contractNumber ?? String(loan.id),
        period: row.period,
        amount: money(row.amount, currencyOf(deps)),
        ...params,
      },
    },
    deps.clock.now(),
  );
}

/** Step 2: a collection row and its advance notice for each bill whose notice day has come. */
async function scheduleNotices(
  deps: Deps,
  mandate: MandateRow,
  date: IsoDate,
  today: IsoDate,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const loaded = await bookOn(tx, mandate.loanId, date, today);
    if (!loaded || loaded.book.chargedOff || loaded.loan.status !== 'DISBURSED') return 0;
    const known = new Set((await collectionsOfLoan(tx, mandate.loanId)).map((row) => row.period));
    let noticed = 0;
    for (const bill of loaded.book.bills) {
      if (known.has(bill.period) || instalmentLeft(bill) <= 0) continue;
      if (!collectsBill(mandate.activeFrom, bill.dueDate)) continue;
      const collectionDate = collectionDateFor(bill.dueDate);
      const noticeOn = noticeDateFor(collectionDate);
      if (compareDates(noticeOn, date) > 0 || compareDates(date, collectionDate) >= 0) continue;
      const first = (await attemptsOfMandate(tx, mandate.id)) === 0;
      const inserted = await insertCollection(tx, {
        mandateId: mandate.id,
        loanId: mandate.loanId,
        period: bill.period,
        attempt: 1,
        reference: `${mandate.reference}-${bill.period}-1`,
        transactionCode: first ? '01' : '17',
        amount: instalmentLeft(bill),
        dueDate: bill.dueDate,
        collectionDate,
        submitOn: submissionDateFor(collectionDate),
        noticeOn: date,
        status: 'SCHEDULED',
        updatedAt: deps.clock.now(),
      });
      if (!inserted) continue;
      await notify(tx, deps, inserted, 'notice', {
        collectionDate,
        reference: mandate.reference,
        accountEnding: mandate.accountNumber.slice(-4),
      });
      noticed += 1;
    }
    return noticed;
  });
}

/** Step 3: one scheduled collection to the bureau, for what is left of its bill (never more than noticed). */
async function submit(
  deps: Deps,
  row: CollectionRow,
  date: IsoDate,
  today: IsoDate,
  report: DirectDebitCobReport,
) {
  const prepared = await deps.db.transaction(async (tx) => {
    const locked = await lockCollection(tx, row.id);
    if (locked?.status !== 'SCHEDULED') return null;
    const mandate = await mandateOf(tx, locked.mandateId);
    const loaded = await bookOn(tx, locked.loanId, date, today);
    const bill = loaded?.book.bills.find((candidate) => candidate.period === locked.period);
    const left = loaded && !loaded.book.chargedOff && bill ? instalmentLeft(bill) : 0;
    const amount = Math.min(locked.amount, left);
    if (mandate?.status !== 'ACTIVE' || amount <= 0) {
      await updateCollection(tx, locked.id, ['SCHEDULED'], {
        status: 'SKIPPED',
        updatedAt: deps.clock.now(),
      });
      return null;
    }
    if (amount !== locked.amount) {
      await updateCollection(tx, locked.id, ['SCHEDULED'], { amount, updatedAt: deps.clock.now() });
    }
    return { row: { ...locked, amount }, mandate };
  });
  if (!prepared) return;
  const { row: due, mandate } = prepared;
  try {
    await deps.bacsBureau.submitCollection({
      reference: due.reference,
      mandateReference: mandate.reference,
      sortCode: mandate.sortCode,
      accountNumber: mandate.accountNumber,
      amount: due.amount,
      collectionDate: due.collectionDate,
      transactionCode: due.transactionCode,
    });
  } catch (error) {
    if (!(error instanceof BureauUnavailableError)) throw error;
    report.unanswered += 1;
    return;
  }
  const now = deps.clock.now();
  if (
    await updateCollection(deps.db, due.id, ['SCHEDULED'], {
      status: 'SUBMITTED',
      submittedAt: now,
      updatedAt: now,
    })
  ) {
    report.submitted += 1;
  }
}

/** Step 1: what the bureau says of a collection whose date has come. */
async function settle(
  deps: Deps,
  row: CollectionRow,
  date: IsoDate,
  today: IsoDate,
  report: DirectDebitCobReport,
) {
  let answer: Awaited<ReturnType<Deps['bacsBureau']['collectionReport']>>;
  try {
    answer = await deps.bacsBureau.collectionReport(row.reference, date);
  } catch (error) {
    if (!(error instanceof BureauUnavailableError)) throw error;
    report.unanswered += 1;
    return;
  }
  const now = deps.clock.now();
  if (answer === null) {
    // The bureau never took it (or lost it): it never happened, so it goes in again, same reference.
    await updateCollection(deps.db, row.id, ['SUBMITTED'], { status: 'SCHEDULED', updatedAt: now });
    return;
  }
  if (answer.status === 'SUBMITTED') return;
  await deps.db.transaction(async (tx) => {
    const locked = await lockCollection(tx, row.id);
    if (locked?.status !== 'SUBMITTED') return;
    if (answer.status === 'PAID') {
      const settledOn = answer.settledOn ?? locked.collectionDate;
      const booked = await bookPayment(tx, {
        loanId: locked.loanId,
        amount: locked.amount,
        on: settledOn,
        channel: 'DIRECT_DEBIT',
        reference: locked.reference,
        recorded: { by: null, reason: null, now },
        // Checked against the whole ledger: a later day's payment may already be on it.
        businessDate: today,
      });
      await updateCollection(tx, locked.id, ['SUBMITTED'], {
        status: 'PAID',
        settledOn,
        ledgerEntryId: booked.row.id,
        updatedAt: now,
      });
      report.paid += 1;
      return;
    }
    const failure = answer.reason ?? 'REFER_TO_PAYER';
    await updateCollection(tx, locked.id, ['SUBMITTED'], { status: 'RETURNED', failure, updatedAt: now });
    report.returned += 1;
    const mandate = await mandateOf(tx, locked.mandateId);
    if (!mandate) return;
    if (isRetried(failure, locked.attempt) && mandate.status === 'ACTIVE') {
      const retryOn = retryDateFor(date);
      const retry = await insertCollection(tx, {
        mandateId: mandate.id,
        loanId: locked.loanId,
        period: locked.period,
        attempt: 2,
        reference: `${mandate.reference}-${locked.period}-2`,
        transactionCode: '18',
        amount: locked.amount,
        dueDate: locked.dueDate,
        collectionDate: retryOn,
        submitOn: submissionDateFor(retryOn),
        noticeOn: date,
        status: 'SCHEDULED',
        updatedAt: now,
      });
      if (retry) {
        await notify(tx, deps, retry, 'retry', { collectionDate: locked.collectionDate, retryDate: retryOn });
        report.noticed += 1;
      }
      return;
    }
    if (endsMandate(failure)) {
      if (await endMandate(tx, mandate.id, 'ENDED', failure, date)) {
        await insertMandateEvent(tx, {
          mandateId: mandate.id,
          event: 'ENDED',
          by: null,
          businessDate: date,
          detail: { failure, collection: locked.reference },
          at: now,
        });
      }
      await notify(tx, deps, locked, failure === 'ACCOUNT_CLOSED' ? 'endedClosed' : 'endedCancelled', {
        collectionDate: locked.collectionDate,
        reference: mandate.reference,
      });
      return;
    }
    await notify(tx, deps, locked, 'failedAgain', { collectionDate: locked.collectionDate });
  });
}

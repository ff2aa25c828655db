import type { RepaymentSubmitRequest, RepaymentView } from '../../../domain/api/repayments';
import { brandDate } from '../../../domain/loan/brand-date';
import { compareDates, type IsoDate } from '../../../domain/loan/dates';
import { M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { KeysetPage } from '../../db/keyset';
import type { RepaymentStatus } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import {
  billViewOf,
  findLoan,
  followBook,
  getBillsForUpdate,
  isUniqueViolation,
  lockBills,
  lockLoan,
  settleLoanIfRepaid,
  settlementFigure,
  transitionBills,
  viewBookOf,
} from '../loans/loans-front-door';
import { createNotification, money } from '../notifications/notification-service';
import { bookOf, bookPayment, loadLoanBook, type UsdtMoved } from '../servicing/servicing-front-door';
import { getUploadForMember } from '../uploads/upload-service';
import { askedFor } from './repayment-asked';
import {
  billsByIds,
  decideRepayment,
  findRepayment,
  insertRepayment,
  lockOpenBillsOfLoan,
  lockRepayment,
  pageRepayments,
  type RepaymentBillRow,
  type RepaymentRow,
  VOUCHER_UNIQUE_INDEX,
} from './repayment-repository';
import { quoteForReport } from './usdt-quote-service';

export const REPAYMENT_SUBMITTED = 'repayment.submitted';

/**
 * A borrower reports a payment with its voucher: the bills move to TO_BE_CONFIRMED and a PENDING repayment
 * records what was claimed. Bills are locked in id order and moved through the bill transition table with
 * an UPDATE conditional on TO_BE_REPAID, so of two submissions for one bill exactly one succeeds and the
 * other is a C409. Payable: the bills of a running loan, or the payoff bill of a withdrawn one.
 */
export async function submitRepayment(deps: AppDeps, memberId: number, body: RepaymentSubmitRequest) {
  const voucher = await getUploadForMember(deps.db, body.voucherUploadId, memberId);
  if (!voucher) throw invalid({ voucherUploadId: M.voucherRequired }, M.voucherRequired);
  const now = deps.clock.now();
  // The settlement figure of today, computed by the loans module (it refuses a loan that is not running).
  const settlement =
    body.settlement === true && body.loanId !== undefined
      ? await settlementFigure(deps, memberId, body.loanId)
      : null;

  return deps.db.transaction(async (tx) => {
    const bills = settlement
      ? await lockOpenBillsOfLoan(tx, settlement.loanId, memberId)
      : await getBillsForUpdate(tx, [...new Set(body.billIds ?? [])], memberId);
    if (!settlement && bills.length !== new Set(body.billIds ?? []).size) throw notFound();
    const { loan, amount } = await askedFor({ clock: deps.clock, db: tx }, memberId, bills, settlement);
    const loanId = loan.id;
    const quote =
      body.usdtQuoteId === undefined
        ? null
        : await quoteForReport(tx, body.usdtQuoteId, {
            memberId,
            loanId,
            settlement: settlement !== null,
            billIds: bills.map((bill) => bill.id),
          });
    await transitionBills(tx, bills, 'TO_BE_CONFIRMED', {
      actorId: memberId,
      actorRole: 'borrower',
      now,
      patch: { submittedAt: now, voucherUploadId: String(voucher.id), refusalReason: null },
      refusal: 'repayment.bill.pending',
    });
    const ids = bills.map((bill) => bill.id);
    let row: RepaymentRow;
    try {
      row = await insertRepayment(tx, {
        memberId,
        loanId,
        kind: settlement ? 'SETTLEMENT' : 'BILLS',
        billIds: ids,
        amount,
        voucherUploadId: voucher.id,
        voucherSha256: voucher.sha256,
        statedAmount: body.statedAmount ?? null,
        statedReference: body.statedReference ? body.statedReference : null,
        usdtQuoteId: quote?.id ?? null,
        status: 'PENDING',
        submittedAt: now,
      });
    } catch (error) {
      // Named on the voucher field: the borrower's way out is another picture, not other bills.
      if (isUniqueViolation(error, VOUCHER_UNIQUE_INDEX)) {
        throw new AppError('C409', 'repayment.voucher.used', {
          fields: { voucherUploadId: 'repayment.voucher.used' },
        });
      }
      throw error;
    }
    const after = await billsByIds(tx, ids);
    return viewOf(row, after);
  });
}

export async function listRepayments(
  db: Executor,
  filter: { memberId?: number; status?: RepaymentStatus | undefined; order?: 'oldest' | 'newest' },
  page: KeysetPage,
) {
  const { rows, total, next } = await pageRepayments(db, filter, page);
  const bills = await billsByIds(
    db,
    rows.flatMap((row) => row.billIds),
  );
  const byId = new Map(bills.map((bill) => [bill.id, bill]));
  return {
    list: rows.map((row) =>
      viewOf(
        row,
        row.billIds.flatMap((id) => byId.get(id) ?? []),
      ),
    ),
    total,
    page: page.page,
    pageSize: page.pageSize,
    next,
  };
}

/**
 * One repayment as an operator checks it, and the loan its bills belong to. On a loan with a ledger the
 * bills are what its replayed book says on the business date, as the borrower reads them (paid and left by
 * part); otherwise as they were on the day of payment (overdue counted to that day, which is what the
 * borrower was asked for).
 */
export async function repaymentForOperator(deps: Pick<AppDeps, 'db' | 'clock'>, repaymentId: number) {
  const { db } = deps;
  const row = await findRepayment(db, repaymentId);
  if (!row) throw notFound();
  const [bills, loan] = await Promise.all([billsByIds(db, row.billIds), findLoan(db, row.loanId)]);
  if (!loan) throw notFound();
  const viewed = await viewBookOf(deps, loan);
  const asOf = viewed?.asOf ?? brandDate(row.submittedAt);
  return {
    row,
    view: viewOf(row, bills),
    bills: bills.map((bill) => billViewOf(bill, loan, asOf, viewed)),
    loan,
  };
}

export interface Decision {
  repaymentId: number;
  operatorId: number;
  now: Date;
  /** The brand's currency, for the amount in the borrower's notification. */
  currency: string;
  /** Called with the locked repayment before it moves: the caller's own check (what the operator saw). */
  check?: (row: RepaymentRow) => Promise<void>;
}

/**
 * The repayment, then its loan, then its bills, locked in that order — the order a withdrawal (loan, then
 * bills) also follows, so a confirmation and a withdrawal of one loan wait for each other instead of
 * deadlocking.
 */
async function lockDecision(tx: Executor, repaymentId: number, check?: Decision['check']) {
  const locked = await lockRepayment(tx, repaymentId);
  if (!locked) throw notFound();
  // Before the pending check: an operator who saw an older state is told what changed, not only that it did.
  await check?.(locked);
  const before = await pendingRepayment(tx, repaymentId);
  await lockLoan(tx, before.loanId);
  return before;
}

/**
 * What an operator confirming a voucher is offered: the amount the borrower said they sent (else what the
 * bills asked), dated the voucher's day, kept between the payout and the business date.
 */
export async function receivedPrefillOf(
  db: Executor,
  row: RepaymentRow,
  businessDate: IsoDate,
): Promise<{ amount: number; on: IsoDate; earliest: IsoDate | null; latest: IsoDate }> {
  const loaded = await loadLoanBook(db, row.loanId, businessDate);
  const earliest = loaded?.book.payoutOn ?? null;
  let on = brandDate(row.submittedAt);
  if (compareDates(on, businessDate) > 0) on = businessDate;
  if (earliest && compareDates(on, earliest) < 0) on = earliest;
  return { amount: row.statedAmount ?? row.amount, on, earliest, latest: businessDate };
}

/**
 * PENDING → CONFIRMED with what actually arrived: a PAYMENT of that amount, dated the day it was received,
 * goes on the loan's ledger, and its bills become what the replayed book says — REPAID when paid, owed
 * again when what arrived fell short; anything over is credit held. The loan → SETTLED when no bill is left,
 * all in the caller's transaction. The repayment row is locked and moved conditionally, so ten concurrent
 * confirms book the payment once: the others find it CONFIRMED and get a C409 (and the ledger's unique
 * index on the repayment refuses a second booking too). A withdrawal's payoff bill is outside the ledger
 * and is repaid whole, as before.
 */
export async function confirmRepaymentIn(
  tx: Executor,
  input: Decision & {
    businessDate: IsoDate;
    received?: { amount?: number; on?: IsoDate };
    /** Confirmed by the USDT received (usdt-received.ts): its pounds are `received.amount`. */
    usdt?: (UsdtMoved & { from: 'QUOTE' | 'DAY' }) | null;
  },
) {
  const before = await lockDecision(tx, input.repaymentId, input.check);
  const prefill = await receivedPrefillOf(tx, before, input.businessDate);
  const received = {
    amount: input.received?.amount ?? prefill.amount,
    on: input.received?.on ?? prefill.on,
    usdt: input.usdt ?? null,
  };
  const decided = await decideRepayment(tx, before.id, 'CONFIRMED', {
    decidedAt: input.now,
    decidedBy: input.operatorId,
  });
  if (!decided) throw conflict('repayment.notPending');
  // Every bill must still be waiting for this review: never report a partial confirmation as done.
  const bills = await lockBills(tx, decided.billIds);
  if (bills.length !== decided.billIds.length) throw conflict('repayment.notPending');
  const actor = { actorId: input.operatorId, actorRole: 'operator' as const, now: input.now };
  const loan = await findLoan(tx, decided.loanId);
  const ledgered = loan && (await bookOf(tx, loan, input.businessDate)) !== null;
  let settled: boolean;
  let book = null;
  if (ledgered && bills.every((bill) => bill.kind === 'INSTALMENT')) {
    const booked = await bookPayment(tx, {
      loanId: decided.loanId,
      amount: received.amount,
      on: received.on,
      channel: 'VOUCHER',
      reference: decided.statedReference,
      repaymentId: decided.id,
      recorded: { by: input.operatorId, now: input.now },
      businessDate: input.businessDate,
      // A refusal of the amount is named on the field the operator typed it in.
      fields: { amount: input.usdt ? 'usdtReceived' : 'amount', on: 'receivedOn' },
      usdt: input.usdt ? { amount: input.usdt.amount, rate: input.usdt.rate } : null,
    });
    book = booked.book;
    const reviewed = bills.filter((bill) => bill.status === 'TO_BE_CONFIRMED').map((bill) => bill.id);
    if (decided.kind === 'SETTLEMENT') {
      // An early settlement is not yet an entry of its own (decision 092): its bills are repaid whole.
      await transitionBills(
        tx,
        bills.filter((bill) => bill.status === 'TO_BE_CONFIRMED'),
        'REPAID',
        {
          ...actor,
          patch: { repaidAt: input.now },
          refusal: 'repayment.notPending',
        },
      );
      settled = await settleLoanIfRepaid(tx, decided.loanId, actor);
    } else {
      settled = (await followBook(tx, decided.loanId, booked.book, actor, reviewed)).settled;
    }
  } else {
    await transitionBills(tx, bills, 'REPAID', {
      ...actor,
      patch: { repaidAt: input.now },
      refusal: 'repayment.notPending',
    });
    settled = await settleLoanIfRepaid(tx, decided.loanId, actor);
  }
  await createNotification(
    tx,
    {
      memberId: decided.memberId,
      type: 'repayment',
      titleKey: 'notify.repayment.confirmed.title',
      bodyKey: 'notify.repayment.confirmed.body',
      params: {
        repaymentId: decided.id,
        loanId: decided.loanId,
        amount: money(ledgered ? received.amount : decided.amount, input.currency),
      },
    },
    input.now,
  );
  return {
    before,
    after: viewOf(decided, await billsByIds(tx, decided.billIds)),
    loanSettled: settled,
    received: ledgered ? received : null,
    book,
  };
}

/**
 * PENDING → REFUSED, its bills back to TO_BE_REPAID with the reason. The voucher's hash stays taken: a
 * refused voucher was looked at and found wanting, so it may not be presented again.
 */
export async function refuseRepaymentIn(
  tx: Executor,
  input: Decision & {
    /** The reason, or how to word it once the repayment (and so its borrower) is known. */
    reason: string | ((row: RepaymentRow) => Promise<string>);
    reasonCode?: string | null;
  },
) {
  const before = await lockDecision(tx, input.repaymentId, input.check);
  const reason = (typeof input.reason === 'string' ? input.reason : await input.reason(before)).trim();
  if (reason === '') throw invalid({ reason: 'repayment.reason.required' }, 'repayment.reason.required');
  const decided = await decideRepayment(tx, before.id, 'REFUSED', {
    decidedAt: input.now,
    decidedBy: input.operatorId,
    refusalReason: reason,
    refusalCode: input.reasonCode ?? null,
  });
  if (!decided) throw conflict('repayment.notPending');
  const locked = await lockBills(tx, decided.billIds);
  if (locked.length !== decided.billIds.length) throw conflict('repayment.notPending');
  // A bill paid meanwhile by a payment recorded without a voucher stays paid.
  const bills = locked.filter((bill) => bill.status !== 'REPAID');
  await transitionBills(tx, bills, 'TO_BE_REPAID', {
    actorId: input.operatorId,
    actorRole: 'operator',
    reason,
    now: input.now,
    patch: { refusalReason: reason, submittedAt: null, voucherUploadId: null },
    refusal: 'repayment.notPending',
  });
  await createNotification(
    tx,
    {
      memberId: decided.memberId,
      type: 'repayment',
      titleKey: 'notify.repayment.refused.title',
      bodyKey: 'notify.repayment.refused.body',
      params: {
        repaymentId: decided.id,
        loanId: decided.loanId,
        amount: money(decided.amount, input.currency),
        reason,
      },
    },
    input.now,
  );
  return { before, after: viewOf(decided, await billsByIds(tx, decided.billIds)) };
}

async function pendingRepayment(tx: Executor, id: number): Promise<RepaymentRow> {
  const row = await lockRepayment(tx, id);
  if (!row) throw notFound();
  if (row.status !== 'PENDING') throw new AppError('C409', 'repayment.notPending');
  return row;
}

export function viewOf(row: RepaymentRow, bills: RepaymentBillRow[]): RepaymentView {
  return {
    repaymentId: row.id,
    loanId: row.loanId,
    memberId: row.memberId,
    kind: row.kind,
    amount: row.amount,
    status: row.status,
    voucherUploadId: row.voucherUploadId,
    voucherUrl: `/api/upload/${row.voucherUploadId}`,
    statedAmount: row.statedAmount,
    statedReference: row.statedReference,
    refusalReason: row.refusalReason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    bills: bills.map((bill) => ({
      billId: bill.id,
      kind: bill.kind,
      period: bill.period,
      dueDate: bill.dueDate,
      total: bill.total,
      status: bill.status,
    })),
  };
}

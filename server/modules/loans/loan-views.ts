import type { BillView } from '../../../domain/api/loans';
import { accountNumberLastFour } from '../../../domain/bank/uk-bank-account';
import { brandDate } from '../../../domain/loan/brand-date';
import type { IsoDate } from '../../../domain/loan/dates';
import { owedBillStatuses } from '../../../domain/loan/lifecycle';
import { overdueCountedTo, overdueDays, overdueInterest } from '../../../domain/loan/overdue';
import { type WithdrawalDue, withdrawalDue } from '../../../domain/loan/settlement';
import type { BookBill, LoanBook } from '../../../domain/servicing/book';
import type { BillRow } from './bill-repository';
import type { DecisionRow } from './decision-repository';
import { decisionViewOf, reviewAvailable } from './decision-views';
import type { ViewedBook } from './loan-book-service';
import type { LoanEventRow, LoanRow, LoanSummaryRow } from './loan-repository';

export function loanSummaryOf(loan: LoanSummaryRow) {
  return {
    loanId: loan.id,
    status: loan.status,
    amount: loan.amount,
    termMonths: loan.termMonths,
    method: loan.method,
    annualRate: loan.annualRate,
    apr: loan.apr,
    purpose: loan.purpose,
    contractNumber: loan.contractNumber,
    submittedAt: loan.submittedAt.toISOString(),
    offerAmount: loan.offerAmount,
    offerExpiresAt: loan.offerExpiresAt?.toISOString() ?? null,
  };
}

/**
 * A bill as of `asOf`, with its overdue days and overdue interest counted to the day of payment
 * (`overdueCountedTo`): to `asOf` while the bill is open; to the day the voucher was submitted once it has
 * been paid — under review or repaid — so that a borrower who paid late sees what they paid and it stops
 * growing while we review, and the figure equals the amount the repayment recorded when it was submitted
 * (repayment-service prices a submission with this function on that day). A cancelled instalment is never
 * overdue. A withdrawal's payoff bill shows what settles it on the day: principal + interest to the day of
 * repayment, on the same rule.
 */
export function billViewOf(
  bill: BillRow,
  loan: LoanRow,
  asOf: IsoDate,
  viewed?: ViewedBook | null,
): BillView {
  const booked = viewed ? bookBillOf(bill, bookForBill(bill, viewed)) : null;
  if (booked) return bookBillViewOf(bill, booked);
  const payoff = bill.kind === 'WITHDRAWAL_PAYOFF' ? payoffOf(bill, loan, asOf) : null;
  if (payoff) {
    return {
      ...billFields(bill),
      principal: payoff.principal,
      interest: payoff.interest,
      total: payoff.total,
      overdueDays: payoff.overdueDays,
      overdueInterest: payoff.overdueInterest,
      totalDue: payoff.totalDue,
    };
  }
  const countedTo = overdueCountedTo(bill.status, paidOnOf(bill), asOf);
  const days = countedTo === null ? 0 : overdueDays(bill.dueDate, countedTo);
  const interest = days > 0 ? overdueInterest(bill.total, loan.overdueRate, days) : 0;
  return {
    ...billFields(bill),
    overdueDays: days,
    overdueInterest: interest,
    totalDue: bill.total + interest,
  };
}

/**
 * The book a bill is read from: the business date's, except for a bill whose voucher waits for review —
 * the ledger replayed to the day the voucher was submitted, so that its overdue interest stops growing while
 * we review and equals what the repayment asked (its payment, once confirmed, is dated that day).
 */
function bookForBill(bill: BillRow, viewed: ViewedBook): LoanBook {
  const paidOn = bill.status === 'TO_BE_CONFIRMED' ? paidOnOf(bill) : null;
  return paidOn ? viewed.on(paidOn) : viewed.book;
}

/**
 * The book's line for a stored bill: an instalment of the schedule, still owed or paid. A cancelled
 * instalment and a withdrawal's payoff bill are outside the ledger.
 */
function bookBillOf(bill: BillRow, book: LoanBook): BookBill | null {
  // A bill an arrangement took over is still in the book (RESCHEDULED, with what it carried); one it
  // replaced before it fell due is not, and is read as stored.
  if (bill.kind !== 'INSTALMENT' || bill.status === 'CANCELLED') return null;
  return book.bills.find((line) => line.period === bill.period) ?? null;
}

/**
 * A bill of a loan with a ledger, as its replayed book has it (decision 092): the amounts due (re-planned by
 * a prepayment), overdue interest and days overdue as the payments made them (partial and backdated ones
 * too), what was paid and is left by part. The stored status stays what the borrower's voucher flow reads;
 * close of business and every ledger entry keep it in line with the book.
 */
function bookBillViewOf(bill: BillRow, booked: BookBill): BillView {
  return {
    ...billFields(bill),
    principal: booked.principal,
    interest: booked.interest,
    total: booked.total,
    overdueDays: booked.daysOverdue,
    overdueInterest: booked.overdueInterest,
    totalDue: booked.total + booked.overdueInterest,
    state: booked.state,
    paid: { ...booked.paid },
    outstanding: { ...booked.outstanding },
    outstandingTotal: booked.outstandingTotal,
    paidOn: booked.paidOn,
  };
}

/** Behind with payments, as the book says on its date. */
export function arrearsOf(book: LoanBook) {
  return {
    amount: book.arrears,
    daysPastDue: book.daysPastDue,
    since: book.pastDueSince,
    perDay: book.overdueInterestPerDay,
    bucket: book.bucket,
  };
}

function billFields(bill: BillRow) {
  return {
    billId: bill.id,
    kind: bill.kind,
    period: bill.period,
    dueDate: bill.dueDate,
    principal: bill.principal,
    interest: bill.interest,
    total: bill.total,
    status: bill.status,
    submittedAt: bill.submittedAt?.toISOString() ?? null,
    repaidAt: bill.repaidAt?.toISOString() ?? null,
    refusalReason: bill.refusalReason,
  };
}

/** The brand-local day the bill was paid: its voucher's submission (kept once the bill is repaid). */
export function paidOnOf(bill: Pick<BillRow, 'submittedAt'>): IsoDate | null {
  return bill.submittedAt ? brandDate(bill.submittedAt) : null;
}

function payoffOf(bill: BillRow, loan: LoanRow, asOf: IsoDate): WithdrawalDue | null {
  if (loan.offerAmount === null || !loan.offerRate || !loan.disbursedOn) return null;
  // Interest runs to the day the borrower paid: once a voucher is in, the figure stops growing.
  const day = overdueCountedTo(bill.status, paidOnOf(bill), asOf) ?? asOf;
  return withdrawalDue(
    {
      principal: loan.offerAmount,
      annualRate: loan.offerRate,
      drawdownDate: loan.disbursedOn,
      credits: loan.withdrawalCredits ?? [],
      dueDate: bill.dueDate,
      overdueRate: loan.overdueRate,
    },
    day,
  );
}

export function loanDetailOf(
  loan: LoanRow,
  events: LoanEventRow[],
  bills: BillRow[],
  decision: DecisionRow | null,
  asOf: IsoDate,
  viewed: ViewedBook | null = null,
) {
  const owed = (bill: BillRow) => (owedBillStatuses as readonly string[]).includes(bill.status);
  // Bills come in period order, so a withdrawal's payoff bill (period 0) is the next one after a withdrawal.
  // A bill of nothing (a payment holiday's month) is not a payment to make: the next one is after it.
  const next = bills.find((bill) => owed(bill) && bill.total > 0) ?? bills.find(owed);
  const payoffBill = bills.find((bill) => bill.kind === 'WITHDRAWAL_PAYOFF');
  const offer =
    loan.offerAmount !== null && loan.offerRate && loan.offerApr && loan.offerSchedule && loan.offerExpiresAt
      ? {
          amount: loan.offerAmount,
          annualRate: loan.offerRate,
          apr: loan.offerApr,
          expiresAt: loan.offerExpiresAt.toISOString(),
          schedule: loan.offerSchedule,
          totalPayable: loan.offerSchedule.reduce((sum, line) => sum + line.total, 0),
        }
      : null;
  return {
    ...loanSummaryOf(loan),
    overdueRate: loan.overdueRate,
    receivingAddress: loan.receivingAddress,
    payoutBankAccount: loan.payoutBankAccount
      ? {
          accountHolderName: loan.payoutBankAccount.accountHolderName,
          sortCode: loan.payoutBankAccount.sortCode,
          accountNumberLast4: accountNumberLastFour(loan.payoutBankAccount.accountNumber),
        }
      : null,
    offer,
    rejectionReason: loan.rejectionReason,
    decision: decision ? decisionViewOf(decision) : null,
    review: {
      available: reviewAvailable(loan, decision),
      requestedAt: loan.reviewRequestedAt?.toISOString() ?? null,
    },
    signedAt: loan.signedAt?.toISOString() ?? null,
    disbursedAt: loan.disbursedAt?.toISOString() ?? null,
    firstDueDate: loan.firstDueDate,
    nextBill: next ? billViewOf(next, loan, asOf, viewed) : null,
    withdrawal: loan.withdrawnOn
      ? {
          withdrawnOn: loan.withdrawnOn,
          payoff: loan.withdrawalPayoff ?? 0,
          dueDate: loan.withdrawalDueOn,
          bill: payoffBill ? billViewOf(payoffBill, loan, asOf) : null,
        }
      : null,
    events: events.map((event) => ({
      from: event.fromStatus,
      to: event.toStatus,
      actorRole: event.actorRole,
      reason: event.reason,
      at: event.at.toISOString(),
    })),
    ...(viewed ? { arrears: arrearsOf(viewed.book) } : {}),
  };
}

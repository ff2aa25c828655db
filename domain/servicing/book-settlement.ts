import {
  addDays,
  addMonths,
  calendarMonthsBetween,
  compareDates,
  daysBetween,
  type IsoDate,
} from '../loan/dates';
import { monthlyRate } from '../loan/terms-validation';
import { applyRate, type Minor, parseRate } from '../money';
import type { LoanBook } from './book';

export interface BookSettlement {
  /** Principal left on every bill not yet past its due date. */
  remainingPrincipal: Minor;
  /** Interest left of the current cycle only. */
  currentInterest: Minor;
  /** Everything left of bills past their due date, with their overdue interest to the book's date. */
  overdue: Minor;
  /** remainingPrincipal + currentInterest + overdue. */
  total: Minor;
  creditHeld: Minor;
  /** What the borrower still has to send: total less the credit we hold, never below 0. */
  toPay: Minor;
  /** The current monthly cycle (1-based), 0 when no bill is current. */
  cycle: number;
  /** Last day on which the figure holds. */
  validUntil: IsoDate;
}

/**
 * The early-settlement figure from the replayed book, by domain/loan/settlement.ts's rule: remaining
 * principal + interest of the current cycle only + anything overdue. What the book adds is what that
 * function cannot see: partly paid bills count what is left of them, overdue interest is the replayed
 * figure (partial and backdated payments included), re-planned bills after a prepayment are the bills,
 * and credit held is set against the total.
 */
export function settlementFromBook(book: LoanBook): BookSettlement {
  const isPastDue = (dueDate: IsoDate) => compareDates(dueDate, book.asOf) < 0;
  let overdue = 0;
  let remainingPrincipal = 0;
  const upcoming = [];
  for (const bill of book.bills) {
    if (isPastDue(bill.dueDate)) overdue += bill.outstandingTotal;
    else if (bill.state !== 'PAID') {
      remainingPrincipal += bill.outstanding.principal;
      upcoming.push(bill);
    }
  }

  const current = upcoming[0];
  let cycle = 0;
  let currentInterest = 0;
  let nextDueDate: IsoDate | undefined;
  if (current && book.terms.method === 'ONE_TIME') {
    // One bill spans the whole term; its cycles are the months since the payout (settlement.ts).
    const termMonths = calendarMonthsBetween(book.payoutOn, current.dueDate);
    cycle = 1;
    while (cycle < termMonths && compareDates(addMonths(book.payoutOn, cycle), book.asOf) < 0) cycle += 1;
    const monthly = applyRate(book.principalLent, monthlyRate(parseRate(book.terms.annualRate)));
    currentInterest = Math.max(
      Math.min(monthly * cycle - current.paid.interest, current.outstanding.interest),
      0,
    );
    nextDueDate = addMonths(book.payoutOn, cycle);
  } else if (current) {
    cycle = current.period;
    currentInterest = current.outstanding.interest;
    nextDueDate = current.dueDate;
  }

  const validUntil =
    overdue > 0 || nextDueDate === undefined || daysBetween(book.asOf, nextDueDate) === 0
      ? book.asOf
      : addDays(nextDueDate, -1);
  const total = remainingPrincipal + currentInterest + overdue;
  return {
    remainingPrincipal,
    currentInterest,
    overdue,
    total,
    creditHeld: book.creditHeld,
    toPay: Math.max(total - book.creditHeld, 0),
    cycle,
    validUntil,
  };
}

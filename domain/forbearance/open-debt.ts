import { addMonthsTo, calendarMonthsBetween, compareDates, type IsoDate, parseIsoDate } from '../loan/dates';
import type { RepaymentMethod } from '../loan/methods';
import type { Minor } from '../money';
import type { LoanBook } from '../servicing/book';

/** A bill's unpaid parts on the arrangement's day. */
export interface DebtBill {
  period: number;
  dueDate: IsoDate;
  principal: Minor;
  interest: Minor;
  overdueInterest: Minor;
}

/**
 * What a loan owes on the day an arrangement would take effect, bill by bill, and what is needed to date new
 * bills. The replay builds it from its live bills on the ARRANGEMENT entry's day and the console from the book
 * replayed to the business date; both read the same unpaid parts, so the plan offered is the plan booked.
 */
export interface OpenDebt {
  on: IsoDate;
  method: RepaymentMethod;
  annualRate: string;
  payoutOn: IsoDate;
  /** The first bill's due date and the day of the month the bills are anchored to (31 for month ends). */
  firstDue: IsoDate;
  anchorDay: number;
  /** Bills due on or before `on` with something left: the arrears the arrangement takes over. */
  due: DebtBill[];
  /** Bills due after `on`, as scheduled. */
  coming: DebtBill[];
  /**
   * The period number the first new bill takes: after every bill the loan has had, so a bill's period names
   * one bill for good (the stored bills keep the ones they replaced, marked as rescheduled).
   */
  nextPeriod: number;
  /** Days past due on `on`, before the arrangement. */
  daysPastDue: number;
  /** Set when the loan cannot be re-planned: settled, charged off. */
  running: boolean;
}

/** The day of the month the schedule is anchored to: the largest day any of its due dates fell on. */
export function anchorDayOf(dates: readonly IsoDate[]): number {
  return dates.reduce((max, date) => Math.max(max, parseIsoDate(date).day), 1);
}

/** The due date `offset` months after the first bill's, on the anchor day, clamped to the month's end. */
export function gridDate(firstDue: IsoDate, anchorDay: number, offset: number): IsoDate {
  const { year, month } = parseIsoDate(firstDue);
  return addMonthsTo({ year, month, day: anchorDay }, offset);
}

/** The offset of the first new bill: the first coming bill's, or the first grid date after `on`. */
export function firstNewOffset(debt: OpenDebt): number {
  const first = debt.coming[0];
  if (first) return calendarMonthsBetween(debt.firstDue, first.dueDate);
  let offset = Math.max(calendarMonthsBetween(debt.firstDue, debt.on), 0);
  while (compareDates(gridDate(debt.firstDue, debt.anchorDay, offset), debt.on) <= 0) offset += 1;
  return offset;
}

/** The open debt of a book replayed to the business date the arrangement would take effect on. */
export function openDebtOfBook(book: LoanBook): OpenDebt {
  const due: DebtBill[] = [];
  const coming: DebtBill[] = [];
  for (const bill of book.bills) {
    const line = {
      period: bill.period,
      dueDate: bill.dueDate,
      principal: bill.outstanding.principal,
      interest: bill.outstanding.interest,
      overdueInterest: bill.outstanding.overdueInterest,
    };
    if (compareDates(bill.dueDate, book.asOf) > 0) coming.push(line);
    else if (bill.outstandingTotal > 0) due.push(line);
  }
  const dates = book.terms.schedule.map((line) => line.dueDate);
  return {
    on: book.asOf,
    method: book.terms.method,
    annualRate: book.terms.annualRate,
    payoutOn: book.payoutOn,
    firstDue: dates[0] ?? book.asOf,
    anchorDay: anchorDayOf(dates),
    due,
    coming,
    nextPeriod: book.bills.reduce((max, bill) => Math.max(max, bill.period), 0) + 1,
    daysPastDue: book.daysPastDue,
    running: book.chargedOff === null && (due.length > 0 || book.principalOutstanding > 0),
  };
}

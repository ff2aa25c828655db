import { fromEpochDay } from '../loan/dates';
import type { BookBill, BookBillState } from './book';
import { type LiveBill, outstanding, owed } from './overdue-accrual';

/** A bill as the book shows it on `asOfDay`, from the replay's live bill. */
export function bookBill(bill: LiveBill, asOfDay: number, chargedOff: boolean): BookBill {
  const left = outstanding(bill);
  const paidAny = bill.paidOverdueInterest + bill.paidInterest + bill.paidPrincipal > 0;
  const carried = bill.carriedOverdueInterest + bill.carriedInterest + bill.carriedPrincipal;
  let state: BookBillState;
  if (left > 0 && chargedOff) state = 'CHARGED_OFF';
  else if (left === 0 && carried > 0) state = 'RESCHEDULED';
  else if (left === 0 && (bill.dueDay <= asOfDay || chargedOff)) state = 'PAID';
  else if (bill.dueDay > asOfDay) state = 'NOT_DUE';
  else if (bill.dueDay < asOfDay) state = 'OVERDUE';
  else state = paidAny ? 'PARTLY_PAID' : 'DUE';
  const daysOverdue =
    left > 0
      ? Math.max(asOfDay - bill.dueDay, 0)
      : bill.paidOnDay === null
        ? 0
        : Math.max(bill.paidOnDay - bill.dueDay, 0);
  return {
    period: bill.period,
    dueDate: bill.dueDate,
    principal: bill.principal,
    interest: bill.interest,
    total: bill.principal + bill.interest,
    overdueInterest: bill.overdueInterest,
    paid: {
      overdueInterest: bill.paidOverdueInterest,
      interest: bill.paidInterest,
      principal: bill.paidPrincipal,
    },
    waived: {
      overdueInterest: bill.waivedOverdueInterest,
      interest: bill.waivedInterest,
      principal: bill.waivedPrincipal,
    },
    interestCancelled: bill.interestCancelled,
    carried: {
      overdueInterest: bill.carriedOverdueInterest,
      interest: bill.carriedInterest,
      principal: bill.carriedPrincipal,
    },
    outstanding: {
      overdueInterest: owed(bill, 'OVERDUE_INTEREST'),
      interest: owed(bill, 'INTEREST'),
      principal: owed(bill, 'PRINCIPAL'),
    },
    outstandingTotal: left,
    daysOverdue,
    state,
    // A bill of nothing (an interest-free month of an INTEREST_FIRST loan) is paid the day it falls due.
    paidOn:
      bill.paidOnDay !== null
        ? fromEpochDay(bill.paidOnDay)
        : state === 'PAID' && carried === 0
          ? fromEpochDay(Math.min(bill.dueDay, asOfDay))
          : null,
  };
}

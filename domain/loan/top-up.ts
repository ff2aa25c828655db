import { addMonths, compareDates, type IsoDate } from './dates';
import { TOPUP_MONTHS } from './lifecycle';
import { addWorkingDays } from './working-days';

/**
 * A top-up (DESIGN §4, decision 096): a new loan whose payout first settles the borrower's running loan at
 * its settlement figure on the payout day and pays the rest to the borrower. The rules here are pure; the
 * server reads the running loan's bills and book and passes them in.
 */

/** Why a running loan cannot be topped up yet, as eligibility reason codes (words in the catalogs). */
export const topUpReasons = {
  /** Fewer than TOPUP_MONTHS since the payout: `{date}` is the first day a top-up is possible. */
  tooSoon: 'topUp.tooSoon',
  /** A bill that has fallen due was paid after its due date (or not at all): the loan was not paid on time. */
  latePayment: 'topUp.latePayment',
  /** More than one loan running: a top-up replaces one loan, and which one is not ours to guess. */
  severalRunning: 'topUp.severalRunning',
} as const;
export type TopUpReason = (typeof topUpReasons)[keyof typeof topUpReasons];

/** The running loan as the top-up rule reads it: its payout day and, per bill, the day it was paid. */
export interface RunningLoanRecord {
  disbursedOn: IsoDate | null;
  bills: readonly { dueDate: IsoDate; paidOn: IsoDate | null }[];
}

export type TopUpWait = { reason: 'topUp.tooSoon'; from: IsoDate } | { reason: 'topUp.latePayment' } | null;

/** The first day a loan paid out on `disbursedOn` may be topped up. */
export function topUpAllowedFrom(disbursedOn: IsoDate): IsoDate {
  return addMonths(disbursedOn, TOPUP_MONTHS);
}

/**
 * Null when the loan may be topped up on `today`: TOPUP_MONTHS since its payout, and every bill that fell
 * due before today paid on or before its due date. Otherwise the reason, the wait first (it tells the
 * borrower a date).
 */
export function topUpWaitOf(loan: RunningLoanRecord, today: IsoDate): TopUpWait {
  if (!loan.disbursedOn) return { reason: topUpReasons.latePayment };
  const from = topUpAllowedFrom(loan.disbursedOn);
  if (compareDates(today, from) < 0) return { reason: topUpReasons.tooSoon, from };
  const onTime = loan.bills
    .filter((bill) => compareDates(bill.dueDate, today) < 0)
    .every((bill) => bill.paidOn !== null && compareDates(bill.paidOn, bill.dueDate) <= 0);
  return onTime ? null : { reason: topUpReasons.latePayment };
}

/**
 * The payout day a quote or an offer assumes: the next working day (England & Wales) after the business
 * date, the soonest a signed loan's money is sent. The settlement figure shown is an estimate for that day.
 */
export function expectedPayoutDay(businessDate: IsoDate): IsoDate {
  return addWorkingDays(businessDate, 1);
}

/**
 * The two parts of a top-up's amount: what settles the replaced loan, and what is left for the borrower.
 * Null when the amount does not exceed the settlement figure — such a loan would pay the borrower nothing.
 */
export function topUpParts(
  amount: number,
  settlement: number,
): { settlement: number; toBorrower: number } | null {
  const toBorrower = amount - settlement;
  return toBorrower > 0 ? { settlement, toBorrower } : null;
}

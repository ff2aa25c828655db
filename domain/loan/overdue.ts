import { DomainError } from '../domain-error';
import { applyRate, isMinor, type Minor, parseRate } from '../money';
import { daysBetween, type IsoDate } from './dates';
import type { BillStatus } from './lifecycle';

/** Whole days a bill is past its due date on `asOf` (the brand's local date); 0 on or before the due date. */
export function overdueDays(dueDate: IsoDate, asOf: IsoDate): number {
  return Math.max(daysBetween(dueDate, asOf), 0);
}

/** unpaid × annual rate × days / 365, rounded once (DESIGN §4; a 365-day year, leap years included). */
export function overdueInterest(unpaid: Minor, annualRate: string, days: number): Minor {
  if (!isMinor(unpaid) || unpaid < 0) throw new DomainError('money.invalid');
  if (!Number.isInteger(days) || days < 0) throw new DomainError('days.invalid', { days });
  return applyRate(unpaid, parseRate(annualRate), { num: BigInt(days), den: 365n });
}

/**
 * The day a bill's overdue days and interest are counted to. An open bill (TO_BE_REPAID) runs to `asOf`.
 * A paid one — its voucher submitted (TO_BE_CONFIRMED) or confirmed (REPAID) — stops on `paidOn`, the day
 * the voucher was submitted: that is the day the borrower paid, and what they were asked to pay that day is
 * the amount the repayment records, so the figure shown is the figure the operator confirms. A refused
 * voucher puts the bill back to TO_BE_REPAID, and it runs to `asOf` again. A CANCELLED bill is not owed
 * (null: never overdue). A paid bill with no day recorded (the flow always records one) runs to `asOf`, so
 * a missing date can never make a debt look smaller.
 */
export function overdueCountedTo(status: BillStatus, paidOn: IsoDate | null, asOf: IsoDate): IsoDate | null {
  // A bill no longer owed as itself (a withdrawal's, an arrangement's) is never overdue.
  if (status === 'CANCELLED' || status === 'RESCHEDULED') return null;
  if (status === 'TO_BE_REPAID' || paidOn === null) return asOf;
  return paidOn;
}

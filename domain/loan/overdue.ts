import { DomainError } from '../domain-error';
import { applyRate, isMinor, type Minor, parseRate } from '../money';
import { daysBetween, type IsoDate } from './dates';

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

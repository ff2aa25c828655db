import { DomainError } from '../domain-error';
import { compareDates, daysBetween, formatIsoDate, type IsoDate, parseIsoDate } from '../loan/dates';
import type { ScheduleLine } from '../loan/schedule';
import { addWorkingDays } from '../loan/working-days';
import { applyRate, type Minor, parseRate } from '../money';
import type { LoanBook } from '../servicing/book';
import { withBalances } from '../servicing/prepayment-plan';
import type { ServicingLine } from '../servicing/servicing-terms';
import { assertCollectionDay, collectionDateFor, DAY_CHANGE_NOTICE_WORKING_DAYS } from './collection-dates';
import { directDebitErrors } from './direct-debit-errors';

export interface DayChangePlan {
  day: number;
  asOf: IsoDate;
  /** The first collection on the new day. */
  firstCollection: IsoDate;
  /** Days the first moved bill's period grows (negative: shrinks) by. */
  shiftDays: number;
  before: ScheduleLine[];
  after: ScheduleLine[];
  interestBefore: Minor;
  interestAfter: Minor;
  /** interestAfter − interestBefore: what the move costs (negative: saves). */
  interestDifference: Minor;
}

/** The same month as `dueDate`, on `day`. */
function onDay(dueDate: IsoDate, day: number): IsoDate {
  const { year, month } = parseIsoDate(dueDate);
  return formatIsoDate({ year, month, day });
}

/**
 * Interest for `days` more (or fewer) days on `balance`: the agreement's annual rate, actual/365, simple,
 * rounded half-up once — the day count of the withdrawal payoff (domain/loan/settlement.ts), so a day
 * costs the same wherever the schedule counts days.
 */
export function interestForDays(balance: Minor, annualRate: string, days: number): Minor {
  const magnitude = applyRate(balance, parseRate(annualRate), { num: BigInt(Math.abs(days)), den: 365n });
  return days < 0 ? -magnitude : magnitude;
}

/**
 * The bills not yet due moved to collection day `day` (1–28), as the borrower is shown them before
 * confirming. Each moves to `day` of the month it falls in; the first moved bill's period is longer or
 * shorter by the shift, so its interest changes by `interestForDays` of the principal left before it
 * (never below nothing); every later period is still one calendar month and keeps its interest, and no
 * principal changes. The change needs 10 working days' notice (SPEC §9): the first bill's collection on
 * its old date and on its new one must both be at least 10 working days after the business date, or it is
 * refused (`directDebit.dayChangeNotice`, with the earliest collection date that could still move).
 */
export function planDayChange(book: LoanBook, day: number): DayChangePlan {
  assertCollectionDay(day);
  const remaining = book.bills.filter((bill) => compareDates(bill.dueDate, book.asOf) > 0);
  const first = remaining[0];
  if (!first || book.chargedOff) throw new DomainError(directDebitErrors.nothingToMove);
  if (remaining.every((bill) => parseIsoDate(bill.dueDate).day === day)) {
    throw new DomainError(directDebitErrors.sameCollectionDay, { day });
  }
  const earliest = addWorkingDays(book.asOf, DAY_CHANGE_NOTICE_WORKING_DAYS);
  const newFirst = onDay(first.dueDate, day);
  for (const date of [collectionDateFor(first.dueDate), collectionDateFor(newFirst)]) {
    if (compareDates(date, earliest) < 0) {
      throw new DomainError(directDebitErrors.dayChangeNotice, { collection: date, earliest });
    }
  }
  const shiftDays = daysBetween(first.dueDate, newFirst);
  const principalLeft = remaining.reduce((sum, bill) => sum + bill.principal, 0);
  const delta = interestForDays(principalLeft, book.terms.annualRate, shiftDays);
  const moved: ServicingLine[] = remaining.map((bill, index) => {
    const interest = index === 0 ? Math.max(0, bill.interest + delta) : bill.interest;
    return {
      period: bill.period,
      dueDate: onDay(bill.dueDate, day),
      principal: bill.principal,
      interest,
      total: bill.principal + interest,
    };
  });
  const before = withBalances(remaining);
  const after = withBalances(moved);
  const interestBefore = before.reduce((sum, line) => sum + line.interest, 0);
  const interestAfter = after.reduce((sum, line) => sum + line.interest, 0);
  return {
    day,
    asOf: book.asOf,
    firstCollection: collectionDateFor(newFirst),
    shiftDays,
    before,
    after,
    interestBefore,
    interestAfter,
    interestDifference: interestAfter - interestBefore,
  };
}
